import { sql } from 'drizzle-orm';
import { SLA_TARGET_DEFAULTS } from 'shared-contracts';
import type { IncidentListItem, SlaTargets, SlaTargetsConfig } from 'shared-contracts';
import { rowsOf } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let analyst: string;
let multi: string;
const acme = 'acme-corp';
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, analyst, multi] = await Promise.all([
    t.tokenFor('admin@acme.example'),
    t.tokenFor('analyst@acme.example'),
    t.tokenFor('multi@globex.example'),
  ]);
});
afterAll(() => t.close());

const get = (url: string, token = analyst, tenant = acme) => t.call({ method: 'GET', url, token, tenant });
const send = (method: 'PATCH' | 'PUT', url: string, payload: object, token = analyst) =>
  t.call({ method, url, token, tenant: acme, payload });
const auditOf = async (page: string) =>
  (await get(`/audit-logs?page=${page}`, admin)).json<{
    results: { page: string; action: string; objectId: string; user: string; description: string }[];
  }>().results;
const incident = async (row: { id: string; created: string }): Promise<IncidentListItem> =>
  (await get(`/incidents/${row.id}?created=${row.created}`)).json<{ extendIncident: IncidentListItem }>()
    .extendIncident;
const listed = async (query: string): Promise<IncidentListItem[]> =>
  (await get(`/incidents?${query}&pageSize=1000`)).json<{ incidents: IncidentListItem[] }>().incidents;

/** A new open, unassigned Acme incident of `severity` raised `ageMinutes` ago (a copy of one of its incidents). */
async function raise(severity: string, ageMinutes: number): Promise<{ id: string; created: string }> {
  return withMaintenance(t.database, async (tx) => {
    const columns = rowsOf(
      await tx.execute(sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'incidents' AND is_generated = 'NEVER' AND column_name NOT IN
          ('id', 'created', 'updated', 'severity', 'status', 'assigned_to', 'acknowledged_at', 'resolved_at',
           'sla_acknowledge_due', 'sla_resolve_due')`),
    ).map((row) => `"${String(row.name)}"`);
    const list = columns.join(', ');
    const created = new Date(Date.now() - ageMinutes * MINUTE).toISOString();
    const [row] = rowsOf(
      await tx.execute(
        sql`INSERT INTO incidents (id, created, updated, severity, status, ${sql.raw(list)})
          SELECT gen_random_uuid(), ${created}::timestamptz, ${created}::timestamptz, ${severity}, 'open',
            ${sql.raw(list)} FROM incidents WHERE tenant_id = ${acme} LIMIT 1
          RETURNING id::text AS id`,
      ),
    );
    return { id: String(row!.id), created };
  });
}

const dueAfter = (created: string, minutes: number) => new Date(Date.parse(created) + minutes * MINUTE).toISOString();

describe('GET and PUT /sla-targets', () => {
  const valid: SlaTargets = {
    high: { acknowledgeMinutes: 30, resolveMinutes: 600 },
    medium: { acknowledgeMinutes: 240, resolveMinutes: 4320 },
    low: { acknowledgeMinutes: 1440, resolveMinutes: 10080 },
  };

  it('answers the defaults (high 1 h / 24 h, medium 4 h / 72 h, low 24 h / 7 days) until a Tenant Admin sets them', async () => {
    const response = await get('/sla-targets');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...SLA_TARGET_DEFAULTS, updated: null, updatedBy: null });
  });

  it('refuses an analyst (403) and bad targets (400 problem details naming the field), changing nothing', async () => {
    const refused = await send('PUT', '/sla-targets', valid, analyst);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    for (const [body, field] of [
      [{ ...valid, high: { acknowledgeMinutes: 0, resolveMinutes: 600 } }, 'high/acknowledgeMinutes'],
      [{ ...valid, low: { acknowledgeMinutes: 60, resolveMinutes: 525_601 } }, 'low/resolveMinutes'],
      [{ ...valid, medium: { acknowledgeMinutes: 1.5, resolveMinutes: 600 } }, 'medium/acknowledgeMinutes'],
      [{ high: valid.high, medium: valid.medium }, 'low'],
      [{ ...valid, updatedBy: 'me' }, 'updatedBy'],
      [{ ...valid, high: { acknowledgeMinutes: 120, resolveMinutes: 60 } }, 'high/resolveMinutes'],
    ] as const) {
      const response = await send('PUT', '/sla-targets', body, admin);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(field);
    }
    expect((await get('/sla-targets')).json()).toMatchObject({ ...SLA_TARGET_DEFAULTS, updated: null });
  });

  it('lets a Tenant Admin set them, audited with the old and new values, restarting open clocks only', async () => {
    const open = await raise('high', 45);
    const closed = await raise('high', 45);
    await send('PATCH', `/incidents/${closed.id}?created=${closed.created}`, { status: 'resolved' });
    expect((await incident(open)).slaDueAt).toBe(dueAfter(open.created, 60));

    const response = await send('PUT', '/sla-targets', valid, admin);
    expect(response.statusCode).toBe(200);
    const saved = response.json<SlaTargetsConfig>();
    expect(saved).toMatchObject({ ...valid, updatedBy: 'Avery Chen' });
    expect((await get('/sla-targets')).json()).toEqual(saved);
    expect((await auditOf('SLA'))[0]).toMatchObject({
      action: 'Update',
      objectId: 'sla-targets',
      user: 'Avery Chen',
      description: 'SLA targets: high acknowledge 1 h → 30 min; high resolve 1 day → 10 h',
    });
    // The open incident's clock now runs on the new target (30 minutes: breached); the closed one keeps its own.
    expect((await incident(open)).slaDueAt).toBe(dueAfter(open.created, 30));
    const rows = await t.database.db.execute(
      sql`SELECT to_char(sla_acknowledge_due AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due
          FROM incidents WHERE id = ${closed.id}::uuid`,
    );
    expect(rowsOf(rows)[0]?.due).toBe(dueAfter(closed.created, 60));
    // Globex keeps the defaults.
    expect((await get('/sla-targets', multi, 'globex')).json()).toMatchObject(SLA_TARGET_DEFAULTS);
    await send('PUT', '/sla-targets', SLA_TARGET_DEFAULTS, admin);
  });
});

describe('SLA clocks of incidents', () => {
  it('runs to the acknowledge target, then the resolve target; the first status change acknowledges, audited', async () => {
    const row = await raise('medium', 10);
    const raised = await incident(row);
    expect(raised).toMatchObject({ acknowledgedAt: null, resolvedAt: null, slaDueAt: dueAfter(row.created, 240) });
    // Flagging is not acknowledging.
    await send('PATCH', `/incidents/${row.id}?created=${row.created}`, { flagged: true });
    expect((await incident(row)).acknowledgedAt).toBeNull();

    await send('PATCH', `/incidents/${row.id}?created=${row.created}`, { status: 'in_progress' });
    const acknowledged = await incident(row);
    expect(acknowledged.acknowledgedAt).not.toBeNull();
    expect(acknowledged.acknowledgedAt).toBe(acknowledged.updated);
    expect(acknowledged.slaDueAt).toBe(dueAfter(row.created, 4320));
    expect((await auditOf('Incidents')).find((entry) => entry.action === 'Acknowledge incident')).toMatchObject({
      objectId: row.id,
      description: 'Acknowledged by its first status change',
    });

    // Set once: a later change keeps it; resolving stops the clock, reopening clears the resolution.
    await send('PATCH', `/incidents/${row.id}?created=${row.created}`, { status: 'resolved' });
    const resolved = await incident(row);
    expect(resolved).toMatchObject({ acknowledgedAt: acknowledged.acknowledgedAt, slaDueAt: null });
    expect(resolved.resolvedAt).toBe(resolved.updated);
    await send('PATCH', `/incidents/${row.id}?created=${row.created}`, { status: 'open' });
    expect(await incident(row)).toMatchObject({
      acknowledgedAt: acknowledged.acknowledgedAt,
      resolvedAt: null,
      slaDueAt: dueAfter(row.created, 4320),
    });
  });

  it('counts an assignment as acknowledging, in single and batch updates alike (one audit entry per batch)', async () => {
    const assignees = (await get('/assignees')).json<{ assignees: { userId: string }[] }>().assignees;
    const single = await raise('low', 5);
    await send('PATCH', `/incidents/${single.id}?created=${single.created}`, { assignedTo: assignees[0]!.userId });
    expect((await incident(single)).acknowledgedAt).not.toBeNull();
    expect((await auditOf('Incidents')).find((entry) => entry.action === 'Acknowledge incident')).toMatchObject({
      objectId: single.id,
      description: 'Acknowledged by its first assignment',
    });

    const rows = [await raise('high', 5), await raise('high', 5)];
    const response = await send('PATCH', '/incidents/batch', { ids: rows, changes: { status: 'in_progress' } });
    expect(response.statusCode).toBe(200);
    for (const row of rows) {
      const after = await incident(row);
      expect(after.acknowledgedAt).toBe(after.updated);
      expect(after.slaDueAt).toBe(dueAfter(row.created, 1440));
    }
    expect((await auditOf('Incidents')).find((entry) => entry.action === 'Acknowledge incidents')).toMatchObject({
      objectId: response.json<{ batchId: string }>().batchId,
      description: expect.stringMatching(/^2 incidents acknowledged/),
    });
  });

  it('shows "breached" past the next target: the grid filters and sorts by it on the server', async () => {
    const breached = await raise('high', 90);
    const due = await raise('high', 10);
    const onlyBreached = await listed('sla=breached&severity=high&status=open');
    expect(onlyBreached.map((row) => row.id)).toContain(breached.id);
    expect(onlyBreached.map((row) => row.id)).not.toContain(due.id);
    for (const row of onlyBreached) expect(Date.parse(row.slaDueAt!)).toBeLessThan(Date.now());
    const onTrack = await listed('sla=due&severity=high');
    expect(onTrack.map((row) => row.id)).toContain(due.id);
    expect(onTrack.map((row) => row.id)).not.toContain(breached.id);
    const closed = await listed('sla=none&status=resolved');
    expect(closed.length).toBeGreaterThan(0);
    for (const row of closed) expect(row.slaDueAt).toBeNull();
    const counts = (await get('/incidents/count?sla=breached&severity=high&status=open')).json<{
      totalFilteredIncidents: number;
    }>();
    expect(counts.totalFilteredIncidents).toBe(onlyBreached.length);

    // Least time left first; incidents without a clock last.
    const sorted = await listed('sortColumn=slaDueAt&sortOrder=asc');
    const dues = sorted.map((row) => row.slaDueAt);
    const clocked = dues.filter((value): value is string => value !== null);
    expect(clocked).toEqual([...clocked].sort());
    expect(dues.slice(0, clocked.length)).toEqual(clocked);
    expect(sorted.findIndex((row) => row.id === breached.id)).toBeLessThan(
      sorted.findIndex((row) => row.id === due.id),
    );
  });
});

describe('the SLA rollup and GET /dashboard/incident-sla', () => {
  const SUMS = `count(*)::int AS raised, count(acknowledged_at)::int AS acknowledged,
    coalesce(sum(round(extract(epoch FROM acknowledged_at - created))), 0)::float8 AS "acknowledgeSeconds",
    count(resolved_at)::int AS resolved,
    coalesce(sum(round(extract(epoch FROM resolved_at - created))), 0)::float8 AS "resolveSeconds",
    count(*) FILTER (WHERE coalesce(acknowledged_at > sla_acknowledge_due, false)
      OR coalesce(resolved_at > sla_resolve_due, false))::int AS missed`;
  const ROLLUP = `sum(raised)::int AS raised, sum(acknowledged)::int AS acknowledged,
    sum(acknowledge_seconds)::float8 AS "acknowledgeSeconds", sum(resolved)::int AS resolved,
    sum(resolve_seconds)::float8 AS "resolveSeconds", sum(missed)::int AS missed`;

  it('stays equal to the incidents it sums after acknowledging, resolving, reopening and a change of targets', async () => {
    const late = await raise('high', 120);
    await send('PATCH', `/incidents/${late.id}?created=${late.created}`, { status: 'in_progress' });
    const resolvedLate = await raise('low', 20_000);
    await send('PATCH', `/incidents/${resolvedLate.id}?created=${resolvedLate.created}`, { status: 'resolved' });
    const reopened = await raise('medium', 30);
    await send('PATCH', `/incidents/${reopened.id}?created=${reopened.created}`, { status: 'dismissed' });
    await send('PATCH', `/incidents/${reopened.id}?created=${reopened.created}`, { status: 'open' });
    await send(
      'PUT',
      '/sla-targets',
      { ...SLA_TARGET_DEFAULTS, medium: { acknowledgeMinutes: 5, resolveMinutes: 60 } },
      admin,
    );
    const [direct, rollup] = await withMaintenance(t.database, async (tx) => [
      rowsOf(await tx.execute(sql.raw(`SELECT ${SUMS} FROM incidents WHERE tenant_id = '${acme}'`)))[0],
      rowsOf(
        await tx.execute(sql.raw(`SELECT ${ROLLUP} FROM incident_sla_quarter_hours WHERE tenant_id = '${acme}'`)),
      )[0],
    ]);
    expect(rollup).toEqual(direct);
    expect(Number(direct!.missed)).toBeGreaterThanOrEqual(2);

    // The widget: the reopened medium incident is open past its new 5-minute target (breached), the late ones missed.
    const end = new Date(Date.now() + MINUTE).toISOString();
    const start = new Date(Date.now() - 30 * 1440 * MINUTE).toISOString();
    const response = await get(`/dashboard/incident-sla?rangeStart=${start}&rangeEnd=${end}&timezone=Europe/Berlin`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      weeks: { week: string; raised: number; breached: number; breachRate: number | null }[];
      total: { raised: number; breached: number; breachRate: number; mttaMinutes: number | null };
    }>();
    const inRange = rowsOf(
      await withMaintenance(t.database, (tx) =>
        tx.execute(sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE coalesce(acknowledged_at > sla_acknowledge_due, false)
            OR coalesce(resolved_at > sla_resolve_due, false)
            OR (status NOT IN ('resolved', 'dismissed') AND sla_due < now()))::int AS breached
          FROM incidents WHERE tenant_id = ${acme} AND created >= ${start}::timestamptz AND created < ${end}::timestamptz`),
      ),
    )[0]!;
    expect(body.total.raised).toBe(Number(inRange.n));
    // Open ones past due are counted once their due quarter hour has passed: at most those of the last quarter hour fewer.
    expect(body.total.breached).toBeLessThanOrEqual(Number(inRange.breached));
    expect(body.total.breached).toBeGreaterThanOrEqual(3);
    expect(body.total.breachRate).toBeCloseTo(body.total.breached / body.total.raised);
    expect(body.weeks.reduce((sum, week) => sum + week.raised, 0)).toBe(body.total.raised);
    for (const week of body.weeks) expect(new Date(`${week.week}T12:00:00Z`).getUTCDay()).toBe(1);
    await send('PUT', '/sla-targets', SLA_TARGET_DEFAULTS, admin);
  });
});
