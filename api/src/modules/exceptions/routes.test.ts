import { sql } from 'drizzle-orm';
import { withMaintenance } from '../../db/tenant-scope';
import { uncheckedRows } from '../../testing/query-rows';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { GLOBEX_CANARY_EXCEPTION } from './exception-canaries';

let t: TestApp;
let admin: string;
let analyst: string;
let root: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  [admin, analyst, root] = await Promise.all([
    t.tokenFor('admin@acme.example'),
    t.tokenFor('analyst@acme.example'),
    t.tokenFor('root@platform.example'),
  ]);
});
afterAll(() => t.close());

interface IncidentRow {
  id: string;
  created: string;
  username: string;
  destination: string;
  exceptionRequestStatus: string | null;
}

const get = (url: string, token = analyst) => t.call({ method: 'GET', url, token, tenant: acme });
const post = (url: string, payload: object | undefined, token = analyst) =>
  t.call({ method: 'POST', url, token, tenant: acme, ...(payload && { payload }) });
const decide = (id: string, action: 'approve' | 'deny' | 'revoke', token: string) =>
  post(`/policy-exceptions/${id}/${action}`, undefined, token);

let incidents: IncidentRow[] = [];
/** An incident of Acme no earlier test used. */
async function freshIncident(): Promise<IncidentRow> {
  if (incidents.length === 0) incidents = (await get('/incidents?pageSize=50')).json().incidents;
  const incident = incidents.shift();
  if (!incident) throw new Error('no incident left');
  return incident;
}
const incidentStatus = async (incident: IncidentRow) =>
  (await get(`/incidents/${incident.id}?created=${incident.created}`)).json().extendIncident.exceptionRequestStatus;

describe('policy exceptions', () => {
  it('an analyst requests one from an incident: pending, linked both ways, the incident Pending; never approves it', async () => {
    const incident = await freshIncident();
    const response = await post('/policy-exceptions', {
      scope: { username: incident.username, destination: incident.destination },
      reason: 'Vendor upload agreed with legal',
      incidentId: incident.id,
    });
    expect(response.statusCode).toBe(200);
    const exception = response.json();
    expect(exception).toMatchObject({
      state: 'pending',
      username: incident.username,
      approvalsRequired: 1,
      approvals: 0,
      incidentId: incident.id,
      requestedByName: 'Sam Patel',
      incidents: [{ id: incident.id }],
      approvalList: [],
    });
    expect(Date.parse(exception.expiresAt) - Date.parse(exception.startsAt)).toBe(30 * 24 * 3600 * 1000);
    expect(await incidentStatus(incident)).toBe('Pending');
    expect((await get(`/policy-exceptions/of-incident/${incident.id}`)).json().exception.id).toBe(exception.id);
    const other = (await freshIncident()).id;
    expect((await get(`/policy-exceptions/of-incident/${other}`)).json()).toEqual({ exception: null });
    expect((await decide(exception.id, 'approve', analyst)).statusCode).toBe(403);

    const approved = await decide(exception.id, 'approve', admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      state: 'active',
      approvals: 1,
      approvalList: [{ approverName: 'Avery Chen' }],
    });
    expect(await incidentStatus(incident)).toBe('Approved');
    expect((await decide(exception.id, 'approve', root)).statusCode).toBe(409);

    const revoked = await decide(exception.id, 'revoke', admin);
    expect(revoked.json()).toMatchObject({ state: 'revoked', decidedBy: expect.any(String) });
    expect(await incidentStatus(incident)).toBe('Rejected');
  });

  it('needs two different approvers for a whole group or past 90 days; the requester never approves', async () => {
    for (const body of [
      { scope: { userGroup: 'Engineering' }, reason: 'Build team' },
      { scope: { egressChannel: 'USB' }, reason: 'Long project', expiresInDays: 120 },
    ]) {
      const exception = (await post('/policy-exceptions', body, admin)).json();
      expect(exception).toMatchObject({ state: 'pending', approvalsRequired: 2 });
      const own = await decide(exception.id, 'approve', admin);
      expect(own.statusCode).toBe(403);
      expect(own.json().detail).toMatch(/another Tenant Admin/);
      const first = await decide(exception.id, 'approve', root);
      expect(first.json()).toMatchObject({ state: 'pending', approvals: 1 });
      const again = await decide(exception.id, 'approve', root);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(/different Tenant Admin/);
    }
    const short = (await post('/policy-exceptions', { scope: { egressChannel: 'USB' }, reason: 'x' }, admin)).json();
    expect(short.approvalsRequired).toBe(1);
  });

  it('refuses what the lifecycle forbids with problem details', async () => {
    const incident = await freshIncident();
    const cases: [object, string, number][] = [
      [{ scope: { username: 'a' }, reason: 'No incident' }, analyst, 403],
      [{ scope: {}, reason: 'Empty scope', incidentId: incident.id }, analyst, 400],
      [{ scope: { username: 'a' }, reason: 'Too long', expiresInDays: 366 }, admin, 400],
      [{ scope: { username: 'a' }, reason: 'Late start', startsAt: '2099-01-01T00:00:00.000Z' }, admin, 422],
      [{ scope: { listId: '00000000-0000-4000-8000-000000000000' }, reason: 'No list' }, admin, 422],
      [
        { scope: { username: 'a' }, reason: 'No incident', incidentId: '00000000-0000-4000-8000-000000000000' },
        admin,
        404,
      ],
    ];
    for (const [body, token, status] of cases) {
      const response = await post('/policy-exceptions', body, token);
      expect({ body, status: response.statusCode }).toEqual({ body, status });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const denied = (
      await post('/policy-exceptions', { scope: { username: 'b' }, reason: 'r', incidentId: incident.id })
    ).json();
    expect((await decide(denied.id, 'deny', admin)).json()).toMatchObject({ state: 'denied' });
    expect(await incidentStatus(incident)).toBe('Rejected');
    expect((await decide(denied.id, 'approve', root)).statusCode).toBe(409);
    expect((await decide(denied.id, 'revoke', root)).statusCode).toBe(409);
  });

  it("answers 404 for another tenant's exception", async () => {
    for (const path of ['', '/approve', '/deny', '/revoke']) {
      const method = path ? 'POST' : 'GET';
      const response = await t.call({
        method,
        url: `/policy-exceptions/${GLOBEX_CANARY_EXCEPTION}${path}`,
        token: admin,
        tenant: acme,
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
  });

  it('lists them with state (expired derived from the time), filters, counts and export; every step audited', async () => {
    const expired = '0e0e0e0e-0000-4000-8000-000000000001';
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`INSERT INTO policy_exceptions (tenant_id, id, created, egress_channel, reason, requested_by,
          starts_at, expires_at, state, approvals_required)
        VALUES ('acme-corp', ${expired}::uuid, now() - interval '40 days', 'Print', 'Old', 'someone',
          now() - interval '40 days', now() - interval '10 days', 'active', 1)`),
    );
    const list = (await get('/policy-exceptions?state=expired&pageSize=100')).json().exceptions;
    expect(list.map((row: { id: string }) => row.id)).toContain(expired);
    expect(list.every((row: { state: string }) => row.state === 'expired')).toBe(true);
    const active = (await get('/policy-exceptions?state=active&pageSize=100')).json().exceptions;
    expect(active.map((row: { id: string }) => row.id)).not.toContain(expired);
    const counts = (await get('/policy-exceptions/count?egressChannel=Print')).json();
    expect(counts).toMatchObject({ totalFilteredExceptions: 1 });
    expect(counts.totalExceptions).toBeGreaterThan(1);
    const csv = (await get('/policy-exceptions/export?state=expired')).body;
    expect(csv.split('\r\n')[0]).toContain('Requested,ID,State,User,Group,Destination,List,Data Type,Egress Channel');
    expect(csv).toContain('Expired');
    expect((await decide(expired, 'approve', admin)).statusCode).toBe(409);

    const actions = await withMaintenance(t.database, (tx) =>
      uncheckedRows<{ action: string }>(
        tx,
        sql`SELECT DISTINCT action FROM audit_logs WHERE tenant_id = 'acme-corp' AND page = 'Policies'
            AND action LIKE '% exception' ORDER BY action`,
      ),
    );
    expect(actions.map((row) => row.action)).toEqual([
      'Approve exception',
      'Deny exception',
      'Request exception',
      'Revoke exception',
    ]);
  });
});
