import { useMemo, useState } from 'react';
import type { TenantUser } from 'shared-contracts';
import { Alert, Button, Card, Flex, Input, Table, Typography, useShell } from 'shared-ui';
import { useUsers } from '../api/use-users';
import { useUserWrites } from '../api/user-writes';
import { describeUserError } from './describe-user-error';
import { InviteUserDialog } from './invite-user-dialog';
import { RolesDialog } from './roles-dialog';
import { userColumns } from './user-columns';

/** The members of the active tenant: searched, invited, their roles changed, disabled, enabled and removed. */
export function UsersGrid() {
  const { notify } = useShell();
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TenantUser | null>(null);
  const { data, error, isLoading } = useUsers(search);
  const writes = useUserWrites();

  const columns = useMemo(() => {
    const attempt = async (what: string, done: string, work: () => Promise<unknown>) => {
      try {
        await work();
        notify({ title: done, variant: 'success' });
      } catch (failure) {
        notify({ title: `Not ${what}`, description: describeUserError(failure, what), variant: 'destructive' });
      }
    };
    return userColumns({
      onEditRoles: setEditing,
      onToggleStatus: (user) => {
        const status = user.status === 'enabled' ? 'disabled' : 'enabled';
        void attempt(status, `${user.email} ${status}`, () => writes.update(user.userId, { status }));
      },
      onRemove: (user) => void attempt('removed', `${user.email} removed`, () => writes.remove(user.userId)),
    });
  }, [notify, writes]);

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary">
            {data ? `${data.filtered.toLocaleString('en-US')} of ${data.total.toLocaleString('en-US')} users` : ''}
          </Typography.Text>
          <Flex gap={8}>
            <Input.Search
              aria-label="Search users"
              placeholder="Search users"
              allowClear
              onSearch={setSearch}
              style={{ width: 240 }}
            />
            <Button variant="primary" onClick={() => setInviting(true)}>
              Invite user
            </Button>
          </Flex>
        </Flex>
        {error ? <Alert type="error" showIcon title="The users could not be loaded." /> : null}
        <Table<TenantUser>
          className="console-users-grid"
          rowKey="userId"
          columns={columns}
          dataSource={data?.users ?? []}
          loading={isLoading}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: search ? 'No users match the search' : 'No users yet' }}
        />
      </Flex>
      {inviting ? <InviteUserDialog invite={writes.invite} onClose={() => setInviting(false)} /> : null}
      {editing ? <RolesDialog user={editing} update={writes.update} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
