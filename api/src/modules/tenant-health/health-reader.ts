import { Type, type Static } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { DEVICE_INACTIVE_AFTER_DAYS, DEVICE_ONLINE_WITHIN_MINUTES } from 'shared-contracts';
import type { Database } from '../../db/database';
import { readInScope, tenantIdArray } from '../../db/scope-read';
import { isoText } from '../../lib/listing/listing-definition';
import { ingestFlag } from './ingest-flag';
import type { TenantHealthRow } from './schemas';

const DAY_MS = 86_400_000;

const Count = () => Type.Integer({ minimum: 0 });

/** What the statement answers for each tenant. */
const HealthFigures = Type.Object({
  tenantId: Type.String(),
  events24h: Count(),
  events7d: Count(),
  events8d: Count(),
  devicesOnline: Count(),
  devicesOffline: Count(),
  lastEventAt: Type.Union([Type.String(), Type.Null()]),
  high: Count(),
  medium: Count(),
  low: Count(),
  pastSla: Count(),
});

/**
 * The statement of the figures of every tenant of a scope at `now`, read as the scope role (`readInScope`: row-level
 * security shows the rows of the scope's tenants and no other; the `tenant_id = ANY` conditions are there for the
 * indexes). One statement, no loop over tenants: each rollup and table is read once for all of them, grouped by
 * tenant. Events since a time are the whole hours of `ingest_hourly` after the hour it falls in, plus the raw events of
 * that first partial hour (at most an hour of each tenant's events, by the (tenant_id, created) index). The last
 * event is looked for in each tenant's newest hour with events only (an index probe of the rollup per tenant). Devices
 * count by the devices module's agent status; open incidents come from `open_incidents_daily`. The open incidents past
 * their SLA target are those whose next due time (`sla_due`: far in the future once closed) is before `now`, the
 * incidents grid's "Breached": a range of the (tenant_id, sla_due, id) index per tenant. A tenant without rows answers
 * zeros.
 */
function healthStatement(tenantIds: readonly string[], now: Date): SQL {
  const ids = tenantIdArray(tenantIds);
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const windows = { d1: since(DAY_MS), d7: since(7 * DAY_MS), d8: since(8 * DAY_MS) };
  const hourOf = (start: SQL) => sql`date_trunc('hour', ${start}, 'UTC')`;
  // The raw rows of each window's first partial hour: a range of the (tenant_id, created) index each.
  const edge = (start: SQL) => sql`(created >= ${start} AND created < ${hourOf(start)} + interval '1 hour')`;
  const rawEdge = (start: SQL) => sql`count(*) FILTER (WHERE ${edge(start)})`;
  const whole = (start: SQL) => sql`sum(events) FILTER (WHERE hour > ${hourOf(start)})`;
  const onlineSince = since(DEVICE_ONLINE_WITHIN_MINUTES * 60_000);
  const offlineSince = since(DEVICE_INACTIVE_AFTER_DAYS * DAY_MS);
  const open = (severity: string) => sql`sum(incidents) FILTER (WHERE severity = ${severity})`;
  const n = (expression: string) => sql.raw(`coalesce(${expression}, 0)::int`);
  return sql`SELECT s.id AS "tenantId",
      ${n('coalesce(w.d1, 0) + coalesce(e.d1, 0)')} AS "events24h", ${n('coalesce(w.d7, 0) + coalesce(e.d7, 0)')} AS "events7d",
      ${n('coalesce(w.d8, 0) + coalesce(e.d8, 0)')} AS "events8d",
      ${n('d.online')} AS "devicesOnline", ${n('d.offline')} AS "devicesOffline",
      l.last AS "lastEventAt", ${n('i.high')} AS high, ${n('i.medium')} AS medium, ${n('i.low')} AS low,
      ${n('b.past')} AS "pastSla"
    FROM unnest(${ids}) AS s(id)
    LEFT JOIN (SELECT tenant_id, ${whole(windows.d1)} AS d1, ${whole(windows.d7)} AS d7, ${whole(windows.d8)} AS d8
      FROM ingest_hourly WHERE tenant_id = ANY (${ids}) AND hour > ${hourOf(windows.d8)} AND hour <= ${at}
      GROUP BY tenant_id) w ON w.tenant_id = s.id
    LEFT JOIN (SELECT tenant_id, ${rawEdge(windows.d1)} AS d1, ${rawEdge(windows.d7)} AS d7, ${rawEdge(windows.d8)} AS d8
      FROM egress_events WHERE tenant_id = ANY (${ids})
        AND (${edge(windows.d1)} OR ${edge(windows.d7)} OR ${edge(windows.d8)})
      GROUP BY tenant_id) e ON e.tenant_id = s.id
    LEFT JOIN (SELECT tenant_id, count(*) FILTER (WHERE last_seen >= ${onlineSince}) AS online,
        count(*) FILTER (WHERE last_seen < ${onlineSince}) AS offline
      FROM devices WHERE tenant_id = ANY (${ids}) AND last_seen >= ${offlineSince}
      GROUP BY tenant_id) d ON d.tenant_id = s.id
    LEFT JOIN (SELECT tenant_id, ${open('high')} AS high, ${open('medium')} AS medium, ${open('low')} AS low
      FROM open_incidents_daily WHERE tenant_id = ANY (${ids})
      GROUP BY tenant_id) i ON i.tenant_id = s.id
    LEFT JOIN (SELECT tenant_id, count(*) AS past FROM incidents WHERE tenant_id = ANY (${ids}) AND sla_due < ${at}
      GROUP BY tenant_id) b ON b.tenant_id = s.id
    LEFT JOIN LATERAL (SELECT ${sql.raw(isoText('max(created)'))} AS last FROM egress_events
      WHERE tenant_id = s.id AND created <= ${at} AND created >= (SELECT max(hour) FROM ingest_hourly
        WHERE tenant_id = s.id AND events > 0 AND hour <= ${at})) l ON true`;
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
    pastSla: figures.pastSla,
    flag: ingestFlag(figures.events24h, figures.events8d - figures.events24h),
  };
}

/**
 * The health at `now` of each tenant of a scope (`scope.ts`: computed by the server from its own record of the
 * user's grants, never from the request), in the scope's order (by name): one read-only statement as the scope role
 * over the scope's tenant ids (`readInScope`).
 */
export async function readTenantHealth(
  database: Database,
  scope: readonly { id: string; name: string }[],
  now: Date,
): Promise<TenantHealthRow[]> {
  const ids = scope.map((tenant) => tenant.id);
  const figures = await readInScope(database, ids, healthStatement(ids, now), HealthFigures);
  const byTenant = new Map(figures.map((row) => [row.tenantId, row]));
  return scope.map((tenant) => {
    const row = byTenant.get(tenant.id);
    if (!row) throw new Error(`no health figures for ${tenant.id}`);
    return healthRow(tenant, row);
  });
}
