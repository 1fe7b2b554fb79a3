import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let analyst: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

const get = (url: string, token = analyst) => t.call({ method: 'GET', url, token, tenant: acme });
const send = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: unknown, token = analyst, headers = {}) =>
  t.call({ method, url, token, tenant: acme, payload: payload as object, headers });

interface Row {
  id: string;
  created: string;
  severity: string;
  status: string;
  egressChannel: string;
  version: number;
  eventId: string | null;
  assignedTo: string | null;
  flagged: boolean;
}

describe('GET /incidents', () => {
  it('answers 100 incidents newest first with a nextToken that pages without repeats', async () => {
    const first = (await get('/incidents')).json();
    expect(first.incidents).toHaveLength(100);
    const created = first.incidents.map((row: Row) => row.created);
    expect([...created].sort().reverse()).toEqual(created);
    const second = (await get(`/incidents?nextToken=${first.nextToken}`)).json();
    const ids = new Set(first.incidents.map((row: Row) => row.id));
    for (const row of second.incidents as Row[]) expect(ids.has(row.id)).toBe(false);
    expect(second.incidents[0].created <= created[99]).toBe(true);
  });

  it('sorts by severity (gravity) and filters; the count agrees with the pages', async () => {
    const bySeverity = (await get('/incidents?sortColumn=severity&pageSize=1000')).json().incidents as Row[];
    expect(bySeverity[0]!.severity).toBe('high');
    const query = 'severity=high&severity=medium&status=open';
    const counts = (await get(`/incidents/count?${query}`)).json();
    expect(counts.totalFilteredIncidents).toBeGreaterThan(0);
    expect(counts.totalFilteredIncidents).toBeLessThan(counts.totalIncidents);
    expect(counts.approximate).toBeUndefined();
    let seen = 0;
    let token: string | null = null;
    do {
      const body: { incidents: Row[]; nextToken: string | null } = (
        await get(`/incidents?${query}&pageSize=500${token ? `&nextToken=${token}` : ''}`)
      ).json();
      for (const row of body.incidents) {
        expect(['high', 'medium']).toContain(row.severity);
        expect(row.status).toBe('open');
      }
      seen += body.incidents.length;
      token = body.nextToken;
    } while (token);
    expect(seen).toBe(counts.totalFilteredIncidents);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=100000', 'pageSize'],
    ['sortColumn=colour', 'sortColumn'],
    ['nextToken=not-a-cursor', 'nextToken'],
    ['cutoff=yesterday', 'cutoff'],
    ['severity=purple', 'severity'],
    ['exceptionRequestStatus=Maybe', 'exceptionRequestStatus'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await get(`/incidents?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('exports the filtered incidents as CSV with a header row', async () => {
    const response = await get('/incidents/export?severity=high');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="incidents-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Created,ID,Title,Severity/);
    const count = (await get('/incidents/count?severity=high')).json().totalFilteredIncidents;
    expect(lines.length - 1).toBe(count);
    // Severities as the console names them, never the stored value.
    expect(lines.slice(1).every((line) => /^[^,]+,[^,]+,.*,High,/.test(line))).toBe(true);
    expect(lines.slice(1).some((line) => line.includes(',high,'))).toBe(false);
    // Flagged as the console says it (Yes/No), never true/false.
    expect(lines.slice(1).every((line) => /,(Yes|No),/.test(line))).toBe(true);
    expect(lines.slice(1).some((line) => /,(true|false),/.test(line))).toBe(false);
  });
});

describe('one incident', () => {
  let row: Row;
  beforeAll(async () => {
    row = (await get('/incidents?pageSize=1&status=open')).json().incidents[0];
  });

  it('answers the extended form with the event behind it; a wrong created is a 404', async () => {
    const body = (await get(`/incidents/${row.id}?created=${row.created}&policyType=protection`)).json().extendIncident;
    expect(body.id).toBe(row.id);
    expect(body.event.id).toBe(row.eventId);
    expect(body.event.username).toEqual(expect.any(String));
    expect((await get(`/incidents/${row.id}?created=2001-01-01T00:00:00.000Z`)).statusCode).toBe(404);
    expect((await get('/incidents/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('updates with optimistic concurrency (412 when stale) and audits the change', async () => {
    const url = `/incidents/${row.id}?created=${row.created}`;
    const ok = await send('PATCH', url, { status: 'in_progress', flagged: true, version: row.version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'in_progress', flagged: true, version: row.version + 1 });
    const stale = await send('PATCH', url, { status: 'resolved' }, analyst, { 'if-match': `"${row.version}"` });
    expect(stale.statusCode).toBe(412);
    expect((await send('PATCH', url, { colour: 'red' })).statusCode).toBe(400);
    const audit = (await get(`/audit-logs?search=status=in_progress`, admin)).json().results;
    expect(audit[0]).toMatchObject({ page: 'Incidents', action: 'Update incident', objectId: row.id });
  });

  it('posts a comment (200) that the thread then shows', async () => {
    const url = `/incidents/${row.id}/comments?created=${row.created}`;
    const posted = await send('POST', url, { message: 'Checked with the user, =cmd is harmless' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().authorName).toEqual(expect.any(String));
    const thread = (await get(url)).json().comments as { id: string }[];
    expect(thread[thread.length - 1]!.id).toBe(posted.json().id);
    expect((await send('POST', url, { message: '   ' })).statusCode).toBe(400);
  });

  it('sets the exception status of the incident event; another event id is a 404', async () => {
    const url = (eventId: string) => `/incidents/${row.id}/exception-status?eventID=${eventId}&created=${row.created}`;
    const ok = await send('PATCH', url(row.eventId!), { exceptionStatus: 'Pending' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().exceptionRequestStatus).toBe('Pending');
    // Audited in the console's words, never as `exceptionStatus=Pending`.
    const audit = (await get('/audit-logs?search=Exception%20request')).json().results as { description: string }[];
    expect(audit[0]?.description).toMatch(
      new RegExp(`^Exception request Pending( \\([A-Z][a-z ]+\\))? on event ${row.eventId}$`),
    );
    const other = await send('PATCH', url('00000000-0000-0000-0000-000000000000'), { exceptionStatus: 'Approved' });
    expect(other.statusCode).toBe(404);
    expect((await send('PATCH', url(row.eventId!), { exceptionStatus: 'Maybe' })).statusCode).toBe(400);
    const cleared = await send('PATCH', url(row.eventId!), { exceptionStatus: 'None' });
    expect(cleared.json().exceptionRequestStatus).toBeNull();
  });
});

describe('PATCH /incidents/batch', () => {
  it('assigns every incident matching a filter in one audited batch, as many as the count said', async () => {
    const assignees = (await get('/assignees')).json().assignees as { userId: string }[];
    const userId = assignees[0]!.userId;
    const filter = 'severity=low&status=open';
    const expected = (await get(`/incidents/count?${filter}`)).json().totalFilteredIncidents as number;
    const response = await send('PATCH', '/incidents/batch', {
      allMatching: { severity: ['low'], status: ['open'] },
      changes: { assignedTo: userId },
    });
    expect(response.json()).toMatchObject({ updated: expected, state: 'applied' });
    const assigned = (await get(`/incidents/count?${filter}&assignedTo=${userId}`)).json();
    expect(assigned.totalFilteredIncidents).toBe(expected);
    const audit = (await get('/audit-logs?action=Batch update incidents', admin)).json().results;
    expect(audit).toHaveLength(1);
    expect(audit[0].description).toContain(`${expected} incidents updated`);
  });

  it('changes chosen incidents, refuses unknown assignees and unknown fields', async () => {
    const rows = (await get('/incidents?pageSize=3')).json().incidents as Row[];
    const ids = rows.map((row) => ({ id: row.id, created: row.created }));
    const flagged = await send('PATCH', '/incidents/batch', { ids, changes: { flagged: true } });
    expect(flagged.json()).toMatchObject({ updated: 3, count: 3, state: 'applied' });
    const stranger = await send('PATCH', '/incidents/batch', { ids, changes: { assignedTo: 'U-nobody' } });
    expect(stranger.statusCode).toBe(400);
    expect((await send('PATCH', '/incidents/batch', { ids, changes: { title: 'x' } })).statusCode).toBe(400);
  });
});
