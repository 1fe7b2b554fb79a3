import { EGRESS_EVENT_LIST_RESOURCE, EGRESS_LIST_DEFAULTS } from 'shared-contracts';
import type { EgressEvent, FilterValues } from 'shared-contracts';
import { ServerListPage } from 'shared-ui';
import type { GridNavigationProps, ServerListPageProps } from 'shared-ui';
import { EGRESS_COLUMNS } from './egress-columns';
import { tabFilters } from '../../common/egress-filters';
import { EGRESS_QUICK_FILTERS } from '../../common/egress-quick-filters';

/** Props of the egress list. */
export interface EgressListProps {
  /** The tab's verdict filter; All Events has none. */
  verdict?: string;
  /** Opens an event. */
  onOpen: (event: EgressEvent) => void;
  /** The open event's row and the loaded rows' order, for the drawer's previous and next. */
  navigation?: GridNavigationProps<EgressEvent>;
  /** The page's mode switch, first in the filter bar's row. */
  pageControls?: ServerListPageProps<EgressEvent>['pageControls'];
  /** The page's own tools, among the grid's. */
  pageTools?: ServerListPageProps<EgressEvent>['pageTools'];
}

const DEFAULT_SORT = { column: EGRESS_LIST_DEFAULTS.sortColumn, order: EGRESS_LIST_DEFAULTS.sortOrder };
const eventKey = (event: EgressEvent) => event.id;

/**
 * The events grid of every egress tab (SPEC §2): page one (100 rows, Created descending) and the totals load on entry;
 * every egress filter, counts and export; filters, sort and search live in the URL; a tab's verdict is fixed.
 */
export function EgressList({ verdict, onOpen, navigation, pageControls, pageTools }: EgressListProps) {
  const fixedFilters: FilterValues | undefined = verdict
    ? { policyVerdict: { kind: 'options', values: [verdict] } }
    : undefined;
  return (
    <ServerListPage<EgressEvent>
      key={verdict ?? 'all'}
      resource={EGRESS_EVENT_LIST_RESOURCE.resource}
      itemsKey={EGRESS_EVENT_LIST_RESOURCE.itemsKey}
      countKeys={EGRESS_EVENT_LIST_RESOURCE.countKeys}
      columns={EGRESS_COLUMNS}
      filters={tabFilters(verdict)}
      mainFilters={EGRESS_EVENT_LIST_RESOURCE.mainFilters}
      savedViews="egress-events"
      quickFilters={EGRESS_QUICK_FILTERS}
      pageControls={pageControls}
      pageTools={pageTools}
      rowKey={eventKey}
      defaultSort={DEFAULT_SORT}
      pageSize={EGRESS_LIST_DEFAULTS.pageSize}
      fixedFilters={fixedFilters}
      noun="events"
      onRowClick={onOpen}
      {...navigation}
    />
  );
}
