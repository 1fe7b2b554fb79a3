import { Flex, Form, FormDialog, Input, Select, Typography, useApiQuery } from 'shared-ui';
import type { TemplateDetails } from './template-words';

interface SaveFields {
  name?: string;
  description?: string;
  policyIds: string[];
}

/** Props of {@link SaveTemplateDialog}. */
export interface SaveTemplateDialogProps {
  /** The active tenant, whose policies are saved. */
  tenant: { id: string; name: string };
  /** A new version of this template; a new template when absent. */
  template?: { id: string; name: string };
  save: (fields: SaveFields) => Promise<TemplateDetails>;
  onClose: () => void;
}

/**
 * Saves policies of the active tenant, with the lists they reference, as a new template or a template's next version.
 */
export function SaveTemplateDialog({ tenant, template, save, onClose }: SaveTemplateDialogProps) {
  const [form] = Form.useForm<SaveFields>();
  const policies = useApiQuery('/policies', {});
  const title = template ? `Save a new version of ${template.name}` : 'Save policies as a template';
  return (
    <FormDialog<SaveFields, TemplateDetails>
      title={title}
      form={form}
      initialValues={{ policyIds: [] }}
      save={save}
      write={{
        done: (saved) => `${saved.template.name} version ${saved.template.latestVersion} saved`,
        failed: 'The template was not saved',
      }}
      problems="inline"
      onSaved={onClose}
      onClose={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          The policies of {tenant.name} chosen here are saved with the lists they reference, copied by content.
        </Typography.Text>
        {!template && (
          <>
            <Form.Item
              name="name"
              label="Name"
              rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}
              style={{ marginBottom: 0 }}
            >
              <Input aria-label="Name" maxLength={100} />
            </Form.Item>
            <Form.Item name="description" label="Description" style={{ marginBottom: 0 }}>
              <Input aria-label="Description" maxLength={1000} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="policyIds"
          label="Policies"
          rules={[{ required: true, message: 'Choose at least one policy' }]}
          style={{ marginBottom: 0 }}
        >
          <Select
            mode="multiple"
            aria-label="Policies"
            placeholder="Choose policies"
            optionFilterProp="label"
            loading={!policies.data && !policies.error}
            options={(policies.data?.policies ?? []).map((policy) => ({ value: policy.policyId, label: policy.name }))}
          />
        </Form.Item>
      </Flex>
    </FormDialog>
  );
}
