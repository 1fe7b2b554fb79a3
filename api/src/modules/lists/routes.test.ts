import { CANARY } from '../../testing/canaries';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { GLOBEX_CANARY_LIST } from './list-canaries';

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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin, headers?: Record<string, string>) =>
  t.call({ method, url, token, tenant: acme, ...(payload && { payload }), ...(headers && { headers }) });

async function create(name: string, newItems: string[] = [], entityType = 'domain') {
  const response = await call('POST', '/lists', { name, listType: 'block', entityType, newItems });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; version: number; itemCount: number; name: string };
}

const values = async (id: string, query = '') =>
  ((await call('GET', `/lists/${id}?pageSize=1000${query}`)).json().items as { value: string }[]).map((i) => i.value);

const auditOf = async (id: string) =>
  (await call('GET', `/audit-logs?search=${id}&pageSize=100`)).json().results as { page: string; action: string }[];

describe('lists', () => {
  it('GET /lists answers the demo lists with counts, filtered by entity type and search', async () => {
    const all = (await call('GET', '/lists', undefined, analyst)).json().lists;
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), listType: expect.any(String), itemCount: expect.any(Number) }),
    );
    const domains = (await call('GET', '/lists?entityType=domain')).json().lists as { entityType: string }[];
    expect(domains.length).toBeGreaterThan(0);
    for (const list of domains) expect(list.entityType).toBe('domain');
    const found = (await call('GET', '/lists?search=FILE-SHARING')).json().lists;
    expect(found.map((list: { name: string }) => list.name)).toEqual(['Blocked file-sharing sites']);
    expect((await call('GET', '/lists?entityType=planet')).statusCode).toBe(400);
  });

  it('POST creates a list with normalised, de-duplicated items and audits it under Lists', async () => {
    const list = await create('Created by test', ['Example.COM', 'example.com', ' b.example.org '], 'domain');
    expect(list.itemCount).toBe(2);
    expect(await values(list.id)).toEqual(['b.example.org', 'example.com']);
    expect(await auditOf(list.id)).toEqual([expect.objectContaining({ page: 'Lists', action: 'Create list' })]);
    const again = await call('POST', '/lists', { name: 'Created by test', listType: 'allow', entityType: 'domain' });
    expect(again.statusCode).toBe(409);
  });

  it('POST refuses an invalid item, naming it, and creates nothing', async () => {
    const response = await call('POST', '/lists', {
      name: 'Never created',
      listType: 'block',
      entityType: 'domain',
      newItems: ['fine.example', 'not a domain'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain("'not a domain' is not a domain");
    expect(response.json().errors[0]).toMatchObject({ field: 'newItems/1' });
    expect((await call('GET', '/lists?search=never created')).json().lists).toEqual([]);
  });

  it.each([
    ['an empty name', { name: '', listType: 'block', entityType: 'domain' }],
    ['a name of 101 characters', { name: 'x'.repeat(101), listType: 'block', entityType: 'domain' }],
    ['an unknown list type', { name: 'ok', listType: 'maybe', entityType: 'domain' }],
    ['an unknown field', { name: 'ok', listType: 'block', entityType: 'domain', extra: 1 }],
    [
      '10,001 items',
      { name: 'ok', listType: 'block', entityType: 'domain', newItems: Array(10_001).fill('a.example') },
    ],
  ])('POST refuses %s with problem details', async (_label, payload) => {
    const response = await call('POST', '/lists', payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('GET /lists/{ID} pages items on the server in value order and searches them', async () => {
    const items = Array.from({ length: 250 }, (_, n) => `host-${String(n).padStart(3, '0')}.example`);
    const list = await create('Paged', items);
    const first = (await call('GET', `/lists/${list.id}`)).json();
    expect(first.items).toHaveLength(100);
    expect(first.list).toMatchObject({ id: list.id, itemCount: 250 });
    const seen = first.items.map((item: { value: string }) => item.value);
    let token: string | null = first.nextToken;
    while (token) {
      const page = (await call('GET', `/lists/${list.id}?nextToken=${encodeURIComponent(token)}`)).json();
      seen.push(...page.items.map((item: { value: string }) => item.value));
      token = page.nextToken;
    }
    expect(seen).toEqual(items);
    const found = (await call('GET', `/lists/${list.id}?search=HOST-12`)).json();
    expect(found.matchingItems).toBe(10);
    expect(found.items.map((item: { value: string }) => item.value)).toEqual(items.slice(120, 130));
    expect((await call('GET', `/lists/${list.id}?nextToken=garbage`)).statusCode).toBe(400);
  });

  it('PATCH adds, deletes, modifies and renames in one save with one audit entry', async () => {
    const list = await create('To patch', ['a.example', 'b.example', 'c.example']);
    const response = await call('PATCH', `/lists/${list.id}`, {
      name: 'Patched',
      newItems: ['d.example', 'a.example'],
      deleteItems: ['b.example'],
      modifyItems: [{ from: 'c.example', to: 'C2.example' }],
      version: list.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Patched', version: list.version + 1, itemCount: 3 });
    expect(response.headers.etag).toBe(`"${list.version + 1}"`);
    expect(await values(list.id)).toEqual(['a.example', 'c2.example', 'd.example']);
    const audit = await auditOf(list.id);
    expect(audit.filter((entry) => entry.action === 'Update list')).toHaveLength(1);
  });

  it('PATCH with one invalid item, a missing value or a clashing modification changes nothing', async () => {
    const list = await create('Atomic', ['a.example', 'b.example']);
    const bad = [
      { newItems: ['ok.example', 'not a domain'], deleteItems: ['a.example'], name: 'Renamed' },
      { deleteItems: ['a.example', 'missing.example'] },
      { modifyItems: [{ from: 'a.example', to: 'b.example' }], newItems: ['z.example'] },
      { deleteItems: ['a.example'], modifyItems: [{ from: 'a.example', to: 'q.example' }] },
    ];
    for (const payload of bad) {
      const response = await call('PATCH', `/lists/${list.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const after = (await call('GET', `/lists/${list.id}`)).json();
    expect(after.list).toMatchObject({ name: 'Atomic', version: list.version });
    expect(after.items.map((item: { value: string }) => item.value)).toEqual(['a.example', 'b.example']);
    expect((await auditOf(list.id)).filter((entry) => entry.action === 'Update list')).toEqual([]);
  });

  it('PATCH swaps two values by modification, and refuses more than 10,000 changes', async () => {
    const list = await create('Swap', ['a.example', 'b.example']);
    const swap = [
      { from: 'a.example', to: 'b.example' },
      { from: 'b.example', to: 'a.example' },
    ];
    expect((await call('PATCH', `/lists/${list.id}`, { modifyItems: swap })).statusCode).toBe(200);
    expect(await values(list.id)).toEqual(['a.example', 'b.example']);
    const tooMany = { newItems: Array(6000).fill('x.example'), deleteItems: Array(5000).fill('y.example') };
    const response = await call('PATCH', `/lists/${list.id}`, tooMany);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('at most 10000');
  });

  it('PATCH and DELETE answer 412 for a stale version (body, query or If-Match)', async () => {
    const list = await create('Stale', ['a.example']);
    expect((await call('PATCH', `/lists/${list.id}`, { newItems: ['b.example'] })).statusCode).toBe(200);
    const stale = await call('PATCH', `/lists/${list.id}`, { newItems: ['c.example'], version: list.version });
    expect(stale.statusCode).toBe(412);
    const header = await call('PATCH', `/lists/${list.id}`, { name: 'Stale 2' }, admin, { 'if-match': '"1"' });
    expect(header.statusCode).toBe(412);
    expect((await call('DELETE', `/lists/${list.id}?version=1`)).statusCode).toBe(412);
    expect(await values(list.id)).toEqual(['a.example', 'b.example']);
  });

  it('DELETE removes a list, audited; a list a policy uses answers 409 naming the policy', async () => {
    const list = await create('To delete', ['a.example']);
    expect((await call('DELETE', `/lists/${list.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/lists/${list.id}`)).statusCode).toBe(404);
    expect((await auditOf(list.id)).map((entry) => entry.action)).toContain('Delete list');
    const used = (await call('GET', '/lists?search=Sanctioned AI')).json().lists as { id: string; name: string }[];
    const sanctioned = used.find((entry) => entry.name === 'Sanctioned AI services')!;
    const refused = await call('DELETE', `/lists/${sanctioned.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('"Block source code to unsanctioned AI"');
    expect((await call('GET', `/lists/${sanctioned.id}`)).statusCode).toBe(200);
  });

  it('writes are for Tenant Admins; an analyst reads', async () => {
    const list = await create('Admin only');
    expect((await call('GET', `/lists/${list.id}`, undefined, analyst)).statusCode).toBe(200);
    expect((await call('PATCH', `/lists/${list.id}`, { name: 'x' }, analyst)).statusCode).toBe(403);
    expect((await call('DELETE', `/lists/${list.id}`, undefined, analyst)).statusCode).toBe(403);
    const post = await call('POST', '/lists', { name: 'x', listType: 'allow', entityType: 'domain' }, analyst);
    expect(post.statusCode).toBe(403);
  });

  it("answers another tenant's list as missing (404) and never changes it", async () => {
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'stolen' }], ['DELETE']] as const) {
      const response = await call(method, `/lists/${GLOBEX_CANARY_LIST}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(CANARY);
    }
    const globex = await t.call({ method: 'GET', url: `/lists/${GLOBEX_CANARY_LIST}`, token: multi, tenant: 'globex' });
    expect(globex.json().list.name).toBe(`${CANARY} list`);
  });
});

describe('the users-and-groups search (GET /lists/users)', () => {
  it('answers the tenant members and groups, each with userOrGroupType, at most pageSize', async () => {
    const all = (await call('GET', '/lists/users', undefined, analyst)).json().usersAndGroups;
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(100);
    const kinds = new Set(all.map((entry: { userOrGroupType: string }) => entry.userOrGroupType));
    expect(kinds).toEqual(new Set(['user', 'group']));
    const users = (await call('GET', '/lists/users?userOrGroupType=user&search=ADMIN@acme')).json().usersAndGroups;
    expect(users).toEqual([expect.objectContaining({ value: 'admin@acme.example', userOrGroupType: 'user' })]);
    // Groups are the SCIM directory's (the demo data provisions them through the SCIM service), not roles.
    expect((await call('GET', '/lists/users?userOrGroupType=group&search=analyst')).json().usersAndGroups).toEqual([]);
    const groups = (await call('GET', '/lists/users?userOrGroupType=group&search=security')).json().usersAndGroups;
    expect(groups).toEqual([
      expect.objectContaining({ name: 'Security Operations', value: 'Security Operations', userOrGroupType: 'group' }),
    ]);
    expect((await call('GET', '/lists/users?pageSize=1')).json().usersAndGroups).toHaveLength(1);
    expect((await call('GET', '/lists/users?pageSize=101')).statusCode).toBe(400);
  });
});
