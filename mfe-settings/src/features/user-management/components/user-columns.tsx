import { labelOf } from 'shared-contracts';
import type { TenantUser } from 'shared-contracts';
import { Button, ConfirmAction, ConfirmDelete, Flex, Tag, Time } from 'shared-ui';
import type { TableColumn } from 'shared-ui';

/** What a row's buttons do. */
export interface UserRowActions {
  onEditRoles: (user: TenantUser) => void;
  onToggleStatus: (user: TenantUser) => void;
  onRemove: (user: TenantUser) => void;
}

/** Columns of the members grid: name, e-mail, roles, status, joined, and the row's actions. */
export function userColumns(actions: UserRowActions): TableColumn<TenantUser>[] {
  return [
    { title: 'Name', dataIndex: 'name' },
    { title: 'E-mail', dataIndex: 'email' },
    {
      title: 'Roles',
      dataIndex: 'roleNames',
      render: (roles) => (roles.length === 0 ? '—' : roles.map((role) => <Tag key={role}>{role}</Tag>)),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status, user) => (
        <>
          <Tag color={status === 'enabled' ? 'green' : 'default'}>{labelOf('userStatus', status)}</Tag>
          {user.provisioned ? <Tag color="purple">SCIM</Tag> : null}
        </>
      ),
    },
    {
      title: 'Created',
      dataIndex: 'created',
      render: (created) => <Time value={created} relative />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, user) => (
        <Flex gap={4} wrap>
          <Button size="sm" variant="ghost" onClick={() => actions.onEditRoles(user)}>
            Roles
          </Button>
          {/* Disabling asks first; enabling acts at once. */}
          <ConfirmAction
            ask={user.status === 'enabled'}
            title={`Disable ${user.email}?`}
            description="They cannot sign in to this tenant until enabled again; their other tenants are not affected."
            okText="Disable"
            onConfirm={() => actions.onToggleStatus(user)}
          >
            <Button
              size="sm"
              variant="ghost"
              onClick={user.status === 'enabled' ? undefined : () => actions.onToggleStatus(user)}
            >
              {user.status === 'enabled' ? 'Disable' : 'Enable'}
            </Button>
          </ConfirmAction>
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
