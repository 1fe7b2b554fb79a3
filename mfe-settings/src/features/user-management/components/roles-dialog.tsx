import type { TenantUser } from 'shared-contracts';
import { Flex, Form, FormDialog, Typography } from 'shared-ui';
import type { UserWrites } from '../api/user-writes';
import { describeUserError } from './describe-user-error';
import { RoleSelect } from './role-select';

/** Props of the role dialog. */
export interface RolesDialogProps {
  user: TenantUser;
  update: UserWrites['update'];
  onClose: () => void;
}

interface RolesFields {
  roleNames: string[];
}

/** Changes one member's roles. */
export function RolesDialog({ user, update, onClose }: RolesDialogProps) {
  const [form] = Form.useForm<RolesFields>();
  return (
    <FormDialog<RolesFields, TenantUser>
      title={`Roles of ${user.name}`}
      form={form}
      initialValues={{ roleNames: user.roleNames }}
      save={({ roleNames }) => update(user.userId, { roleNames })}
      write={{ done: null, describe: (error) => describeUserError(error, 'changed') }}
      problems="inline"
      onSaved={onClose}
      onClose={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{user.email}</Typography.Text>
        <Form.Item name="roleNames" style={{ marginBottom: 0 }}>
          <RoleSelect />
        </Form.Item>
      </Flex>
    </FormDialog>
  );
}
