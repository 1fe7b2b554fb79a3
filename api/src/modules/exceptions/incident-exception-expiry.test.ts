import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { withMaintenance } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// An incident whose exception expired (issue 30): nothing runs at expiry, so the incident's exception status is
// derived at each read, Expired once its exception's expiry has passed, and the grid, its filter, the drawer and the
// export agree. The expiry is read against the database's clock (`expires_at <= now()`), so the clock is moved by
// moving the exception's own times back, as if the days had passed.

let t: TestApp;
let admin: string;
let analyst: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  [admin, analyst] = await Promise.all([t.tokenFor('admin@acme.example'), t.tokenFor('analyst@acme.example')]);
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

/** Incidents of Acme without an exception status, newest first. */
async function incidentsWithoutException(): Promise<IncidentRow[]> {
  const response = await get('/incidents?exceptionRequestStatus=None&pageSize=10');
  expect(response.statusCode).toBe(200);
  return response.json().incidents;
}

/** An exception requested from the incident by the analyst, then approved or denied by the Tenant Admin. */
async function exceptionOf(incident: IncidentRow, decision: 'approve' | 'deny'): Promise<string> {
  const requested = await post('/policy-exceptions', {
    scope: { username: incident.username, destination: incident.destination },
    reason: 'Vendor upload agreed with legal',
    incidentId: incident.id,
  });
  expect(requested.statusCode).toBe(200);
  const { id } = requested.json();
  expect((await post(`/policy-exceptions/${id}/${decision}`, undefined, admin)).statusCode).toBe(200);
  return id;
}

/** Moves the clock on by `days` for the exception: its times move back as much (expiry is read against now()). */
async function daysPass(exceptionId: string, days: number): Promise<void> {
  await withMaintenance(t.database, (tx) =>
    tx.execute(sql`UPDATE policy_exceptions SET created = created - make_interval(days => ${days}),
        starts_at = starts_at - make_interval(days => ${days}), expires_at = expires_at - make_interval(days => ${days}),
        decided = decided - make_interval(days => ${days})
      WHERE tenant_id = ${acme} AND id = ${exceptionId}::uuid`),
  );
}

const drawerStatus = async (incident: IncidentRow) =>
  (await get(`/incidents/${incident.id}?created=${incident.created}`)).json().extendIncident.exceptionRequestStatus;
const listedIds = async (status: string) =>
  ((await get(`/incidents?exceptionRequestStatus=${status}&pageSize=1000`)).json().incidents as IncidentRow[]).map(
    (row) => row.id,
  );
const exceptionState = async (id: string) => (await get(`/policy-exceptions/${id}`)).json().state;

/** The Exception Request Status of each incident of the export filtered on `status`, by incident id. */
async function exported(status: string): Promise<Map<string, string>> {
  const response = await get(`/incidents/export?exceptionRequestStatus=${status}`);
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
  const id = header!.indexOf('ID');
  const column = header!.indexOf('Exception Request Status');
  expect(column).toBeGreaterThanOrEqual(0);
  return new Map(rows.map((row) => [row[id]!, row[column]!]));
}

describe("an incident's exception status once its exception expired", () => {
  it('reads Expired in the grid, its filter, the drawer and the export once the approved exception expires', async () => {
    const [incident, denied] = await incidentsWithoutException();
    const exceptionId = await exceptionOf(incident!, 'approve');
    const deniedId = await exceptionOf(denied!, 'deny');
    expect(await drawerStatus(incident!)).toBe('Approved');

    // 29 days on, one day before the default 30 days' expiry: still Approved.
    await daysPass(exceptionId, 29);
    expect(await exceptionState(exceptionId)).toBe('active');
    expect(await drawerStatus(incident!)).toBe('Approved');
    expect(await listedIds('Approved')).toContain(incident!.id);
    expect(await listedIds('Expired')).not.toContain(incident!.id);

    // Two days later it has expired: the exception reads expired, the incident Expired everywhere.
    await daysPass(exceptionId, 2);
    await daysPass(deniedId, 31);
    expect(await exceptionState(exceptionId)).toBe('expired');
    expect(await drawerStatus(incident!)).toBe('Expired');
    const expired = await listedIds('Expired');
    expect(expired).toContain(incident!.id);
    expect(await listedIds('Approved')).not.toContain(incident!.id);
    expect(await listedIds('None')).not.toContain(incident!.id);
    const grid = (await get('/incidents?pageSize=1000')).json().incidents as IncidentRow[];
    expect(grid.find((row) => row.id === incident!.id)?.exceptionRequestStatus).toBe('Expired');
    expect((await exported('Expired')).get(incident!.id)).toBe('Expired');
    // The filter and the counts agree with the rows.
    const count = (await get('/incidents/count?exceptionRequestStatus=Expired')).json();
    expect(count.totalFilteredIncidents).toBe(expired.length);
    expect(
      grid
        .filter((row) => row.exceptionRequestStatus === 'Expired')
        .map((row) => row.id)
        .sort(),
    ).toEqual([...expired].sort());

    // A denied exception stays Rejected on its incident whatever its expiry.
    expect(await drawerStatus(denied!)).toBe('Rejected');
    expect(await listedIds('Rejected')).toContain(denied!.id);
    expect(await listedIds('Expired')).not.toContain(denied!.id);
  });

  it('refuses Expired as a status to set (it is derived, never written)', async () => {
    const [incident] = await incidentsWithoutException();
    const detail = (await get(`/incidents/${incident!.id}?created=${incident!.created}`)).json().extendIncident;
    const response = await t.call({
      method: 'PATCH',
      url: `/incidents/${incident!.id}/exception-status?eventID=${detail.eventId}&created=${incident!.created}`,
      token: analyst,
      tenant: acme,
      payload: { exceptionStatus: 'Expired' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
