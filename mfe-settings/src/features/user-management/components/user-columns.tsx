import { labelOf } from 'shared-contracts';
import type { TenantUser } from 'shared-contracts';
import { Button, ConfirmDelete, ConfirmToggle, DisabledReason, Flex, Tag, Time } from 'shared-ui';
import type { TableColumn } from 'shared-ui';

/** What a row's buttons do. */
export interface UserRowActions {
  onEditRoles: (user: TenantUser) => void;
  onToggleStatus: (user: TenantUser) => void;
  onRemove: (user: TenantUser) => void;
}

/** Why the signed-in user's own row offers no action: the API refuses them too (another Tenant Admin must act). */
const OWN_ROW_REASONS = {
  roles: 'You cannot change your own roles; ask another Tenant Admin',
  disable: 'You cannot disable your own account; ask another Tenant Admin',
  remove: 'You cannot remove your own account; ask another Tenant Admin',
} as const;

/** The actions of the signed-in user's own row: shown, disabled, each saying why (one cannot lock oneself out). */
function OwnRowActions() {
  return (
    <Flex gap={4}>
      <DisabledReason reason={OWN_ROW_REASONS.roles}>
        <Button size="sm" variant="ghost" disabled>
          Roles
        </Button>
      </DisabledReason>
      <DisabledReason reason={OWN_ROW_REASONS.disable}>
        <Button size="sm" variant="ghost" disabled>
          Disable
        </Button>
      </DisabledReason>
      <DisabledReason reason={OWN_ROW_REASONS.remove}>
        <Button size="sm" variant="ghost" disabled>
          Remove
        </Button>
      </DisabledReason>
    </Flex>
  );
}

/**
 * Columns of the members grid: name, e-mail, roles, status, joined, and the row's actions; `selfId` is the signed-in
 * user, whose own row's actions are disabled.
 */
export function userColumns(actions: UserRowActions, selfId: string): TableColumn<TenantUser>[] {
  return [
    // One line per member at 1024 px: names and addresses cut (whole on hover), the actions never wrapped.
    { title: 'Name', dataIndex: 'name', width: 130, ellipsis: true },
    { title: 'Email', dataIndex: 'email', ellipsis: true },
    {
      title: 'Roles',
      dataIndex: 'roleNames',
      width: 130,
      ellipsis: true,
      render: (roles) => (roles.length === 0 ? '—' : roles.map((role) => <Tag key={role}>{role}</Tag>)),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 130,
      render: (status, user) => (
        <Flex gap={4}>
          <Tag color={status === 'enabled' ? 'green' : 'default'}>{labelOf('userStatus', status)}</Tag>
          {user.provisioned ? <Tag color="purple">SCIM</Tag> : null}
        </Flex>
      ),
    },
    {
      title: 'Created',
      dataIndex: 'created',
      width: 116,
      render: (created) => <Time value={created} relative />,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 196,
      render: (_: unknown, user) =>
        user.userId === selfId ? (
          <OwnRowActions />
        ) : (
          <Flex gap={4}>
            <Button size="sm" variant="ghost" onClick={() => actions.onEditRoles(user)}>
              Roles
            </Button>
            {/* Disabling asks first; enabling acts at once. */}
            <ConfirmToggle
              on={user.status === 'enabled'}
              title={`Disable ${user.email}?`}
              description="They cannot sign in to this tenant until enabled again; their other tenants are not affected."
              okText="Disable"
              onChange={() => actions.onToggleStatus(user)}
            >
              <Button size="sm" variant="ghost">
                {user.status === 'enabled' ? 'Disable' : 'Enable'}
              </Button>
            </ConfirmToggle>
            <ConfirmDelete
              title={`Remove ${user.email} from this tenant?`}
              description="They lose access to it; their other tenants are not affected."
              okText="Remove"
              onConfirm={() => actions.onRemove(user)}
            >
              <Button size="sm" variant="ghost">
                Remove
              </Button>
            </ConfirmDelete>
          </Flex>
        ),
    },
  ];
}
