import { Type, type Static } from '@sinclair/typebox';
import { asc, sql, type SQL } from 'drizzle-orm';
import { DEVICE_INACTIVE_AFTER_DAYS, DEVICE_ONLINE_WITHIN_MINUTES } from 'shared-contracts';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { isoText } from '../../lib/listing/listing-definition';
import { ingestFlag } from './ingest-flag';
import { readEachTenant } from './read-each-tenant';
import type { TenantHealthRow } from './schemas';

const DAY_MS = 86_400_000;

const Count = () => Type.Integer({ minimum: 0 });

/** What one tenant's statement answers. */
const HealthFigures = Type.Object({
  events24h: Count(),
  events7d: Count(),
  events8d: Count(),
  devicesOnline: Count(),
  devicesOffline: Count(),
  lastEventAt: Type.Union([Type.String(), Type.Null()]),
  high: Count(),
  medium: Count(),
  low: Count(),
});

/**
 * The statement of one tenant's figures at `now`, read in that tenant's own scope (row-level security shows no other
 * tenant's row; the tenant_id conditions are there for the indexes). Events since a time are the whole hours of
 * `ingest_hourly` after the hour it falls in, plus the raw events of that first partial hour (at most an hour of one
 * tenant's events, by its (tenant_id, created) index): one scan of the rollup for the three windows and a range of
 * the raw rows for each. The last event is looked for in the newest hour with events only. Devices count by the devices module's
 * agent status; open incidents come from `open_incidents_daily`.
 */
function healthStatement(tenantId: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const windows = { d1: since(DAY_MS), d7: since(7 * DAY_MS), d8: since(8 * DAY_MS) };
  const hourOf = (start: SQL) => sql`date_trunc('hour', ${start}, 'UTC')`;
  // Each edge is its own range of the (tenant_id, created) index.
  const rawEdge = (start: SQL) =>
    sql`(SELECT count(*) FROM egress_events WHERE tenant_id = ${tenantId} AND created >= ${start}
      AND created < ${hourOf(start)} + interval '1 hour')`;
  const whole = (start: SQL) => sql`coalesce(sum(events) FILTER (WHERE hour > ${hourOf(start)}), 0)`;
  const onlineSince = since(DEVICE_ONLINE_WITHIN_MINUTES * 60_000);
  const offlineSince = since(DEVICE_INACTIVE_AFTER_DAYS * DAY_MS);
  const open = (severity: string) => sql`coalesce(sum(incidents) FILTER (WHERE severity = ${severity}), 0)::int`;
  const newestHour = sql`(SELECT max(hour) FROM ingest_hourly WHERE tenant_id = ${tenantId} AND events > 0 AND hour <= ${at})`;
  return sql`SELECT (w.d1 + e.d1)::int AS "events24h", (w.d7 + e.d7)::int AS "events7d", (w.d8 + e.d8)::int AS "events8d",
    d.online AS "devicesOnline", d.offline AS "devicesOffline",
    (SELECT ${sql.raw(isoText('max(created)'))} FROM egress_events WHERE tenant_id = ${tenantId}
      AND created >= ${newestHour} AND created <= ${at}) AS "lastEventAt",
    i.high, i.medium, i.low
    FROM (SELECT ${whole(windows.d1)} AS d1, ${whole(windows.d7)} AS d7, ${whole(windows.d8)} AS d8
      FROM ingest_hourly WHERE tenant_id = ${tenantId} AND hour > ${hourOf(windows.d8)} AND hour <= ${at}) w,
    (SELECT ${rawEdge(windows.d1)} AS d1, ${rawEdge(windows.d7)} AS d7, ${rawEdge(windows.d8)} AS d8) e,
    (SELECT count(*) FILTER (WHERE last_seen >= ${onlineSince})::int AS online,
      count(*) FILTER (WHERE last_seen < ${onlineSince})::int AS offline
      FROM devices WHERE tenant_id = ${tenantId} AND last_seen >= ${offlineSince}) d,
    (SELECT ${open('high')} AS high, ${open('medium')} AS medium, ${open('low')} AS low
      FROM open_incidents_daily WHERE tenant_id = ${tenantId}) i`;
}

/** One tenant's row of the page from its figures. */
function healthRow(tenant: { id: string; name: string }, figures: Static<typeof HealthFigures>): TenantHealthRow {
  return {
    id: tenant.id,
    name: tenant.name,
    events24h: figures.events24h,
    events7d: figures.events7d,
    devicesOnline: figures.devicesOnline,
    devicesOffline: figures.devicesOffline,
    lastEventAt: figures.lastEventAt,
    openIncidents: { high: figures.high, medium: figures.medium, low: figures.low },
    flag: ingestFlag(figures.events24h, figures.events8d - figures.events24h),
  };
}

/**
 * Every tenant's health at `now`, by name. The tenants are the server's record (the tenants table: a platform admin
 * holds them all), never the request's; each is read under its own tenant setting in one read-only transaction
 * (`readEachTenant`): there is no role that sees across tenants. SLA breaches (issue 30, item 2) are not read here: when the SLA clocks land, a
 * rollup of breaches per tenant joins `healthStatement` and the row gains a field.
 */
export async function readTenantHealth(database: Database, now: Date): Promise<TenantHealthRow[]> {
  const all = await database.db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .orderBy(asc(tenants.name), asc(tenants.id));
  const figures = await readEachTenant(
    database,
    all.map((tenant) => tenant.id),
    (id) => healthStatement(id, now),
    HealthFigures,
  );
  return all.map((tenant, index) => {
    const [row] = figures[index] ?? [];
    if (!row) throw new Error(`no health figures for ${tenant.id}`);
    return healthRow(tenant, row);
  });
}
