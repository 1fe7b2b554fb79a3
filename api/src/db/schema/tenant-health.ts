import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, tenantIdColumn } from './columns';
import { egressEvents } from './egress-events';
import { incidents } from './incidents';
import { READ_UPSERT, tenantAccess } from './rls';
import { rollupTarget, rollupTrigger } from './rollups';

// Rollups of tenant health (issue 31, item 5): what GET /tenant-health reads for each tenant, kept up by triggers as
// the dashboard's are (schema/rollups.ts), so the page never scans a tenant's events or incidents.

/** Events by UTC hour of their `created`: the events of the last 24 h and 7 days, and the baseline of the flag. */
export const ingestHourly = pgTable(
  'ingest_hourly',
  { tenantId: tenantIdColumn(), hour: instant('hour').notNull(), events: integer('events').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour] })],
);

/**
 * Open incidents (status open or in progress) by UTC day of their creation and severity: an incident that is
 * resolved or dismissed leaves it (the trigger subtracts the old row of an update and adds the new one).
 */
export const openIncidentsDaily = pgTable(
  'open_incidents_daily',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    severity: text('severity').notNull(),
    incidents: integer('incidents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.severity] })],
);

/** The statuses counted as open (INCIDENT_STATUSES less resolved and dismissed). */
const OPEN_INCIDENT_STATUSES = ['open', 'in_progress'] as const;

export const ingestRollups = rollupTrigger('ingest_rollups', egressEvents, [
  rollupTarget(ingestHourly, 'hour', { key: [], from: { events: 'count(*)' } }),
]);

export const openIncidentRollups = rollupTrigger('open_incident_rollups', incidents, [
  rollupTarget(openIncidentsDaily, 'day', {
    key: ['severity'],
    from: { severity: 'severity', incidents: 'count(*)' },
    where: `status IN (${OPEN_INCIDENT_STATUSES.map((status) => `'${status}'`).join(', ')})`,
  }),
]);

/**
 * The app reads these rollups and its writes' triggers upsert them (rows go with their tenant only); the scope role
 * reads them over a scope of tenants (GET /tenant-health).
 */
export const tenantHealthAccess = [ingestRollups, openIncidentRollups]
  .flatMap((trigger) => trigger.targets)
  .map((target) => tenantAccess(target.table, READ_UPSERT, { scopeReads: true }));
