import { TENANT_GROUP_ADMIN_ROLE, type ApiAnswer, type ApiBody } from 'shared-contracts';
import {
  Button,
  ConfirmAction,
  Flex,
  Form,
  FormDialog,
  Input,
  TableSection,
  Tag,
  useApiMutation,
  useApiQuery,
  useWrite,
  type TableColumn,
} from 'shared-ui';
import { useState } from 'react';
import type { PlatformTenant } from './tenant-words';
import { TenantsField } from '../tenants-field';

type TenantGroup = ApiAnswer<'/platform/tenant-groups', 'get'>['groups'][number];
type GroupBody = ApiBody<'/platform/tenant-groups', 'post'>;

const revalidates = ['/platform/tenant-groups', '/platform/tenants', '/tenant-scope'] as const;

interface GroupFields {
  name: string;
  tenantIds: string[];
}

/** Creates a tenant group or changes one: its name and its tenants. */
function GroupDialog(props: {
  group: TenantGroup | undefined;
  tenants: readonly PlatformTenant[];
  save: (body: GroupBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<GroupFields>();
  const { group } = props;
  return (
    <FormDialog<GroupFields, unknown>
      title={group ? `Edit ${group.name}` : 'Create a tenant group'}
      form={form}
      initialValues={group ? { name: group.name, tenantIds: group.tenants.map((tenant) => tenant.id) } : undefined}
      save={(fields) => props.save({ name: fields.name.trim(), tenantIds: fields.tenantIds })}
      write={{ done: group ? `${group.name} saved` : 'Tenant group created', failed: 'The tenant group was not saved' }}
      problems="inline"
      onSaved={props.onClose}
      onClose={props.onClose}
      saveLabel={group ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <TenantsField name="tenantIds" tenants={props.tenants} />
    </FormDialog>
  );
}

/** Grants a user, by e-mail, Tenant Group Admin over a group. */
function GrantDialog(props: { group: TenantGroup; grant: (email: string) => Promise<unknown>; onClose: () => void }) {
  const [form] = Form.useForm<{ email: string }>();
  return (
    <FormDialog<{ email: string }, unknown>
      title={`Grant ${TENANT_GROUP_ADMIN_ROLE} over ${props.group.name}`}
      form={form}
      save={(fields) => props.grant(fields.email.trim())}
      write={{ done: `${TENANT_GROUP_ADMIN_ROLE} granted`, failed: `${TENANT_GROUP_ADMIN_ROLE} was not granted` }}
      problems="inline"
      onSaved={props.onClose}
      onClose={props.onClose}
      saveLabel="Grant"
    >
      <Form.Item
        name="email"
        label="User's email"
        extra={`They see the tenant health of ${props.group.tenants.map((tenant) => tenant.name).join(', ')}.`}
        rules={[{ required: true, whitespace: true, message: 'Enter the email address' }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * Tenant groups (issue 31, item 1): named sets of tenants, and the users holding Tenant Group Admin over each, who see
 * those tenants' cross-tenant pages. Platform admins only (a section of the Tenants page).
 */
export function TenantGroupsSection({ tenants }: { tenants: readonly PlatformTenant[] }) {
  const groups = useApiQuery('/platform/tenant-groups', {});
  const create = useApiMutation('post', '/platform/tenant-groups', { revalidates: [...revalidates] });
  const update = useApiMutation('put', '/platform/tenant-groups/{groupId}', { revalidates: [...revalidates] });
  const remove = useApiMutation('delete', '/platform/tenant-groups/{groupId}', { revalidates: [...revalidates] });
  const grant = useApiMutation('post', '/platform/tenant-groups/{groupId}/admins', { revalidates: [...revalidates] });
  const revoke = useApiMutation('delete', '/platform/tenant-groups/{groupId}/admins/{userId}', {
    revalidates: [...revalidates],
  });
  const write = useWrite();
  const [editing, setEditing] = useState<{ group: TenantGroup | undefined } | undefined>();
  const [granting, setGranting] = useState<TenantGroup | undefined>();

  const columns: TableColumn<TenantGroup>[] = [
    { dataIndex: 'name', title: 'Name' },
    {
      dataIndex: 'tenants',
      title: 'Tenants',
      render: (members: TenantGroup['tenants']) => members.map((tenant) => tenant.name).join(', '),
    },
    {
      dataIndex: 'admins',
      title: 'Tenant Group Admins',
      render: (admins: TenantGroup['admins'], row) =>
        admins.length === 0 ? (
          '—'
        ) : (
          <Flex gap={4} wrap>
            {admins.map((admin) => (
              <ConfirmAction
                key={admin.userId}
                title={`Revoke ${TENANT_GROUP_ADMIN_ROLE} from ${admin.email}?`}
                description={`They no longer see ${row.tenants.map((tenant) => tenant.name).join(', ')}.`}
                okText="Revoke"
                onConfirm={() =>
                  write(() => revoke({ path: { groupId: row.id, userId: admin.userId } }), {
                    done: `${TENANT_GROUP_ADMIN_ROLE} revoked from ${admin.email}`,
                  })
                }
              >
                <Tag closable={false} aria-label={`Revoke ${admin.email}`} style={{ cursor: 'pointer' }}>
                  {admin.email} ×
                </Tag>
              </ConfirmAction>
            ))}
          </Flex>
        ),
    },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, row) => (
        <Flex gap={8} justify="end">
          <Button
            size="sm"
            aria-label={`Grant ${TENANT_GROUP_ADMIN_ROLE} over ${row.name}`}
            onClick={() => setGranting(row)}
          >
            Grant admin
          </Button>
          <Button size="sm" aria-label={`Edit ${row.name}`} onClick={() => setEditing({ group: row })}>
            Edit
          </Button>
          <ConfirmAction
            title={`Delete ${row.name}?`}
            description="Its Tenant Group Admins lose these tenants; the tenants and their data stay."
            okText="Delete"
            onConfirm={() => write(() => remove({ path: { groupId: row.id } }), { done: `${row.name} deleted` })}
          >
            <Button size="sm" variant="destructive" aria-label={`Delete group ${row.name}`}>
              Delete
            </Button>
          </ConfirmAction>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <TableSection<TenantGroup>
        title="Tenant groups"
        label="Tenant groups"
        rows={groups.data?.groups ?? []}
        columns={columns}
        rowKey="id"
        size="small"
        loading={!groups.data && !groups.error}
        error={groups.error}
        onRetry={() => void groups.mutate()}
        actions={
          <Button size="sm" onClick={() => setEditing({ group: undefined })}>
            Create group
          </Button>
        }
      />
      {editing && (
        <GroupDialog
          group={editing.group}
          tenants={tenants}
          save={(body) => (editing.group ? update({ path: { groupId: editing.group.id } }, body) : create({}, body))}
          onClose={() => setEditing(undefined)}
        />
      )}
      {granting && (
        <GrantDialog
          group={granting}
          grant={(email) => grant({ path: { groupId: granting.id } }, { email })}
          onClose={() => setGranting(undefined)}
        />
      )}
    </>
  );
}
