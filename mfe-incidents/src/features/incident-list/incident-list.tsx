import { useMemo, type ReactNode } from 'react';
import { INCIDENT_LIST_DEFAULTS, INCIDENT_LIST_RESOURCE, optionsFilter } from 'shared-contracts';
import type { IncidentSortColumn, TenantIncidentListItem } from 'shared-contracts';
import { ServerListPage } from 'shared-ui';
import type { DataGridColumn, GridNavigationProps, GridSelection } from 'shared-ui';
import { incidentRowKey } from '../../common/incident-row-key';
import { useAllTenants, useScopeTenantNames } from '../../common/tenant-scope';
import { INCIDENT_COLUMNS } from './incident-columns';
import { INCIDENT_FILTERS } from './incident-filters';
import { INCIDENT_QUICK_FILTERS } from './incident-quick-filters';
import { TenantCounts } from './tenant-counts';

/** Props of the incident list. */
export interface IncidentListProps {
  /** Opens an incident. */
  onOpen: (incident: TenantIncidentListItem) => void;
  /** Bulk actions over the selection. */
  bulkActions?: (selection: GridSelection, clearSelection: () => void) => ReactNode;
  /** The open incident's row and the loaded rows' order, for the detail's previous and next. */
  navigation?: GridNavigationProps<TenantIncidentListItem>;
}

const DEFAULT_SORT = { column: INCIDENT_LIST_DEFAULTS.sortColumn, order: INCIDENT_LIST_DEFAULTS.sortOrder };

/** The bar's main filters over All tenants: Tenant first, then the grid's own. */
const SCOPE_MAIN_FILTERS = ['tenant', ...(INCIDENT_LIST_RESOURCE.mainFilters ?? [])];

/** One tenant's grid: a row is its incident (id and creation time). */
const oneTenantRowKey = ({ id, created }: TenantIncidentListItem) => incidentRowKey({ id, created });

/** All tenants' grid: a row is its incident in its tenant. */
const scopeRowKey = ({ id, created, tenantId }: TenantIncidentListItem) => incidentRowKey({ id, created, tenantId });

/** The Tenant column over All tenants: the tenant's name as the scope names it. */
function tenantColumn(names: ReadonlyMap<string, string>): DataGridColumn<TenantIncidentListItem, IncidentSortColumn> {
  return { key: 'tenantId', title: 'Tenant', width: 140, render: (item) => names.get(item.tenantId) ?? item.tenantId };
}

/**
 * The incidents grid (SPEC §2): on entry the cutoff is taken and page one (100 rows, Created descending) and the
 * totals load; every incident filter, counts and export; filters and sort live in the URL. Over All tenants (issue 31)
 * it adds a Tenant column and a Tenant filter (the scope's tenants by name) and the counts of each tenant.
 */
export function IncidentList({ onOpen, bulkActions, navigation }: IncidentListProps) {
  const allTenants = useAllTenants();
  const names = useScopeTenantNames();
  const columns = useMemo(
    () => (allTenants ? [tenantColumn(names), ...INCIDENT_COLUMNS] : INCIDENT_COLUMNS),
    [allTenants, names],
  );
  const filters = useMemo(
    () =>
      allTenants
        ? [
            optionsFilter('Tenant', { options: [...names].map(([value, label]) => ({ value, label })) }),
            ...INCIDENT_FILTERS,
          ]
        : INCIDENT_FILTERS,
    [allTenants, names],
  );
  return (
    <ServerListPage<TenantIncidentListItem>
      resource={INCIDENT_LIST_RESOURCE.resource}
      itemsKey={INCIDENT_LIST_RESOURCE.itemsKey}
      countKeys={INCIDENT_LIST_RESOURCE.countKeys}
      columns={columns}
      filters={filters}
      mainFilters={allTenants ? SCOPE_MAIN_FILTERS : INCIDENT_LIST_RESOURCE.mainFilters}
      savedViews={allTenants ? undefined : 'incidents'}
      quickFilters={allTenants ? undefined : INCIDENT_QUICK_FILTERS}
      rowKey={allTenants ? scopeRowKey : oneTenantRowKey}
      defaultSort={DEFAULT_SORT}
      pageSize={INCIDENT_LIST_DEFAULTS.pageSize}
      noun="incidents"
      onRowClick={onOpen}
      bulkActions={bulkActions}
      pageControls={allTenants ? <TenantCounts names={names} filters={filters} /> : undefined}
      {...navigation}
    />
  );
}
