import { formatNumber, isPlatformAdmin } from 'shared-contracts';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  Button,
  DisplayTable,
  Flex,
  Tag,
  Typography,
  useApiQuery,
  type TableColumn,
} from 'shared-ui';
import { useState, type ReactNode } from 'react';
import { DEFAULT_LANDING } from '../../session/login-return';
import { useConsoleSession } from '../../session/session-context';
import { ScopeAdminPage } from '../shell-own-page';
import {
  DEFAULT_HEALTH_SORT,
  nextSort,
  sinceWords,
  sortHealth,
  type HealthSort,
  type HealthSortKey,
  type TenantHealthRow,
} from './health-words';

/**
 * The Tenant health page (issue 31, item 5): the tenants of the user's scope (every tenant for a platform admin, their
 * groups' tenants for a Tenant Group Admin); anyone else finds no such page (the API refuses).
 */
export default function TenantHealthRoute() {
  return (
    <ScopeAdminPage>
      <TenantHealthPage />
    </ScopeAdminPage>
  );
}

const FLAGGED_CLASS = 'tenant-health-flagged';
const FLAGGED_CSS = `.${FLAGGED_CLASS} > td { background: #fff1f0; }`;

const count = (value: number) => formatNumber(value);

/** A header that sorts its column: the arrow shows the column sorted by and its direction. */
function SortTitle(props: {
  title: string;
  column: HealthSortKey;
  sort: HealthSort;
  onSort: (key: HealthSortKey) => void;
}) {
  const { title, column, sort, onSort } = props;
  const active = sort.key === column;
  const direction = sort.descending ? 'descending' : 'ascending';
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={active ? `${title}, sorted ${direction}` : `Sort by ${title}`}
      onClick={() => onSort(column)}
    >
      {title}
      {active && (sort.descending ? <ArrowDownOutlined /> : <ArrowUpOutlined />)}
    </Button>
  );
}

/** Each tenant's ingest, devices and open incidents; the tenants whose ingest stopped first, with the reason. */
function TenantHealthPage() {
  const health = useApiQuery('/tenant-health', {});
  const switchTenant = useConsoleSession((session) => session.switchTenant);
  const navigate = useConsoleSession((session) => session.shell.navigate);
  const [sort, setSort] = useState<HealthSort>(DEFAULT_HEALTH_SORT);
  const at = health.data?.at ?? new Date().toISOString();
  const title = (text: string, column: HealthSortKey): ReactNode => (
    <SortTitle title={text} column={column} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
  );
  // The tenant switcher's own way: the tenant becomes the active one and the console reloads in it, on its landing.
  const openTenant = (id: string) => {
    navigate(DEFAULT_LANDING);
    switchTenant(id);
  };
  // A Tenant Group Admin opens the console only in the tenants they are a member of (a platform admin in any).
  const own = useConsoleSession((session) => session.shell.user.tenants);
  const canOpen = (id: string) => isPlatformAdmin(own) || own.some((tenant) => tenant.id === id);
  const figure = (value: number) => count(value);
  const columns: TableColumn<TenantHealthRow>[] = [
    {
      dataIndex: 'name',
      title: title('Tenant', 'name'),
      render: (name, row) =>
        canOpen(row.id) ? (
          <Button
            variant="link"
            size="sm"
            aria-label={`Open the console in ${name}`}
            onClick={() => openTenant(row.id)}
          >
            {name}
          </Button>
        ) : (
          name
        ),
    },
    {
      dataIndex: 'flag',
      title: title('Ingest', 'flag'),
      render: (flag) =>
        flag === null ? (
          <Tag color="green">Receiving</Tag>
        ) : (
          <Flex vertical gap={2} align="flex-start">
            <Tag color="red">Stopped</Tag>
            <Typography.Text type="danger">{flag}</Typography.Text>
          </Flex>
        ),
    },
    { dataIndex: 'events24h', title: title('Events, 24 h', 'events24h'), align: 'right', render: figure },
    { dataIndex: 'events7d', title: title('Events, 7 days', 'events7d'), align: 'right', render: figure },
    {
      dataIndex: 'lastEventAt',
      title: title('Since last event', 'lastEventAt'),
      render: (last) => sinceWords(last, at),
    },
    { dataIndex: 'devicesOnline', title: title('Devices online', 'devicesOnline'), align: 'right', render: figure },
    { dataIndex: 'devicesOffline', title: title('Devices offline', 'devicesOffline'), align: 'right', render: figure },
    {
      key: 'high',
      title: title('Open high', 'high'),
      align: 'right',
      render: (_, row) => figure(row.openIncidents.high),
    },
    {
      key: 'medium',
      title: title('Open medium', 'medium'),
      align: 'right',
      render: (_, row) => figure(row.openIncidents.medium),
    },
    { key: 'low', title: title('Open low', 'low'), align: 'right', render: (_, row) => figure(row.openIncidents.low) },
    { dataIndex: 'pastSla', title: title('Past SLA', 'pastSla'), align: 'right', render: figure },
  ];
  const rows = health.data ? sortHealth(health.data.tenants, sort) : [];
  const flagged = rows.filter((row) => row.flag !== null).length;
  return (
    <Flex vertical gap={16}>
      <style>{FLAGGED_CSS}</style>
      <Typography.Text type="secondary">
        Every tenant’s events of the last 24 hours and 7 days, devices online (a heartbeat within 15 minutes) and
        offline, the time since its last event, its open incidents by severity and those now past their SLA target. A
        tenant is flagged when its last 24 hours brought under 10% of its daily average over the 7 days before (at least
        10 events a day).
      </Typography.Text>
      {health.data && (
        <Typography.Text strong>
          {flagged === 0 ? 'No tenant’s ingest stopped' : `${count(flagged)} of ${count(rows.length)} tenants flagged`}
        </Typography.Text>
      )}
      <DisplayTable<TenantHealthRow>
        label="Tenant health"
        rows={rows}
        columns={columns}
        rowKey="id"
        size="small"
        loading={!health.data && !health.error}
        error={health.error}
        onRetry={() => void health.mutate()}
        emptyText="No tenants"
        rowClassName={(row) => (row.flag === null ? '' : FLAGGED_CLASS)}
      />
    </Flex>
  );
}
