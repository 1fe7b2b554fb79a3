import { useMemo, useState } from 'react';
import { formatNumber } from 'shared-contracts';
import type { TenantUser } from 'shared-contracts';
import { Button, TableSection, Typography, useShell, useWrite } from 'shared-ui';
import { useUsers } from '../api/use-users';
import { useUserWrites } from '../api/user-writes';
import { describeUserError } from './describe-user-error';
import { InviteUserDialog } from './invite-user-dialog';
import { RolesDialog } from './roles-dialog';
import { userColumns } from './user-columns';

/** The members of the active tenant: searched, invited, their roles changed, disabled, enabled and removed. */
export function UsersGrid() {
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TenantUser | null>(null);
  const { data, error, isLoading, mutate } = useUsers(search);
  const writes = useUserWrites();
  const write = useWrite();
  const selfId = useShell().user.userId;

  const columns = useMemo(() => {
    const attempt = (what: string, done: string, work: () => Promise<unknown>) =>
      write(work, { done, failed: `Not ${what}`, describe: (failure) => describeUserError(failure, what) });
    return userColumns(
      {
        onEditRoles: setEditing,
        onToggleStatus: (user) => {
          const status = user.status === 'enabled' ? 'disabled' : 'enabled';
          void attempt(status, `${user.email} ${status}`, () => writes.update(user.userId, { status }));
        },
        onRemove: (user) => void attempt('removed', `${user.email} removed`, () => writes.remove(user.userId)),
      },
      selfId,
    );
  }, [write, writes, selfId]);

  return (
    <TableSection<TenantUser>
      toolbar={
        <Typography.Text type="secondary">
          {data ? `${formatNumber(data.filtered, 0)} of ${formatNumber(data.total, 0)} users` : ''}
        </Typography.Text>
      }
      search={{ label: 'Search users', onSearch: setSearch }}
      actions={
        <Button variant="primary" onClick={() => setInviting(true)}>
          Invite user
        </Button>
      }
      error={error}
      onRetry={() => void mutate()}
      errorTitle="The users could not be loaded."
      className="console-users-grid"
      rowKey="userId"
      size="small"
      columns={columns}
      rows={data?.users ?? []}
      loading={isLoading}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      emptyText={search ? 'No users match the search' : 'No users yet'}
    >
      {inviting ? <InviteUserDialog invite={writes.invite} onClose={() => setInviting(false)} /> : null}
      {editing ? <RolesDialog user={editing} update={writes.update} onClose={() => setEditing(null)} /> : null}
    </TableSection>
  );
}
