import { Value } from '@sinclair/typebox/value';
import type { ReportDataSource } from 'shared-contracts';
import { badRequest } from '../../lib/http/problem';
import { listQuerySchema, parseListQuery } from '../../lib/listing';
import type { ListingDefinition, ListingQuery } from '../../lib/listing';
import { auditLogListing } from '../audit-logs/audit-log-listing';
import { deviceListing } from '../devices/device-listing';
import { egressEventListing } from '../egress-events/egress-event-listing';
import { incidentListing } from '../incidents/incident-listing';

/** A data source of reports: the listing of its grid (filters, columns, export) and its files' name. */
export interface ReportSource {
  definition: ListingDefinition<unknown>;
  fileStem: string;
}

/** Each data source's grid listing, so a report's filters are the grid's and its file is the grid's export. */
export const REPORT_SOURCES: Readonly<Partial<Record<ReportDataSource, ReportSource>>> = {
  egress_events: { definition: egressEventListing, fileStem: 'egress-events' },
  incidents: { definition: incidentListing, fileStem: 'incidents' },
  audit_logs: { definition: auditLogListing, fileStem: 'audit-log' },
  devices: { definition: deviceListing, fileStem: 'devices' },
};

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
  source: ReportSource,
  columns: readonly string[],
  field = 'columns',
): ListingDefinition<unknown> {
  if (columns.length === 0) return source.definition;
  const byKey = new Map(source.definition.csvColumns.map((column) => [column.key, column]));
  const chosen = columns.map((key, index) => {
    const column = byKey.get(key);
    if (!column)
      throw badRequest(`${field}/${index}`, `is not a column of this source (${[...byKey.keys()].join(', ')})`, 'body');
    return column;
  });
  return { ...source.definition, csvColumns: chosen };
}

/** The listing query of one run: the template's filters over the days before the slot, cut off at the slot. */
export function runQuery(
  source: ReportSource,
  filters: Readonly<Record<string, unknown>>,
  window: { slot: Date; days: number },
  now = new Date(),
): ListingQuery {
  const to = window.slot.getTime() < now.getTime() ? window.slot : now;
  const from = new Date(to.getTime() - window.days * 24 * 3600 * 1000);
  const query = parseListQuery(source.definition, { ...filters }, now);
  return { ...query, cutoff: to, from, to, sortOrder: 'desc' };
}
