import { formatExactTime } from 'shared-contracts';
import {
  Button,
  ConfirmAction,
  DisplayTable,
  Flex,
  TableSection,
  Tag,
  Typography,
  useApiMutation,
  useApiQuery,
  useWrite,
  type TableColumn,
} from 'shared-ui';
import { useState } from 'react';
import { PlatformAdminPage } from '../shell-own-page';
import { CreateTenantDialog } from './create-tenant-dialog';
import { DeleteTenantDialog } from './delete-tenant-dialog';
import { TenantGroupsSection } from './tenant-groups-section';
import { statusColor, statusWords, type PlatformTenant, type TenantLifecycleStep } from './tenant-words';

/** The Tenants page (issue 31, item 4): platform admins only; anyone else finds no such page (and the API refuses). */
export default function TenantsRoute() {
  return (
    <PlatformAdminPage>
      <TenantsPage />
    </PlatformAdminPage>
  );
}

const revalidates = ['/platform/tenants', '/tenants'] as const;

/** Every tenant with its state; Create, Suspend, Resume and Delete; the latest lifecycle steps. */
function TenantsPage() {
  const tenants = useApiQuery('/platform/tenants', {});
  const create = useApiMutation('post', '/platform/tenants', { revalidates: [...revalidates] });
  const suspend = useApiMutation('post', '/platform/tenants/{tenantId}/suspend', { revalidates: [...revalidates] });
  const resume = useApiMutation('post', '/platform/tenants/{tenantId}/resume', { revalidates: [...revalidates] });
  const schedule = useApiMutation('post', '/platform/tenants/{tenantId}/deletion', { revalidates: [...revalidates] });
  const write = useWrite();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PlatformTenant | undefined>();

  const columns: TableColumn<PlatformTenant>[] = [
    { dataIndex: 'name', title: 'Name' },
    { dataIndex: 'id', title: 'Id' },
    {
      dataIndex: 'status',
      title: 'State',
      render: (status, row) => <Tag color={statusColor(status)}>{statusWords(row)}</Tag>,
    },
    {
      dataIndex: 'emailDomains',
      title: 'E-mail domains',
      render: (domains) => (domains.length === 0 ? '—' : domains.join(', ')),
    },
    { dataIndex: 'members', title: 'Members', align: 'right' },
    { dataIndex: 'created', title: 'Created', render: (created) => formatExactTime(created, { zone: true }) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, row) => (
        <Flex gap={8} justify="end">
          {row.status === 'active' ? (
            <ConfirmAction
              title={`Suspend ${row.name}?`}
              description="Its users cannot sign in and its agents are refused until it is resumed; its data is kept."
              okText="Suspend"
              onConfirm={() => write(() => suspend({ path: { tenantId: row.id } }), { done: `${row.name} suspended` })}
            >
              <Button size="sm" aria-label={`Suspend ${row.name}`}>
                Suspend
              </Button>
            </ConfirmAction>
          ) : (
            <Button
              size="sm"
              aria-label={`Resume ${row.name}`}
              onClick={() => void write(() => resume({ path: { tenantId: row.id } }), { done: `${row.name} resumed` })}
            >
              Resume
            </Button>
          )}
          {row.status !== 'deletion_scheduled' && (
            <Button size="sm" variant="destructive" aria-label={`Delete ${row.name}`} onClick={() => setDeleting(row)}>
              Delete
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <Typography.Text type="secondary">
        Every tenant of the console. A suspended tenant keeps its data, but its users cannot sign in and its agents are
        refused. A deleted tenant is suspended at once and its data removed after 7 days, unless it is resumed before.
      </Typography.Text>
      <TableSection<PlatformTenant>
        title="Tenants"
        label="Tenants"
        rows={tenants.data?.tenants ?? []}
        columns={columns}
        rowKey="id"
        size="small"
        loading={!tenants.data && !tenants.error}
        error={tenants.error}
        onRetry={() => void tenants.mutate()}
        actions={
          <Button variant="primary" size="sm" onClick={() => setCreating(true)}>
            Create tenant
          </Button>
        }
      />
      <TenantGroupsSection tenants={tenants.data?.tenants ?? []} />
      {(tenants.data?.events.length ?? 0) > 0 && (
        <DisplayTable<TenantLifecycleStep>
          label="Tenant history"
          rows={tenants.data?.events ?? []}
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { dataIndex: 'at', title: 'When', render: (at) => formatExactTime(at, { zone: true }) },
            { dataIndex: 'tenantName', title: 'Tenant' },
            { dataIndex: 'action', title: 'Action' },
            { dataIndex: 'detail', title: 'Detail' },
            { dataIndex: 'by', title: 'By' },
          ]}
        />
      )}
      {creating && <CreateTenantDialog create={(body) => create({}, body)} onClose={() => setCreating(false)} />}
      {deleting && (
        <DeleteTenantDialog
          tenant={deleting}
          scheduleDeletion={(confirmName) => schedule({ path: { tenantId: deleting.id } }, { confirmName })}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </Flex>
  );
}
