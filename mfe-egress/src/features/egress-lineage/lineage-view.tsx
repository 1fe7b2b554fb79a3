import { lazy, Suspense, useMemo } from 'react';
import {
  EGRESS_EVENT_LIST_RESOURCE,
  LINEAGE_COMBINATION_LIMIT,
  formatBytes,
  formatNumber,
  plural,
  toQuery,
} from 'shared-contracts';
import type { FilterValues, LineageCombination, LineageFlowPart } from 'shared-contracts';
import {
  DisplayTable,
  EmptyState,
  FilterBar,
  LoadError,
  LoadingSkeleton,
  Skeleton,
  Typography,
  useListView,
} from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { Link } from 'shared-ui/core';
import { tabFilters } from '../../common/egress-filters';
import { useLineage } from './api/get-lineage';
import { lineageLinks } from './lineage-links';

const LineageFlowChart = lazy(() => import('./lineage-flow-chart'));

/** Props of LineageView. */
export interface LineageViewProps {
  /** The tab's verdict filter; All Events has none. */
  verdict?: string;
  /** Opens the grid narrowed to a flow (or its parts). */
  onOpenFlow: (flow: LineageFlowPart) => void;
  /** The grid narrowed to a flow or a part of one, as a link (a combination's, a node's or a link's events). */
  flowLink: (flow: LineageFlowPart) => string;
}

const columns = (flowLink: LineageViewProps['flowLink']): TableColumn<LineageCombination>[] => [
  { key: 'origin', dataIndex: 'origin', title: 'Origin' },
  { key: 'channel', dataIndex: 'channel', title: 'Egress channel' },
  { key: 'destination', dataIndex: 'destination', title: 'Destination' },
  {
    key: 'events',
    title: 'Events',
    align: 'right',
    // The figure opens the events it counts: the tab's filters and search, narrowed to the combination.
    render: (_: unknown, row: LineageCombination) => (
      <Link
        to={flowLink({ origin: row.origin, channel: row.channel, destination: row.destination })}
        aria-label={`${formatNumber(row.events, 0)} events from ${row.origin} by ${row.channel} to ${row.destination}`}
        onClick={(event) => event.stopPropagation()}
      >
        {formatNumber(row.events, 0)}
      </Link>
    ),
  },
  { key: 'users', dataIndex: 'users', title: 'Users', align: 'right' },
  {
    key: 'volume',
    dataIndex: 'volume',
    title: 'Volume',
    align: 'right',
    render: (value) => formatBytes(value),
  },
];

/**
 * Lineage mode (SPEC §2): where the tab's filtered events came from, how they left and where they went, as a flow
 * chart and the table of combinations; a link or a row opens the grid filtered to those events.
 */
export function LineageView({ verdict, onOpenFlow, flowLink }: LineageViewProps) {
  const filters = tabFilters(verdict);
  const { view, setFilter, setSearch, clearAll } = useListView(
    useMemo(() => ({ filters, sortableColumns: [] }), [filters]),
  );
  const params = useMemo(() => {
    const fixed: FilterValues = verdict ? { policyVerdict: { kind: 'options', values: [verdict] } } : {};
    return toQuery({ search: view.search, filters: { ...view.filters, ...fixed } });
  }, [view.search, view.filters, verdict]);
  const { flows, combinations } = useLineage(params);
  // The chart draws every combination when the table has them all, so that each node and link counts exactly the
  // events it opens; else the largest flows, each node and link counting those drawn.
  const complete = (combinations.data?.combinations.length ?? LINEAGE_COMBINATION_LIMIT) < LINEAGE_COMBINATION_LIMIT;
  const drawnFlows = complete ? combinations.data?.combinations : flows.data?.flows;
  const links = useMemo(() => lineageLinks(drawnFlows ?? []), [drawnFlows]);
  const ready = flows.data !== undefined && combinations.data !== undefined;
  // The grid's filter bar, on the same URL: the lineage shows the events the grid would list.
  const bar = (
    <FilterBar
      filters={filters}
      view={view}
      onFilterChange={setFilter}
      onSearchChange={setSearch}
      onClearAll={clearAll}
      searchPlaceholder="Search events"
      mainFilters={EGRESS_EVENT_LIST_RESOURCE.mainFilters}
    />
  );
  // The kit's states: an error with Retry, a skeleton while the flows load, the empty state, the chart and table.
  if (flows.error || combinations.error) {
    const retry = () => {
      void flows.mutate();
      void combinations.mutate();
    };
    return (
      <section aria-label="Lineage">
        {bar}
        <LoadError title="The lineage could not be loaded." error={flows.error ?? combinations.error} onRetry={retry} />
      </section>
    );
  }
  return (
    <section aria-label="Lineage">
      {bar}
      <Typography.Paragraph style={{ marginTop: 8 }}>
        {flows.data
          ? `${plural(flows.data.totalEvents, 'event', formatNumber(flows.data.totalEvents, 0))} in ` +
            plural(flows.data.totalFlows, 'flow', formatNumber(flows.data.totalFlows, 0)) +
            (ready && !complete && flows.data.totalFlows > flows.data.flows.length
              ? `, the ${flows.data.flows.length} largest drawn (each node and link counts those drawn)`
              : '')
          : 'Loading the flows…'}
      </Typography.Paragraph>
      {ready ? null : <LoadingSkeleton label="Loading the flows" />}
      {ready && links.length === 0 ? <EmptyState title="No events match." /> : null}
      {ready && links.length > 0 ? (
        <Suspense fallback={<Skeleton active />}>
          <LineageFlowChart links={links} onSelect={onOpenFlow} flowLink={flowLink} />
        </Suspense>
      ) : null}
      <DisplayTable<LineageCombination>
        label="Combinations"
        size="small"
        rowKey={(row) => `${row.origin}\u0000${row.channel}\u0000${row.destination}`}
        columns={columns(flowLink)}
        rows={combinations.data?.combinations ?? []}
        loading={combinations.isLoading}
        pagination={{ pageSize: 20 }}
        onRowClick={(row) => onOpenFlow({ origin: row.origin, channel: row.channel, destination: row.destination })}
      />
    </section>
  );
}
