import { useState } from 'react';
import type { TenantUser } from 'shared-contracts';
import { Alert, Button, Flex, Modal, Typography } from 'shared-ui';
import type { UserWrites } from '../api/user-writes';
import { describeUserError } from './describe-user-error';
import { RoleSelect } from './role-select';

/** Props of the role dialog. */
export interface RolesDialogProps {
  user: TenantUser;
  update: UserWrites['update'];
  onClose: () => void;
}

/** Changes one member's roles. */
export function RolesDialog({ user, update, onClose }: RolesDialogProps) {
  const [roles, setRoles] = useState(user.roleNames);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await update(user.userId, { roleNames: roles });
      onClose();
    } catch (error) {
      setProblem(describeUserError(error, 'changed'));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`Roles of ${user.name}`}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{user.email}</Typography.Text>
        <RoleSelect value={roles} onChange={setRoles} />
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Flex>
    </Modal>
  );
}
