import { Type } from '@sinclair/typebox';
import { asc, sql, type SQL } from 'drizzle-orm';
import { DEVICE_INACTIVE_AFTER_DAYS, DEVICE_ONLINE_WITHIN_MINUTES } from 'shared-contracts';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { readInTenant } from '../../db/tenant-scope';
import { isoText } from '../../lib/listing/listing-definition';
import { ingestFlag } from './ingest-flag';
import type { TenantHealthRow } from './schemas';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

/** How many tenants are read at once (each its own read-only transaction; PGlite runs them one after another). */
const PARALLEL_TENANTS = 4;

/**
 * The statement of one tenant's figures at `now`, read in that tenant's own scope (row-level security shows no other
 * tenant's row; the tenant_id conditions are there for the indexes). Events since a time are the whole hours of
 * `ingest_hourly` after the hour it falls in, plus the raw events of that first partial hour (at most an hour of one
 * tenant's events, by its (tenant_id, created) index). The last event is looked for in the newest hour with events
 * only. Devices count by the devices module's agent status; open incidents come from `open_incidents_daily`.
 */
function healthStatement(tenantId: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const eventsSince = (ms: number) => {
    const start = since(ms);
    return sql`((SELECT coalesce(sum(events), 0) FROM ingest_hourly WHERE tenant_id = ${tenantId}
        AND hour > date_trunc('hour', ${start}, 'UTC') AND hour <= ${at})
      + (SELECT count(*) FROM egress_events WHERE tenant_id = ${tenantId} AND created >= ${start}
        AND created < date_trunc('hour', ${start}, 'UTC') + interval '1 hour'))::int`;
  };
  const onlineSince = since(DEVICE_ONLINE_WITHIN_MINUTES * 60_000);
  const offlineSince = since(DEVICE_INACTIVE_AFTER_DAYS * DAY_MS);
  const open = (severity: string) =>
    sql`(SELECT coalesce(sum(incidents), 0)::int FROM open_incidents_daily
      WHERE tenant_id = ${tenantId} AND severity = ${severity})`;
  const newestHour = sql`(SELECT max(hour) FROM ingest_hourly WHERE tenant_id = ${tenantId} AND events > 0 AND hour <= ${at})`;
  return sql`SELECT ${eventsSince(DAY_MS)} AS "events24h", ${eventsSince(7 * DAY_MS)} AS "events7d",
    ${eventsSince(8 * DAY_MS)} AS "events8d",
    d.online AS "devicesOnline", d.offline AS "devicesOffline",
    (SELECT ${sql.raw(isoText('max(created)'))} FROM egress_events WHERE tenant_id = ${tenantId}
      AND created >= ${newestHour} AND created <= ${at}) AS "lastEventAt",
    ${open('high')} AS high, ${open('medium')} AS medium, ${open('low')} AS low
    FROM (SELECT count(*) FILTER (WHERE last_seen >= ${onlineSince})::int AS online,
      count(*) FILTER (WHERE last_seen < ${onlineSince} AND last_seen >= ${offlineSince})::int AS offline
      FROM devices WHERE tenant_id = ${tenantId} AND last_seen >= ${offlineSince}) d`;
}

/** One tenant's row of the page at `now`. */
async function tenantHealth(
  database: Database,
  tenant: { id: string; name: string },
  now: Date,
): Promise<TenantHealthRow> {
  const [figures] = await readInTenant(database, tenant.id, healthStatement(tenant.id, now), HealthFigures);
  if (!figures) throw new Error(`no health figures for ${tenant.id}`);
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
 * holds them all), never the request's; each is read in its own tenant scope, as a tenant route reads it: there is no
 * role that sees across tenants. SLA breaches (issue 30, item 2) are not read here: when the SLA clocks land, a
 * rollup of breaches per tenant joins `healthStatement` and the row gains a field.
 */
export async function readTenantHealth(database: Database, now: Date): Promise<TenantHealthRow[]> {
  const all = await database.db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .orderBy(asc(tenants.name), asc(tenants.id));
  const rows: TenantHealthRow[] = [];
  for (let index = 0; index < all.length; index += PARALLEL_TENANTS) {
    const batch = all.slice(index, index + PARALLEL_TENANTS);
    rows.push(...(await Promise.all(batch.map((tenant) => tenantHealth(database, tenant, now)))));
  }
  return rows;
}
