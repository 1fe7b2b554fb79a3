import { Form, FormDialog, Input, Typography } from 'shared-ui';
import type { PlatformTenant } from './tenant-words';

interface DeleteFields {
  confirmName: string;
}

/** Props of the delete dialog. */
export interface DeleteTenantDialogProps {
  tenant: Pick<PlatformTenant, 'id' | 'name'>;
  scheduleDeletion: (confirmName: string) => Promise<PlatformTenant>;
  onClose: () => void;
}

/**
 * Deletes a tenant once its name is typed: it is suspended at once and its data removed after 7 days, unless a
 * platform admin resumes it before.
 */
export function DeleteTenantDialog({ tenant, scheduleDeletion, onClose }: DeleteTenantDialogProps) {
  const [form] = Form.useForm<DeleteFields>();
  return (
    <FormDialog<DeleteFields, PlatformTenant>
      title={`Delete ${tenant.name}?`}
      form={form}
      save={(fields) => scheduleDeletion(fields.confirmName)}
      write={{ done: `${tenant.name} will be deleted in 7 days`, failed: `${tenant.name} was not deleted` }}
      problems="inline"
      saveLabel="Delete"
      onSaved={onClose}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {tenant.name} is suspended at once: its users cannot sign in and its agents are refused. All its data is removed
        after 7 days; until then, Resume cancels the deletion.
      </Typography.Paragraph>
      <Form.Item
        name="confirmName"
        label={`Type ${tenant.name} to confirm`}
        rules={[
          {
            validator: (_, value: unknown) =>
              value === tenant.name ? Promise.resolve() : Promise.reject(new Error(`Type ${tenant.name} exactly`)),
          },
        ]}
      >
        <Input autoComplete="off" aria-label={`Type ${tenant.name} to confirm`} />
      </Form.Item>
    </FormDialog>
  );
}
