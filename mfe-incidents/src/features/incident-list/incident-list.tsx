import type { ReactNode } from 'react';
import { INCIDENT_LIST_DEFAULTS, INCIDENT_LIST_RESOURCE } from 'shared-contracts';
import type { IncidentListItem } from 'shared-contracts';
import { ServerListPage } from 'shared-ui';
import type { GridNavigationProps, GridSelection } from 'shared-ui';
import { incidentRowKey } from '../../common/incident-row-key';
import { INCIDENT_COLUMNS } from './incident-columns';
import { INCIDENT_FILTERS } from './incident-filters';
import { INCIDENT_QUICK_FILTERS } from './incident-quick-filters';

/** Props of the incident list. */
export interface IncidentListProps {
  /** Opens an incident. */
  onOpen: (incident: IncidentListItem) => void;
  /** Bulk actions over the selection. */
  bulkActions?: (selection: GridSelection, clearSelection: () => void) => ReactNode;
  /** The open incident's row and the loaded rows' order, for the detail's previous and next. */
  navigation?: GridNavigationProps<IncidentListItem>;
}

const DEFAULT_SORT = { column: INCIDENT_LIST_DEFAULTS.sortColumn, order: INCIDENT_LIST_DEFAULTS.sortOrder };

/**
 * The incidents grid (SPEC §2): on entry the cutoff is taken and page one (100 rows, Created descending) and the
 * totals load; every incident filter, counts and export; filters and sort live in the URL.
 */
export function IncidentList({ onOpen, bulkActions, navigation }: IncidentListProps) {
  return (
    <ServerListPage<IncidentListItem>
      resource={INCIDENT_LIST_RESOURCE.resource}
      itemsKey={INCIDENT_LIST_RESOURCE.itemsKey}
      countKeys={INCIDENT_LIST_RESOURCE.countKeys}
      columns={INCIDENT_COLUMNS}
      filters={INCIDENT_FILTERS}
      mainFilters={INCIDENT_LIST_RESOURCE.mainFilters}
      savedViews="incidents"
      quickFilters={INCIDENT_QUICK_FILTERS}
      rowKey={incidentRowKey}
      defaultSort={DEFAULT_SORT}
      pageSize={INCIDENT_LIST_DEFAULTS.pageSize}
      noun="incidents"
      onRowClick={onOpen}
      bulkActions={bulkActions}
      {...navigation}
    />
  );
}
