import {
  AUDIT_LOG_FILTERS,
  DEVICE_FILTERS,
  EGRESS_FILTERS,
  INCIDENT_FILTERS,
  queryFiltersOf,
  viewOfQueryFilters,
} from 'shared-contracts';
import type { FilterDefinition, FilterValue, QueryFilters, ReportDataSource } from 'shared-contracts';
import { FilterBar } from 'shared-ui';

/** Each data source's grid filters, without the date picker (a report covers its time window). */
const SOURCE_FILTERS: Readonly<Record<ReportDataSource, readonly FilterDefinition[]>> = {
  egress_events: EGRESS_FILTERS,
  incidents: INCIDENT_FILTERS,
  devices: DEVICE_FILTERS,
  audit_logs: AUDIT_LOG_FILTERS,
  // Weekly figures summed from the SLA rollup: there is nothing to filter.
  incident_sla: [],
};

/** The filters a template of a source can hold. */
function reportFiltersOf(source: ReportDataSource): readonly FilterDefinition[] {
  return SOURCE_FILTERS[source].filter((filter) => filter.kind !== 'dateRange');
}

/** Whether a template of the source can hold filters (a summary of rollups, such as the incident SLA, holds none). */
export function hasReportFilters(source: ReportDataSource): boolean {
  return reportFiltersOf(source).length > 0;
}

/** Props of {@link ReportFilters}: a form control over the template's filters. */
export interface ReportFiltersProps {
  source: ReportDataSource;
  value?: QueryFilters;
  onChange?: (value: QueryFilters) => void;
}

/** The source grid's own filter bar, kept as the grid's query parameters (the model the API checks). */
export function ReportFilters({ source, value = {}, onChange }: ReportFiltersProps) {
  const filters = reportFiltersOf(source);
  const view = viewOfQueryFilters(value, filters);
  const write = (next: typeof view) => onChange?.(queryFiltersOf(next, filters, true));
  return (
    <FilterBar
      filters={filters}
      view={view}
      onFilterChange={(key: string, next: FilterValue | undefined) => {
        const rest = Object.fromEntries(Object.entries(view.filters).filter(([name]) => name !== key));
        write({ ...view, filters: next ? { ...rest, [key]: next } : rest });
      }}
      onSearchChange={(search) => write({ ...view, search })}
      onClearAll={() => write({ search: '', filters: {} })}
    />
  );
}
