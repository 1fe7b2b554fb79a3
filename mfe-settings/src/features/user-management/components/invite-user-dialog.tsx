import { useState } from 'react';
import type { UserInviteResult } from 'shared-contracts';
import { Alert, Form, FormDialog, Input, Typography } from 'shared-ui';
import type { UserWrites } from '../api/user-writes';
import { describeUserError } from './describe-user-error';
import { RoleSelect } from './role-select';

interface InviteFields {
  email: string;
  name?: string;
  roleNames?: string[];
}

/** Props of the invite dialog. */
export interface InviteUserDialogProps {
  invite: UserWrites['invite'];
  onClose: () => void;
}

/** What an invitation gave: the first password to hand over (shown once), or the provider's own invitation. */
function Invited({ result }: { result: UserInviteResult }) {
  if (result.firstPassword === null)
    return (
      <Alert
        type="success"
        showIcon
        title={`${result.user.email} is now a member of this tenant.`}
        description="They sign in with the password or invitation they already have."
      />
    );
  return (
    <Alert
      type="success"
      showIcon
      title={`${result.user.email} is invited.`}
      description={
        <>
          Give them this first password; it is shown only once and they sign in with it:{' '}
          <Typography.Text code copyable data-testid="first-password">
            {result.firstPassword}
          </Typography.Text>
        </>
      }
    />
  );
}

/** Invites a user by e-mail with roles; then shows what the invitation gave. */
export function InviteUserDialog({ invite, onClose }: InviteUserDialogProps) {
  const [form] = Form.useForm<InviteFields>();
  const [result, setResult] = useState<UserInviteResult | null>(null);
  const save = (fields: InviteFields) => {
    const name = fields.name?.trim();
    return invite({ email: fields.email.trim(), ...(name && { name }), roleNames: fields.roleNames ?? [] });
  };

  return (
    <FormDialog<InviteFields, UserInviteResult>
      title="Invite a user"
      form={form}
      save={save}
      write={{ done: null, describe: (error) => describeUserError(error, 'invited') }}
      problems="inline"
      onSaved={setResult}
      onClose={onClose}
      saveLabel="Invite"
      outcome={result ? <Invited result={result} /> : undefined}
    >
      <Form.Item
        name="email"
        label="Email"
        rules={[{ required: true, whitespace: true, message: 'Enter the email address' }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label="Name">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="roleNames" label="Roles" initialValue={['Analyst']}>
        <RoleSelect />
      </Form.Item>
    </FormDialog>
  );
}
