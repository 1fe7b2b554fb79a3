import { useState } from 'react';
import type { UserInviteResult } from 'shared-contracts';
import { Alert, Button, Form, Input, Modal, Typography } from 'shared-ui';
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<UserInviteResult | null>(null);

  const submit = async (fields: InviteFields) => {
    setBusy(true);
    setProblem(null);
    try {
      const name = fields.name?.trim();
      setResult(await invite({ email: fields.email.trim(), ...(name && { name }), roleNames: fields.roleNames ?? [] }));
    } catch (error) {
      setProblem(describeUserError(error, 'invited'));
    } finally {
      setBusy(false);
    }
  };

  const footer = result ? (
    <Button variant="primary" onClick={onClose}>
      Done
    </Button>
  ) : (
    <>
      <Button onClick={onClose}>Cancel</Button>
      <Button variant="primary" loading={busy} onClick={() => form.submit()}>
        Invite
      </Button>
    </>
  );

  return (
    <Modal open title="Invite a user" onCancel={onClose} footer={footer} destroyOnHidden>
      {result ? (
        <Invited result={result} />
      ) : (
        <Form<InviteFields> form={form} layout="vertical" onFinish={(fields) => void submit(fields)}>
          <Form.Item
            name="email"
            label="E-mail"
            rules={[{ required: true, whitespace: true, message: 'Enter the e-mail address' }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="name" label="Name">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="roleNames" label="Roles" initialValue={['Analyst']}>
            <RoleSelect />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
        </Form>
      )}
    </Modal>
  );
}
