import { sql } from 'drizzle-orm';
import { INCIDENT_BATCH_APPROVAL_OVER, INCIDENT_BATCH_UNDO_WINDOW_MS } from 'shared-contracts';
import { rowsOf } from '../../db/database';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { undoBatch } from './batch';
import { GLOBEX_CANARY_BATCH } from './incident-canaries';

let t: TestApp;
let admin: string;
let analyst: string;
let root: string;
let multi: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
  root = await t.tokenFor('root@platform.example');
  multi = await t.tokenFor('multi@globex.example');
});
afterAll(() => t.close());

interface Row {
  id: string;
  created: string;
  severity: string;
  status: string;
  assignedTo: string | null;
  flagged: boolean;
  version: number;
}

const get = (url: string, token = analyst) => t.call({ method: 'GET', url, token, tenant: acme });
const send = (method: 'PATCH' | 'POST', url: string, payload?: object, token = analyst, headers = {}) =>
  t.call({ method, url, token, tenant: acme, ...(payload && { payload }), headers });
const incident = async (row: Row): Promise<Row> =>
  (await get(`/incidents/${row.id}?created=${row.created}`)).json().extendIncident;
const keys = (rows: Row[]) => rows.map(({ id, created }) => ({ id, created }));
const batch = (rows: Row[], changes: object, token = analyst) =>
  send('PATCH', '/incidents/batch', { ids: keys(rows), changes }, token);
const undo = (batchId: string, token = analyst) => send('POST', `/incidents/batches/${batchId}/undo`, undefined, token);
const decide = (batchId: string, decision: 'approve' | 'deny', token: string) =>
  send('POST', `/incidents/batches/${batchId}/${decision}`, undefined, token);

const used = new Set<string>();

/** `count` incidents matching `query` that no earlier test took, so each test changes incidents of its own. */
async function rows(query: string, count: number): Promise<Row[]> {
  const page = (await get(`/incidents?${query}&pageSize=1000`)).json().incidents as Row[];
  const fresh = page.filter((row) => !used.has(row.id)).slice(0, count);
  if (fresh.length < count) throw new Error(`only ${fresh.length} unused incidents match ${query}`);
  for (const row of fresh) used.add(row.id);
  return fresh;
}

/** Copies Acme's incidents under new ids until it has more than `atLeast` (the test data holds about a hundred). */
async function growIncidents(atLeast: number): Promise<void> {
  await withMaintenance(t.database, async (tx) => {
    const columns = rowsOf(
      await tx.execute(sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'incidents' AND is_generated = 'NEVER' AND column_name NOT IN ('id')`),
    ).map((row) => `"${String(row.name)}"`);
    const list = columns.join(', ');
    await tx.execute(
      sql.raw(`INSERT INTO incidents (id, ${list})
        SELECT gen_random_uuid(), ${list} FROM incidents, generate_series(1, ${Math.ceil(atLeast / 100)})
        WHERE tenant_id = 'acme-corp' AND severity <> 'high'`),
    );
  });
}

describe('undo of a batch', () => {
  it('restores exactly the previous values of the fields the batch changed, and audits once with the counts', async () => {
    const assignees = (await get('/assignees')).json().assignees as { userId: string }[];
    const chosen = await rows('severity=low&sortColumn=created', 4);
    // Different values before: one in progress and assigned, the others as they are.
    await send('PATCH', `/incidents/${chosen[0]!.id}?created=${chosen[0]!.created}`, {
      status: 'in_progress',
      assignedTo: assignees[1]!.userId,
      flagged: true,
    });
    const before = await Promise.all(chosen.map(incident));
    const applied = await batch(chosen, { status: 'dismissed', assignedTo: assignees[0]!.userId });
    expect(applied.statusCode).toBe(200);
    const outcome = applied.json();
    expect(outcome).toMatchObject({ updated: 4, count: 4, state: 'applied' });
    expect(Date.parse(outcome.undoUntil) - Date.now()).toBeGreaterThan(INCIDENT_BATCH_UNDO_WINDOW_MS - 60_000);
    for (const row of await Promise.all(chosen.map(incident))) {
      expect(row).toMatchObject({ status: 'dismissed', assignedTo: assignees[0]!.userId });
    }

    const undone = await undo(outcome.batchId);
    expect(undone.json()).toEqual({ restored: 4, skipped: 0, changedSince: 0, deleted: 0 });
    const after = await Promise.all(chosen.map(incident));
    after.forEach((row, index) => {
      const old = before[index]!;
      expect({ status: row.status, assignedTo: row.assignedTo, flagged: row.flagged }).toEqual({
        status: old.status,
        assignedTo: old.assignedTo,
        flagged: old.flagged,
      });
      expect(row.version).toBe(old.version + 2);
    });
    const audit = (await get('/audit-logs?action=Undo batch update', admin)).json().results;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ objectId: outcome.batchId, page: 'Incidents' });
    expect(audit[0].description).toContain('Restored 4 incidents; 0 skipped because they changed since');
  });

  it('skips an incident someone changed since (their value stays) and one deleted since, saying why', async () => {
    const chosen = await rows('severity=medium&status=open', 3);
    const outcome = (await batch(chosen, { flagged: true })).json();
    const changed = chosen[1]!;
    const edited = await send('PATCH', `/incidents/${changed.id}?created=${changed.created}`, {
      status: 'in_progress',
    });
    expect(edited.statusCode).toBe(200);
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`DELETE FROM incidents WHERE tenant_id = ${acme} AND id = ${chosen[2]!.id}::uuid`),
    );
    const undone = await undo(outcome.batchId);
    expect(undone.json()).toEqual({ restored: 1, skipped: 2, changedSince: 1, deleted: 1 });
    expect(await incident(chosen[0]!)).toMatchObject({ flagged: chosen[0]!.flagged });
    // The writer's change and the batch's value under it both stay: nothing of theirs is lost.
    expect(await incident(changed)).toMatchObject({ status: 'in_progress', flagged: true });
  });

  it('refuses a second undo (409), a batch past the 10 minutes (410), and names why', async () => {
    const [first, second] = await rows('severity=low&status=open', 2);
    const once = (await batch([first!], { flagged: true })).json();
    expect((await undo(once.batchId)).statusCode).toBe(200);
    const twice = await undo(once.batchId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This batch was already undone; it cannot be undone twice');

    const late = (await batch([second!], { flagged: true })).json();
    const applied = Date.parse(late.undoUntil) - INCIDENT_BATCH_UNDO_WINDOW_MS;
    // An explicit clock: one millisecond inside the window still undoes, one past it does not.
    const at = (ms: number) =>
      withTenant(t.database, acme, (tx) =>
        undoBatch(tx, acme, { id: 'U-nobody', tenantAdmin: true }, late.batchId, new Date(ms)),
      );
    await expect(at(applied + INCIDENT_BATCH_UNDO_WINDOW_MS + 1)).rejects.toMatchObject({
      status: 410,
      message: 'The undo window has passed: a batch can be undone for 10 minutes after it applied',
    });
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`UPDATE incident_batches SET applied = applied - interval '10 minutes 1 second'
        WHERE tenant_id = ${acme} AND id = ${late.batchId}::uuid`),
    );
    const tooLate = await undo(late.batchId);
    expect(tooLate.statusCode).toBe(410);
    expect(tooLate.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await incident(second!)).toMatchObject({ flagged: true });
  });

  it("answers 404 for another tenant's batch and an unknown one; only the requester or a Tenant Admin undoes", async () => {
    for (const path of ['undo', 'approve', 'deny']) {
      const foreign = await send('POST', `/incidents/batches/${GLOBEX_CANARY_BATCH.id}/${path}`, undefined, admin);
      expect({ path, status: foreign.statusCode }).toEqual({ path, status: 404 });
      expect(foreign.body).not.toMatch(/canary|globex/i);
    }
    expect((await undo('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await undo('not-a-uuid', admin)).statusCode).toBe(404);
    const listed = (await get('/incidents/batches', admin)).json().batches as { id: string }[];
    expect(listed.map((item) => item.id)).not.toContain(GLOBEX_CANARY_BATCH.id);

    const [row] = await rows('severity=low&status=open', 1);
    const byAdmin = (await batch([row!], { flagged: true }, admin)).json();
    // An Acme batch from Globex (whose admin the user is): the same 404 as a missing one.
    const fromGlobex = await t.call({
      method: 'POST',
      url: `/incidents/batches/${byAdmin.batchId}/undo`,
      token: multi,
      tenant: 'globex',
    });
    expect(fromGlobex.statusCode).toBe(404);
    const byAnalyst = await undo(byAdmin.batchId, analyst);
    expect(byAnalyst.statusCode).toBe(403);
    const mine = (await batch([row!], { flagged: false }, analyst)).json();
    expect((await undo(mine.batchId, admin)).statusCode).toBe(200);
  });
});

describe('four eyes', () => {
  it('keeps a batch closing high-severity incidents pending; the requester cannot approve it, another admin does', async () => {
    const highs = await rows('severity=high&status=open', 2);
    const requested = await batch(highs, { status: 'resolved' }, admin);
    expect(requested.statusCode).toBe(200);
    const pending = requested.json();
    expect(pending).toMatchObject({ state: 'pending', updated: 0, count: 2, undoUntil: null });
    for (const row of await Promise.all(highs.map(incident))) expect(row.status).toBe('open');
    const listed = (await get('/incidents/batches', admin)).json().batches as Record<string, unknown>[];
    expect(listed.find((item) => item.id === pending.batchId)).toMatchObject({
      state: 'pending',
      count: 2,
      approvalReasons: ['closes-high'],
      requestedByName: 'Avery Chen',
      changes: { status: 'resolved' },
      target: '2 selected incidents',
    });
    expect((await undo(pending.batchId, admin)).statusCode).toBe(409);

    const own = await decide(pending.batchId, 'approve', admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You requested this batch: another Tenant Admin must approve or deny it');
    expect((await decide(pending.batchId, 'approve', analyst)).statusCode).toBe(403);

    const approved = await decide(pending.batchId, 'approve', root);
    expect(approved.json()).toMatchObject({ state: 'applied', updated: 2, count: 2 });
    for (const row of await Promise.all(highs.map(incident))) expect(row.status).toBe('resolved');
    expect((await decide(pending.batchId, 'deny', root)).statusCode).toBe(409);
    // Approved, it undoes like any batch, by its requester.
    expect((await undo(pending.batchId, admin)).json()).toMatchObject({ restored: 2 });
    for (const row of await Promise.all(highs.map(incident))) expect(row.status).toBe('open');

    for (const action of ['Request batch update', 'Approve batch update', 'Undo batch update']) {
      const entries = (await get(`/audit-logs?action=${action}`, admin)).json().results as { objectId: string }[];
      expect({ action, linked: entries.some((entry) => entry.objectId === pending.batchId) }).toEqual({
        action,
        linked: true,
      });
    }
  });

  it('denies a pending batch: nothing changes, and it can no longer be approved', async () => {
    const highs = await rows('severity=high&status=open', 1);
    const pending = (await batch(highs, { status: 'dismissed' }, analyst)).json();
    expect(pending.state).toBe('pending');
    const denied = await decide(pending.batchId, 'deny', admin);
    expect(denied.json()).toMatchObject({ state: 'denied', updated: 0 });
    expect((await incident(highs[0]!)).status).toBe('open');
    expect((await decide(pending.batchId, 'approve', admin)).statusCode).toBe(409);
    const listed = (await get('/incidents/batches', admin)).json().batches as { id: string }[];
    expect(listed.map((item) => item.id)).not.toContain(pending.batchId);
  });

  it(`applies at once up to ${INCIDENT_BATCH_APPROVAL_OVER} incidents and waits above; closing non-high ones applies`, async () => {
    await growIncidents(INCIDENT_BATCH_APPROVAL_OVER);
    const total = (await get('/incidents/count')).json().totalIncidents as number;
    expect(total).toBeGreaterThan(INCIDENT_BATCH_APPROVAL_OVER);
    const many = await send('PATCH', '/incidents/batch', { allMatching: {}, changes: { flagged: true } });
    expect(many.json()).toMatchObject({ state: 'pending', updated: 0, count: total });
    const listed = (await get('/incidents/batches', admin)).json().batches as {
      id: string;
      approvalReasons: string[];
    }[];
    expect(listed.find((item) => item.id === many.json().batchId)?.approvalReasons).toEqual(['many']);

    const thousand = (await get(`/incidents?pageSize=${INCIDENT_BATCH_APPROVAL_OVER}`)).json().incidents as Row[];
    const atCap = await batch(thousand, { flagged: false });
    expect(atCap.json()).toMatchObject({ state: 'applied', count: INCIDENT_BATCH_APPROVAL_OVER });
    const lows = await rows('severity=low&status=open', 1);
    expect((await batch(lows, { status: 'resolved' })).json().state).toBe('applied');
  });
});
