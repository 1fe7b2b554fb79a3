import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../../testing/query-rows';
import { withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let analyst: string;
let admin: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
  admin = await t.tokenFor('admin@acme.example');
});
afterAll(() => t.close());

const get = (url: string, token = analyst) => t.call({ method: 'GET', url, token, tenant: acme });

describe('filter options', () => {
  it.each([
    'hostname',
    'username',
    'source-name',
    'destination',
    'mip-label',
    'policy-name',
    'content-category',
    'egress-channel',
    'data-type',
  ])('/filters/%s-options answers { options: [{ value, label }] }, at most 100, narrowed by search', async (name) => {
    const all = (await get(`/filters/${name}-options`)).json().options as { value: string; label: string }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(100);
    expect(all[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
    const term = all[0]!.value.slice(1, 4).toUpperCase();
    const narrowed = (await get(`/filters/${name}-options?search=${encodeURIComponent(term)}`)).json().options;
    expect(narrowed.length).toBeGreaterThan(0);
    for (const option of narrowed) expect(option.value.toLowerCase()).toContain(term.toLowerCase());
  });

  it.each([
    ['source-name', 'source'],
    ['mip-label', 'mip_label'],
    ['policy-name', 'policy_name'],
    ['egress-channel', 'egress_channel'],
    ['content-category', 'content_category'],
    ['data-type', 'unnest(data_types)'],
  ])("/filters/%s-options lists exactly the tenant's distinct non-empty values of %s", async (name, column) => {
    const truth = await withTenant(t.database, acme, (tx) =>
      uncheckedRows<{ value: string }>(
        tx,
        sql`SELECT DISTINCT value FROM (SELECT ${sql.raw(column)} AS value FROM egress_events) AS e WHERE value <> ''`,
      ),
    );
    expect(truth.length).toBeLessThanOrEqual(100);
    const options = (await get(`/filters/${name}-options`)).json().options as { value: string }[];
    expect(options.map((option) => option.value).sort()).toEqual(truth.map((row) => row.value).sort());
  });

  it('hostname options filter the incident list to incidents of those hosts', async () => {
    const [option] = (await get('/filters/hostname-options?search=acme')).json().options;
    const rows = (await get(`/incidents?hostname=${encodeURIComponent(option.value)}`)).json().incidents;
    for (const row of rows) expect(row.hostname).toBe(option.value);
  });

  it('data type options are single data types that filter the incident list', async () => {
    const options = (await get('/filters/data-type-options')).json().options as { value: string }[];
    for (const option of options) expect(option.value).not.toMatch(/[{},]/);
    const [first] = options;
    const rows = (await get(`/incidents?dataType=${encodeURIComponent(first!.value)}`)).json().incidents;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.dataTypes).toContain(first!.value);
  });

  it('assignee options start with Unassigned and list the tenant members', async () => {
    const options = (await get('/filters/assignee-options')).json().options;
    expect(options[0]).toEqual({ value: 'unassigned', label: 'Unassigned' });
    const assignees = (await get('/assignees')).json().assignees as { userId: string }[];
    expect(
      options
        .slice(1)
        .map((option: { value: string }) => option.value)
        .sort(),
    ).toEqual(assignees.map((assignee) => assignee.userId).sort());
    const unassigned = (await get('/incidents/count?assignedTo=unassigned')).json();
    expect(unassigned.totalFilteredIncidents).toBeGreaterThan(0);
  });
});

describe('audit-log filter options', () => {
  const values = async (url: string) =>
    ((await get(url)).json().options as { value: string; label: string }[]).map((option) => option.value);

  it.each(['user', 'page', 'action'])(
    '/filters/audit-%s-options answers every distinct value of the tenant once, sorted, and each filters the log',
    async (name) => {
      const all = await values(`/filters/audit-${name}-options`);
      expect(all.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(all.length);
      expect([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(all);
      const value = all[0]!;
      const filtered = (await get(`/audit-logs?${name}=${encodeURIComponent(value)}&pageSize=1000`)).json().results;
      expect(filtered.length).toBeGreaterThan(0);
      for (const row of filtered) expect(row[name]).toBe(value);
    },
  );

  it("finds what a user wrote: a saved filter's action and page appear, narrowed by search", async () => {
    const payload = { name: 'For the options', grid: 'incidents', query: { severity: ['high'] } };
    expect(
      (await t.call({ method: 'PUT', url: '/filters/for-options', token: analyst, tenant: acme, payload })).statusCode,
    ).toBe(200);
    expect(await values('/filters/audit-action-options?search=SAVE')).toEqual(['Save filter']);
    expect(await values('/filters/audit-page-options?search=incid')).toEqual(['Incidents']);
    expect(await values('/filters/audit-user-options?search=zz-no-such-user')).toEqual([]);
  });
});

describe('saved filters', () => {
  it('PUT /filters/{filterID} saves a named filter for its user only; audited', async () => {
    const body = { name: 'My open highs', grid: 'incidents', query: { severity: ['high'], status: ['open'] } };
    const saved = await t.call({
      method: 'PUT',
      url: '/filters/open-highs',
      token: analyst,
      tenant: acme,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: 'open-highs', ...body });
    expect((await get('/filters?grid=incidents')).json().filters).toContainEqual(saved.json());
    const adminFilters = (await get('/filters', admin)).json().filters as { id: string }[];
    expect(adminFilters.map((filter) => filter.id)).not.toContain('open-highs');
    const bad = await t.call({
      method: 'PUT',
      url: '/filters/x',
      token: analyst,
      tenant: acme,
      payload: { ...body, extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const audit = (await get('/audit-logs?action=Save filter', admin)).json().results;
    expect(audit[0].objectId).toBe('open-highs');
  });

  it('shares a filter with the tenant: colleagues list and open it, only its owner changes it', async () => {
    const put = (id: string, payload: object, token: string) =>
      t.call({ method: 'PUT', url: `/filters/${id}`, token, tenant: acme, payload });
    const view = { name: 'Blocked uploads', grid: 'egress-events', query: { egressChannel: ['File upload'] } };
    const shared = await put('blocked-uploads', { ...view, shared: true }, analyst);
    expect(shared.json()).toMatchObject({ id: 'blocked-uploads', shared: true, mine: true });
    expect((await put('my-private', { ...view, name: 'Private one' }, analyst)).json().shared).toBe(false);

    const seen = (await get('/filters?grid=egress-events', admin)).json().filters as Record<string, unknown>[];
    expect(seen).toContainEqual({ ...shared.json(), mine: false });
    expect(seen.map((filter) => filter.name)).not.toContain('Private one');
    expect(String(seen.find((filter) => filter.id === 'blocked-uploads')?.ownerName)).not.toBe('');

    // The admin saving the same id saves their own; the analyst's stays as it was.
    await put('blocked-uploads', { ...view, name: 'Admin copy' }, admin);
    const analystView = (await get('/filters?grid=egress-events')).json().filters as Record<string, unknown>[];
    expect(analystView.filter((filter) => filter.mine).map((filter) => filter.name)).toEqual([
      'Blocked uploads',
      'Private one',
    ]);
    expect(analystView.map((filter) => filter.name)).not.toContain('Admin copy');
    const audit = (await get('/audit-logs?action=Save filter', admin)).json().results;
    expect(audit.map((entry: { description: string }) => entry.description)).toContainEqual(
      expect.stringContaining('shared with the tenant'),
    );
  });
});
