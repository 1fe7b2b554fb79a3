import { Value } from '@sinclair/typebox/value';
import type { ReportDataSource } from 'shared-contracts';
import { badRequest } from '../../lib/http/problem';
import { listQuerySchema, parseListQuery } from '../../lib/listing';
import type { ListingDefinition, ListingQuery } from '../../lib/listing';
import { auditLogListing } from '../audit-logs/audit-log-listing';
import { deviceListing } from '../devices/device-listing';
import { egressEventListing } from '../egress-events/egress-event-listing';
import { incidentListing } from '../incidents/incident-listing';
import { incidentSlaSummary } from '../sla/incident-sla-summary';
import type { ReportWindow, SummaryReportSource } from './summary-source';

/** A data source of reports that lists a grid's rows: its listing (filters, columns, export) and its files' name. */
export interface ListingReportSource {
  kind: 'listing';
  definition: ListingDefinition<unknown>;
  fileStem: string;
}

/** A data source of reports: a grid's listing, or a summary of rollups. */
export type ReportSource = ListingReportSource | SummaryReportSource;

/** Each data source: a grid's listing (a report's filters are the grid's and its file the grid's export), or a summary. */
export const REPORT_SOURCES: Readonly<Partial<Record<ReportDataSource, ReportSource>>> = {
  egress_events: { kind: 'listing', definition: egressEventListing, fileStem: 'egress-events' },
  incidents: { kind: 'listing', definition: incidentListing, fileStem: 'incidents' },
  audit_logs: { kind: 'listing', definition: auditLogListing, fileStem: 'audit-log' },
  devices: { kind: 'listing', definition: deviceListing, fileStem: 'devices' },
  incident_sla: incidentSlaSummary,
};

/** The CSV columns of a source (key and header), in its export's order. */
export function sourceColumns(source: ReportSource): { key: string; header: string }[] {
  const columns = source.kind === 'listing' ? source.definition.csvColumns : source.columns;
  return columns.map(({ key, header }) => ({ key, header }));
}

/** The source of a data source, or a 400 naming it. */
export function reportSource(dataSource: ReportDataSource, field = 'dataSource'): ReportSource {
  const source = REPORT_SOURCES[dataSource];
  if (!source) throw badRequest(field, `${dataSource} is not a report source`, 'body');
  return source;
}

/** Query keys a template's filters may not hold: the run sets the time window, the cutoff and the order. */
const RUN_KEYS = new Set(['from', 'to', 'cutoff', 'sortColumn', 'sortOrder']);

/** A template's filters checked against its source grid's query model; a 400 names the first refused one. */
export function checkReportFilters(source: ReportSource, filters: Readonly<Record<string, unknown>>): void {
  const runKey = Object.keys(filters).find((key) => RUN_KEYS.has(key));
  if (runKey) throw badRequest(`filters/${runKey}`, 'is set by each run (time window, cutoff, order)', 'body');
  if (source.kind === 'summary') {
    const [key] = Object.keys(filters);
    if (key !== undefined) throw badRequest(`filters/${key}`, 'is not a filter of this source (it has none)', 'body');
    return;
  }
  const schema = listQuerySchema(source.definition, 'count');
  const error = Value.Errors(schema, filters).First();
  if (error) {
    const field = error.path.replace(/^\//, '') || Object.keys(filters).join(',');
    throw badRequest(`filters/${field}`, error.message, 'body');
  }
  // TypeBox's checker reads no `enum` on a string: the fixed values of an `in` filter are checked here.
  for (const [key, filter] of Object.entries(source.definition.filters)) {
    const given = filters[key];
    if (filter.kind !== 'in' || !filter.values || !Array.isArray(given)) continue;
    const allowed = [...filter.values, ...(filter.nullValue ? [filter.nullValue] : [])];
    const index = given.findIndex((value) => !allowed.includes(String(value)));
    if (index !== -1) throw badRequest(`filters/${key}/${index}`, `is one of ${allowed.join(', ')}`, 'body');
  }
}

/** The listing with only the chosen columns (all of them when none are chosen), in the chosen order. */
export function withColumns(
  source: ListingReportSource,
  columns: readonly string[],
  field = 'columns',
): ListingDefinition<unknown> {
  if (columns.length === 0) return source.definition;
  return { ...source.definition, csvColumns: chosenColumns(source.definition.csvColumns, columns, field) };
}

/** The columns chosen (all of them when none are chosen), in the chosen order; a 400 names one the source lacks. */
export function chosenColumns<Column extends { key: string }>(
  columns: readonly Column[],
  chosen: readonly string[],
  field = 'columns',
): readonly Column[] {
  if (chosen.length === 0) return columns;
  const byKey = new Map(columns.map((column) => [column.key, column]));
  return chosen.map((key, index) => {
    const column = byKey.get(key);
    if (!column)
      throw badRequest(`${field}/${index}`, `is not a column of this source (${[...byKey.keys()].join(', ')})`, 'body');
    return column;
  });
}

/** The time window of one run: the days before its slot, cut off at the slot (or now, when the slot is ahead). */
export function runWindow(window: { slot: Date; days: number }, now = new Date()): ReportWindow {
  const to = window.slot.getTime() < now.getTime() ? window.slot : now;
  return { from: new Date(to.getTime() - window.days * 24 * 3600 * 1000), to };
}

/** The listing query of one run: the template's filters over the days before the slot, cut off at the slot. */
export function runQuery(
  source: ListingReportSource,
  filters: Readonly<Record<string, unknown>>,
  window: { slot: Date; days: number },
  now = new Date(),
): ListingQuery {
  const { from, to } = runWindow(window, now);
  const query = parseListQuery(source.definition, { ...filters }, now);
  return { ...query, cutoff: to, from, to, sortOrder: 'desc' };
}
