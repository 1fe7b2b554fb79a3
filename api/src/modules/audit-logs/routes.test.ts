import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { setWallClock } from '../../testing/wall-clock';

let t: TestApp;
let admin: string;
let analyst: string;
let multi: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
  multi = await t.tokenFor('multi@globex.example');
});
afterAll(() => t.close());

const get = async (url: string, token = admin, tenant = acme) => t.call({ method: 'GET', url, token, tenant });

describe('GET /audit-logs', () => {
  it('answers 100 entries newest first by default with an opaque nextToken', async () => {
    const body = (await get('/audit-logs')).json();
    expect(body.results).toHaveLength(100);
    const created = body.results.map((row: { created: string }) => row.created);
    expect([...created].sort().reverse()).toEqual(created);
    expect(typeof body.nextToken).toBe('string');
  });

  it('pages through every matching entry by keyset without repeats, for any sort', async () => {
    // Each page read is audited: a fixed cutoff keeps those new entries out, as the grid's own cutoff does.
    const cutoff = new Date().toISOString();
    const total = (await get(`/audit-logs/count?cutoff=${cutoff}`)).json().total as number;
    for (const [sortColumn, sortOrder] of [
      ['created', 'desc'],
      ['user', 'asc'],
      ['outcome', 'desc'],
    ]) {
      const seen = new Set<string>();
      let token: string | null = null;
      do {
        const url: string = `/audit-logs?cutoff=${cutoff}&pageSize=97&sortColumn=${sortColumn}&sortOrder=${sortOrder}${token ? `&nextToken=${token}` : ''}`;
        const body = (await get(url)).json();
        for (const row of body.results) seen.add(row.id);
        token = body.nextToken;
      } while (token);
      expect(seen.size).toBe(total);
    }
  });

  it('filters by user, page, action, outcome (repeatable), date range and search; count agrees', async () => {
    const query =
      'page=Policies&page=Lists&outcome=Success&from=2025-12-01T00:00:00Z&to=2026-01-10T00:00:00Z&search=added';
    const rows = (await get(`/audit-logs?pageSize=1000&${query}`)).json().results as {
      page: string;
      created: string;
      description: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['Policies', 'Lists']).toContain(row.page);
      expect(row.created >= '2025-12-01' && row.created <= '2026-01-10').toBe(true);
      expect(row.description.toLowerCase()).toContain('added');
    }
    expect((await get(`/audit-logs/count?${query}`)).json().filtered).toBe(rows.length);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=100000', 'pageSize'],
    ['sortColumn=password', 'sortColumn'],
    ['sortOrder=sideways', 'sortOrder'],
    ['nextToken=not-a-cursor', 'nextToken'],
    ['cutoff=yesterday', 'cutoff'],
    ['from=2025-13-45', 'from'],
    ['unknown=1', 'unknown'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await get(`/audit-logs?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it("names the object an entry acted on: a policy's name, nothing for an unknown id", async () => {
    const policy = (await get('/policies?policyType=protection')).json().policies[0] as {
      policyId: string;
      name: string;
    };
    const gone = '00000000-0000-4000-8000-000000000000';
    for (const [objectId, description] of [
      [policy.policyId, 'object-name-policy'],
      [gone, 'object-name-gone'],
    ]) {
      await t.call({
        method: 'POST',
        url: '/audit-logs',
        token: admin,
        tenant: acme,
        payload: { page: 'Policies', action: 'Update', outcome: 'Success', objectId, description },
      });
    }
    const rows = (await get('/audit-logs?search=object-name-')).json().results as {
      objectId: string;
      objectName: string | null;
      description: string;
    }[];
    const byDescription = new Map(rows.map((row) => [row.description, row]));
    expect(byDescription.get('object-name-policy')).toMatchObject({
      objectId: policy.policyId,
      objectName: policy.name,
    });
    expect(byDescription.get('object-name-gone')).toMatchObject({ objectId: gone, objectName: null });
  });

  it('names a deleted object by the name its entries recorded, marked (deleted), and never from a client entry', async () => {
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.call({ method, url, token: admin, tenant: acme, ...(payload && { payload }) });
    const created = await call('POST', '/lists', { name: 'USB block', listType: 'block', entityType: 'domain' });
    const list = created.json() as { id: string; version: number };
    expect((await call('DELETE', `/lists/${list.id}?version=${list.version}`)).statusCode).toBe(204);
    const gone = '00000000-0000-4000-8000-000000000001';
    await call('POST', '/audit-logs', {
      page: 'Lists',
      action: 'Delete list',
      outcome: 'Success',
      objectId: gone,
      description: 'List "Forged" deleted',
    });
    const named = async (id: string) =>
      ((await get(`/audit-logs?search=${id}`)).json().results as { objectName: string | null }[]).map(
        (row) => row.objectName,
      );
    expect(await named(list.id)).toEqual(['USB block (deleted)', 'USB block (deleted)']);
    expect(await named(gone)).toEqual([null]);
  });

  it('refuses a cursor made for another sort', async () => {
    const token = (await get('/audit-logs?pageSize=5')).json().nextToken;
    const response = await get(`/audit-logs?sortColumn=user&nextToken=${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('nextToken');
  });

  it('clamps a future cutoff to now and excludes entries after a past cutoff', async () => {
    const future = (await get('/audit-logs/count?cutoff=2999-01-01T00:00:00Z')).json();
    const now = (await get('/audit-logs/count')).json();
    expect(future.total).toBe(now.total);
    const past = (await get('/audit-logs/count?cutoff=2025-12-01T00:00:00Z')).json();
    expect(past.total).toBeLessThan(now.total);
  });
});

describe('GET /audit-logs/export', () => {
  it('streams CSV with a header row as an attachment, neutralising formulas', async () => {
    await t.call({
      method: 'POST',
      url: '/audit-logs',
      token: admin,
      tenant: acme,
      payload: { page: 'Lists', action: 'Export', outcome: 'Success', description: '=HYPERLINK("http://evil")' },
    });
    const response = await get('/audit-logs/export?search=hyperlink');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-.+\.csv"$/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Created,User,User ID,Page,Action,Outcome,Object,Object ID,Object Created,Description');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('quotes a value holding a line feed or a carriage return, so it can never start a row', async () => {
    for (const description of ['note\n=2+3', 'note\r=4+5', 'note\r\n+6']) {
      const created = await t.call({
        method: 'POST',
        url: '/audit-logs',
        token: admin,
        tenant: acme,
        payload: { page: 'Lists', action: 'Export', outcome: 'Success', description },
      });
      expect(created.statusCode).toBeLessThan(300);
    }
    const response = await get('/audit-logs/export?search=note');
    const records = parse(response.body, { record_delimiter: '\r\n', bom: true }) as string[][];
    expect(records).toHaveLength(4);
    expect(records.every((record) => record.length === 10)).toBe(true);
    // Intact as stored (the API keeps LF and CRLF; it may normalise other control characters on write). Lists: the
    // export's own entry (under Audit Log) names the search as well.
    const stored = (await get('/audit-logs?search=note&page=Lists'))
      .json()
      .results.map((entry: { description: string }) => entry.description);
    expect(records.slice(1).map((record) => record[9])).toEqual(stored);
    expect(records.slice(1).map((record) => record[9])).toContain('note\n=2+3');
    expect(records.slice(1).every((record) => /^\d{4}-/.test(record[0]!))).toBe(true);
  });

  it('exports as many rows as the count, in batches', async () => {
    // Counted first: the export's own entry may fall within the cutoff (the database's clock is not the API's), and
    // is counted once it exists, but never exported.
    const cutoff = new Date().toISOString();
    const count = (await get(`/audit-logs/count?cutoff=${cutoff}`)).json().total;
    const response = await get(`/audit-logs/export?cutoff=${cutoff}`);
    expect(parse(response.body, { record_delimiter: '\r\n', bom: true })).toHaveLength(count + 1);
  });

  it('leaves out its own entry by id, not by time: every other entry up to the cutoff is exported', async () => {
    // The API's clock a minute ahead of the database's: an entry timed at the cutoff, after the export's own entry,
    // is within the cutoff, so it is counted and exported.
    const cutoff = new Date(Date.now() + 60_000).toISOString();
    await withTenant(t.database, acme, (tx) =>
      tx.execute(sql`INSERT INTO audit_logs (tenant_id, dashboard_user_id, user_identifier, page, action, outcome,
          description, created)
        VALUES (${acme}, 'U-skew', 'skew@acme.example', 'Lists', 'Create', 'Success', 'clock-skew', ${cutoff})`),
    );
    setWallClock(Date.parse(cutoff));
    try {
      const count = (await get(`/audit-logs/count?cutoff=${cutoff}`)).json().total as number;
      const records = parse((await get(`/audit-logs/export?cutoff=${cutoff}`)).body, {
        record_delimiter: '\r\n',
        bom: true,
      }) as string[][];
      expect(records.map((record) => record[9])).toContain('clock-skew');
      expect(records.slice(1)).toHaveLength(count);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('audited reads', () => {
  type Entry = { user: string; page: string; action: string; outcome: string; description: string };
  const newest = async () =>
    (await get('/audit-logs?pageSize=1', multi, 'globex')).json().results[0] as Entry | undefined;

  it('writes an entry for each page read, naming the reader and the filters', async () => {
    const read = await get('/audit-logs?pageSize=1&outcome=Failure&outcome=Success&search=list', multi, 'globex');
    expect(read.statusCode).toBe(200);
    const shown = read.json().results.length;
    expect(await newest()).toMatchObject({
      page: 'Audit Log',
      action: 'View',
      outcome: 'Success',
      description: `Read ${shown} audit entries; filters: outcome=Failure,Success; search=list`,
    });
    const filters = 'outcome=Failure&outcome=Success&search=list';
    await get(`/audit-logs?pageSize=1&${filters}&nextToken=${read.json().nextToken}`, multi, 'globex');
    expect((await newest())?.description).toMatch(
      /^Read \d+ audit entries \(a further page\); filters: outcome=Failure,Success; search=list$/,
    );
  });

  it('writes an entry for an export, and none for a count', async () => {
    await get('/audit-logs/export?page=Lists', multi, 'globex');
    const exported = await newest();
    expect(exported).toMatchObject({
      page: 'Audit Log',
      action: 'Export',
      description: 'Exported audit entries as CSV; filters: page=Lists',
    });
    const before = (await get('/audit-logs/count', multi, 'globex')).json().total;
    expect((await get('/audit-logs/count', multi, 'globex')).json().total).toBe(before);
  });

  it('records the read in the tenant read, never in another', async () => {
    const globex = (await get('/audit-logs/count', multi, 'globex')).json().total;
    await get('/audit-logs?pageSize=1', admin, acme);
    expect((await get('/audit-logs/count', multi, 'globex')).json().total).toBe(globex);
  });
});

describe('POST /audit-logs', () => {
  it('records the authenticated user whatever dashboardUserId the body carries', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/audit-logs',
      token: analyst,
      tenant: acme,
      payload: {
        page: 'Login',
        action: 'Logon',
        outcome: 'Success',
        dashboardUserId: 'U-someone-else',
        description: 'probe-1',
      },
    });
    expect(response.statusCode).toBe(204);
    const [row] = (await get('/audit-logs?search=probe-1')).json().results;
    expect(row.user).toBe('Sam Patel');
    expect(row.dashboardUserId).not.toBe('U-someone-else');
  });

  it('refuses unknown fields and missing ones', async () => {
    for (const payload of [{ page: 'Login', action: 'Logon', outcome: 'Success', admin: true }, { page: 'Login' }]) {
      const response = await t.call({ method: 'POST', url: '/audit-logs', token: admin, tenant: acme, payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('records an entry without Tenant-Id in every tenant of the session', async () => {
    const payload = { page: 'Login', action: 'Logoff', outcome: 'Success', description: 'probe-2' };
    expect((await t.call({ method: 'POST', url: '/audit-logs', token: multi, tenant: '', payload })).statusCode).toBe(
      204,
    );
    for (const tenant of ['globex', 'initech']) {
      expect((await get('/audit-logs/count?search=probe-2', multi, tenant)).json().filtered).toBe(1);
    }
  });
});

describe('feature flags', () => {
  it('lets a Tenant Admin override a flag, audited in the same tenant; an analyst cannot', async () => {
    const put = (token: string) =>
      t.call({
        method: 'PUT',
        url: '/feature-flags/DISPLAY_AI_POSTURE_PAGE',
        token,
        tenant: acme,
        payload: { value: false },
      });
    expect((await put(analyst)).statusCode).toBe(403);
    const response = await put(admin);
    expect(response.json().flags.DISPLAY_AI_POSTURE_PAGE).toBe(false);
    expect((await get('/audit-logs?action=Update%20feature%20flag')).json().results[0].objectId).toBe(
      'DISPLAY_AI_POSTURE_PAGE',
    );
    const reset = await t.call({
      method: 'DELETE',
      url: '/feature-flags/DISPLAY_AI_POSTURE_PAGE',
      token: admin,
      tenant: acme,
    });
    expect(reset.json()).toMatchObject({ flags: { DISPLAY_AI_POSTURE_PAGE: true }, overrides: {} });
  });
});
