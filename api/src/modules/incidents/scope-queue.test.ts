import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// The cross-tenant queue (issue 31, item 2; api/README.md, "The cross-tenant queue"). Noor Okafor (msp@) is Analyst of
// Initech and Tenant Group Admin of "Northwind managed" (Globex, Initech): over All tenants she reads those two and
// nothing of Acme, the third, through every route; a platform admin reads all three.

const ACME_MARKER = 'acme-only-queue-marker-5e1d';
const TWIN_MARKER = 'twin-queue-marker-8c2b';
/** One incident id in Globex and in Initech (ids are unique per tenant only), and in Acme. */
const TWIN_ID = '7a7a7a7a-0000-4000-8000-00000000f00d';
const TWIN_CREATED = '2026-11-01T10:00:00.000Z';

let t: TestApp;
let noor: string;
let root: string;
let acmeAdmin: string;

async function seedIncident(tenantId: string, id: string, title: string) {
  await withTenant(t.database, tenantId, (tx) =>
    tx.execute(sql`INSERT INTO incidents (tenant_id, id, created, title, severity, status, hostname, username, source,
        destination, egress_channel, content_category, policy_verdict)
      VALUES (${tenantId}, ${id}::uuid, ${TWIN_CREATED}::timestamptz, ${title}, 'high', 'open', 'host', 'user',
        'Desktop', 'example.com', 'Web', 'Other', 'BLOCK')`),
  );
}

interface Row {
  id: string;
  tenantId: string;
  title: string;
  flagged: boolean;
}
interface Page {
  incidents: Row[];
  nextToken: string | null;
}

async function get(token: string, tenant: string, url: string) {
  return t.call({ method: 'GET', url, token, tenant });
}

/** Every row of the listing over `tenant`, page by page (pages of `pageSize`, each from the last one's cursor). */
async function walk(token: string, tenant: string, query: string, pageSize = 7): Promise<Row[]> {
  const rows: Row[] = [];
  let nextToken: string | null = null;
  do {
    const cursor: string = nextToken ? `&nextToken=${encodeURIComponent(nextToken)}` : '';
    const response = await get(token, tenant, `/incidents?pageSize=${pageSize}${query}${cursor}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    rows.push(...page.incidents);
    nextToken = page.nextToken;
  } while (nextToken);
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  noor = await t.tokenFor('msp@platform.example');
  root = await t.tokenFor('root@platform.example');
  acmeAdmin = await t.tokenFor('admin@acme.example');
  await seedIncident('acme-corp', '7a7a7a7a-0000-4000-8000-00000000ac01', `Exfil ${ACME_MARKER}`);
  for (const tenantId of ['globex', 'initech', 'acme-corp'])
    await seedIncident(tenantId, TWIN_ID, `Twin ${TWIN_MARKER}`);
  for (const [tenantId, value] of [
    ['acme-corp', `${ACME_MARKER}-user`],
    ['globex', `${TWIN_MARKER}-globex-user`],
    ['initech', `${TWIN_MARKER}-initech-user`],
  ] as const)
    await withTenant(t.database, tenantId, (tx) =>
      tx.execute(
        sql`INSERT INTO egress_filter_options (tenant_id, kind, value) VALUES (${tenantId}, 'username', ${value})`,
      ),
    );
});
afterAll(() => t.close());

describe('the incidents listing over All tenants', () => {
  it("reads a Tenant Group Admin's two tenants and none of a third, page by page, with rows naming their tenant", async () => {
    const rows = await walk(noor, '*', '&sortColumn=created&sortOrder=desc');
    const tenants = new Set(rows.map((row) => row.tenantId));
    expect([...tenants].sort()).toEqual(['globex', 'initech']);
    expect(JSON.stringify(rows)).not.toContain(ACME_MARKER);
    // Each row once, the twin ids of both tenants included (the tenant breaks the keyset's tie).
    const keys = rows.map((row) => `${row.tenantId}/${row.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key.endsWith(TWIN_ID)).sort()).toEqual([`globex/${TWIN_ID}`, `initech/${TWIN_ID}`]);
    // The same rows as each tenant's own list, read by a platform admin one tenant at a time.
    const own = [...(await walk(root, 'globex', '', 1000)), ...(await walk(root, 'initech', '', 1000))];
    expect(keys.sort()).toEqual(own.map((row) => `${row.tenantId}/${row.id}`).sort());
    // A one-tenant list names its tenant too.
    expect(new Set(own.map((row) => row.tenantId))).toEqual(new Set(['globex', 'initech']));

    const counted = (await get(noor, '*', '/incidents/count')).json<{ totalFilteredIncidents: number }>();
    expect(counted.totalFilteredIncidents).toBe(rows.length);
    const perTenant = (await get(noor, '*', '/incidents/tenant-counts')).json<{
      tenants: { tenantId: string; count: number; approximate: boolean }[];
    }>();
    expect(perTenant.tenants.map((row) => row.tenantId)).toEqual(['globex', 'initech']);
    for (const row of perTenant.tenants) {
      expect(row).toEqual({
        tenantId: row.tenantId,
        count: rows.filter((item) => item.tenantId === row.tenantId).length,
        approximate: false,
      });
    }
  });

  it('keeps the order of a sort across tenants, each tenant walking its own index', async () => {
    const rows = await walk(noor, '*', '&sortColumn=severity&sortOrder=asc', 5);
    const all = await walk(noor, '*', '&sortColumn=severity&sortOrder=asc', 1000);
    expect(rows.map((row) => `${row.tenantId}/${row.id}`)).toEqual(all.map((row) => `${row.tenantId}/${row.id}`));
  });

  it('finds nothing of the third tenant through search, the tenant filter, counts, tenant counts and the export', async () => {
    const searched = await get(noor, '*', `/incidents?search=${ACME_MARKER}`);
    expect(searched.json<Page>().incidents).toEqual([]);
    expect((await get(root, '*', `/incidents?search=${ACME_MARKER}`)).json<Page>().incidents).toHaveLength(1);

    const filtered = await get(noor, '*', '/incidents?tenant=acme-corp&pageSize=1000');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json<Page>().incidents).toEqual([]);
    const filteredCount = await get(noor, '*', '/incidents/count?tenant=acme-corp');
    expect(filteredCount.json()).toEqual({ totalIncidents: 0, totalFilteredIncidents: 0 });
    const twins = await walk(noor, '*', `&search=${TWIN_MARKER}&tenant=initech&tenant=acme-corp`);
    expect(twins.map((row) => row.tenantId)).toEqual(['initech']);

    const counts = await get(noor, '*', `/incidents/tenant-counts?search=${TWIN_MARKER}`);
    expect(counts.json()).toEqual({
      tenants: [
        { tenantId: 'globex', count: 1, approximate: false },
        { tenantId: 'initech', count: 1, approximate: false },
      ],
    });
    const rootCounts = await get(root, '*', `/incidents/tenant-counts?search=${TWIN_MARKER}&tenant=globex`);
    expect(rootCounts.json()).toEqual({
      tenants: [
        { tenantId: 'acme-corp', count: 0, approximate: false },
        { tenantId: 'globex', count: 1, approximate: false },
        { tenantId: 'initech', count: 0, approximate: false },
      ],
    });

    const exported = await get(noor, '*', '/incidents/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(ACME_MARKER);
    expect(exported.body.split(TWIN_MARKER)).toHaveLength(3);
    const all = await walk(noor, '*', '', 1000);
    expect(exported.body.trimEnd().split('\r\n')).toHaveLength(all.length + 1);
    expect((await get(root, '*', '/incidents/export')).body).toContain(ACME_MARKER);
  });

  it("reads a replayed cursor in the replaying user's scope: a platform admin's cursor shows Noor none of Acme", async () => {
    const first = (await get(root, '*', `/incidents?pageSize=2&search=${TWIN_MARKER}`)).json<Page>();
    expect(first.incidents.map((row) => row.tenantId)).toHaveLength(2);
    expect(first.nextToken).not.toBeNull();
    const replayed = await get(
      noor,
      '*',
      `/incidents?pageSize=1000&search=${TWIN_MARKER}&nextToken=${encodeURIComponent(first.nextToken!)}`,
    );
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json<Page>().incidents.map((row) => row.tenantId)).not.toContain('acme-corp');
    const rest = (
      await get(
        root,
        '*',
        `/incidents?pageSize=1000&search=${TWIN_MARKER}&nextToken=${encodeURIComponent(first.nextToken!)}`,
      )
    ).json<Page>();
    expect([...first.incidents, ...rest.incidents].map((row) => row.tenantId).sort()).toEqual([
      'acme-corp',
      'globex',
      'initech',
    ]);
  });

  it('answers 403 over All tenants to a user without a scope, and 400 to a tenant filter with one tenant', async () => {
    for (const url of ['/incidents', '/incidents/count', '/incidents/export', '/incidents/tenant-counts']) {
      expect((await get(acmeAdmin, '*', url)).statusCode).toBe(403);
    }
    const one = await get(root, 'globex', '/incidents?tenant=globex');
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ errors: [{ field: 'tenant' }] });
  });

  it('answers 400 to Tenant-Id * on a route that reads one tenant (the incident, its batches, the device options)', async () => {
    for (const url of [
      `/incidents/${TWIN_ID}?created=${TWIN_CREATED}`,
      '/incidents/batches',
      '/filters/device-os-options',
    ]) {
      const response = await get(noor, '*', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toMatchObject({ detail: 'This route reads one tenant at a time: name it in Tenant-Id' });
    }
  });
});

describe('the dashboard over All tenants', () => {
  it("sums the scope's tenants' widgets, none of a third", async () => {
    const range = 'rangeStart=2026-10-01T00:07:00.000Z&rangeEnd=2026-11-30T10:31:00.000Z&timezone=Europe/Berlin';
    const url = `/dashboard/aggregated-incidents?${range}`;
    const totalOf = async (token: string, tenant: string) => {
      const response = await get(token, tenant, url);
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number }>().total;
    };
    const [all, globex, initech, acme] = [
      await totalOf(noor, '*'),
      await totalOf(root, 'globex'),
      await totalOf(root, 'initech'),
      await totalOf(root, 'acme-corp'),
    ];
    expect(all).toBe(globex + initech);
    expect(acme).toBeGreaterThan(0);
    expect(await totalOf(root, '*')).toBe(globex + initech + acme);
    expect((await get(acmeAdmin, '*', url)).statusCode).toBe(403);
  });
});

describe('opening an incident in its own tenant', () => {
  it("admits a Tenant Group Admin into their scope's tenants as a Tenant Admin, keeps a member's own roles, refuses others", async () => {
    const url = `/incidents/${TWIN_ID}?created=${TWIN_CREATED}`;
    expect((await get(noor, 'globex', url)).statusCode).toBe(200);
    expect((await get(noor, 'initech', url)).statusCode).toBe(200);
    expect((await get(noor, 'acme-corp', url)).statusCode).toBe(403);
    const patched = await t.call({ method: 'PATCH', url, token: noor, tenant: 'globex', payload: { flagged: true } });
    expect(patched.statusCode).toBe(200);
    // Tenant Admin rights in Globex (admitted), an Analyst's in Initech (her own membership).
    expect((await get(noor, 'globex', '/outbox')).statusCode).toBe(200);
    expect((await get(noor, 'initech', '/outbox')).statusCode).toBe(403);
  });
});

describe('filter options and assignees over All tenants', () => {
  interface Option {
    value: string;
    label: string;
  }
  const optionsOf = async (token: string, tenant: string, url: string) => {
    const response = await get(token, tenant, url);
    expect({ url, tenant, status: response.statusCode }).toEqual({ url, tenant, status: 200 });
    return response.json<{ options: Option[] }>().options;
  };
  const assigneesOf = async (token: string, tenant: string, query = '') => {
    const response = await get(token, tenant, `/assignees${query}`);
    expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
    return response.json<{ assignees: { userId: string }[] }>().assignees.map((assignee) => assignee.userId);
  };

  it("lists the values of the scope's tenants, each once, none of a third", async () => {
    const search = `?search=${TWIN_MARKER}`;
    const scoped = await optionsOf(noor, '*', `/filters/username-options${search}`);
    expect(scoped.map((option) => option.value).sort()).toEqual([
      `${TWIN_MARKER}-globex-user`,
      `${TWIN_MARKER}-initech-user`,
    ]);
    expect(await optionsOf(noor, '*', `/filters/username-options?search=${ACME_MARKER}`)).toEqual([]);
    expect(await optionsOf(root, '*', `/filters/username-options?search=${ACME_MARKER}`)).toEqual([
      { value: `${ACME_MARKER}-user`, label: `${ACME_MARKER}-user` },
    ]);
    // Every option endpoint of the grid: values of the union of each tenant's own answer, each once, as many as it has
    // up to the 100 shown (one order over every tenant, so the first 100 of the union are among each tenant's first).
    for (const name of ['hostname', 'destination', 'egress-channel', 'data-type', 'assignee']) {
      const url = `/filters/${name}-options`;
      const [globex, initech] = [await optionsOf(root, 'globex', url), await optionsOf(root, 'initech', url)];
      const expected = new Set([...globex, ...initech].map((option) => option.value));
      const values = (await optionsOf(noor, '*', url)).map((option) => option.value);
      expect({ name, once: new Set(values).size, count: values.length }).toEqual({
        name,
        once: values.length,
        count: Math.min(100, expected.size),
      });
      expect({ name, outside: values.filter((value) => !expected.has(value)) }).toEqual({ name, outside: [] });
    }
    expect((await get(acmeAdmin, '*', '/filters/username-options')).statusCode).toBe(403);
  });

  it('lists the users of every tenant concerned as assignees, and refuses a tenant outside the scope', async () => {
    const [globex, initech] = [await assigneesOf(root, 'globex'), await assigneesOf(root, 'initech')];
    const both = globex.filter((userId) => initech.includes(userId));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(globex.length);
    expect(await assigneesOf(noor, '*')).toEqual(both);
    expect(await assigneesOf(noor, '*', '?tenant=initech&tenant=globex')).toEqual(both);
    expect(await assigneesOf(noor, '*', '?tenant=globex')).toEqual(globex);
    const outside = await get(noor, '*', '/assignees?tenant=globex&tenant=globex&tenant=acme-corp');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ errors: [{ field: 'tenant/2' }] });
    const one = await get(root, 'globex', '/assignees?tenant=globex');
    expect(one.statusCode).toBe(400);
    expect((await get(acmeAdmin, '*', '/assignees')).statusCode).toBe(403);
  });
});

describe('a batch across tenants', () => {
  const AuditRow = Type.Object({ n: Type.Integer() });
  const audits = (tenantId: string) =>
    withTenant(t.database, tenantId, (tx) =>
      queryRows(
        tx,
        sql`SELECT count(*)::int AS n FROM audit_logs WHERE tenant_id = ${tenantId}
          AND action = 'Batch update incidents'
          AND dashboard_user_id = (SELECT id FROM users WHERE email = 'msp@platform.example')`,
        AuditRow,
      ),
    );
  const statusOf = async (tenantId: string) => {
    const response = await get(root, tenantId, `/incidents/${TWIN_ID}?created=${TWIN_CREATED}`);
    return response.json<{ extendIncident: { status: string } }>().extendIncident.status;
  };

  it('refuses a tenant outside the scope (403 naming it) and applies nothing anywhere', async () => {
    const ids = [{ id: TWIN_ID, created: TWIN_CREATED }];
    const response = await t.call({
      method: 'PATCH',
      url: '/incidents/batch',
      token: noor,
      tenant: '*',
      payload: {
        targets: [
          { tenantId: 'globex', ids },
          { tenantId: 'acme-corp', ids },
        ],
        changes: { status: 'in_progress' },
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errors: [{ field: 'targets/1/tenantId' }] });
    expect(response.body).toContain('acme-corp');
    expect(await statusOf('globex')).toBe('open');
    expect(await statusOf('acme-corp')).toBe('open');
  });

  it("applies each tenant's part in that tenant, audited in each", async () => {
    const ids = [{ id: TWIN_ID, created: TWIN_CREATED }];
    const before = { globex: (await audits('globex'))[0]!.n, initech: (await audits('initech'))[0]!.n };
    const response = await t.call({
      method: 'PATCH',
      url: '/incidents/batch',
      token: noor,
      tenant: '*',
      payload: {
        targets: [
          { tenantId: 'globex', ids },
          { tenantId: 'initech', ids },
        ],
        changes: { status: 'in_progress' },
      },
    });
    expect(response.statusCode).toBe(200);
    const { batches } = response.json<{ batches: { tenantId: string; state: string; updated: number }[] }>();
    expect(batches.map(({ tenantId, state, updated }) => ({ tenantId, state, updated }))).toEqual([
      { tenantId: 'globex', state: 'applied', updated: 1 },
      { tenantId: 'initech', state: 'applied', updated: 1 },
    ]);
    expect(await statusOf('globex')).toBe('in_progress');
    expect(await statusOf('initech')).toBe('in_progress');
    expect(await statusOf('acme-corp')).toBe('open');
    expect((await audits('globex'))[0]!.n).toBe(before.globex + 1);
    expect((await audits('initech'))[0]!.n).toBe(before.initech + 1);
    expect((await audits('acme-corp'))[0]!.n).toBe(0);
  });

  it('applies a filter in each scope tenant it matches, and only with Tenant-Id *', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: '/incidents/batch',
      token: noor,
      tenant: '*',
      payload: { allMatching: { search: TWIN_MARKER, tenant: ['initech', 'acme-corp'] }, changes: { flagged: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ batches: { tenantId: string }[] }>().batches.map((batch) => batch.tenantId)).toEqual([
      'initech',
    ]);
    const one = await t.call({
      method: 'PATCH',
      url: '/incidents/batch',
      token: noor,
      tenant: 'initech',
      payload: {
        targets: [{ tenantId: 'initech', ids: [{ id: TWIN_ID, created: TWIN_CREATED }] }],
        changes: { flagged: true },
      },
    });
    expect(one.statusCode).toBe(400);
  });

  it('assigns in each tenant to a user of every tenant concerned, and refuses one who is not, naming the tenants', async () => {
    const ids = [{ id: TWIN_ID, created: TWIN_CREATED }];
    const targets = [
      { tenantId: 'globex', ids },
      { tenantId: 'initech', ids },
    ];
    const globexOnly = (await get(root, 'globex', '/assignees')).json<{ assignees: { userId: string }[] }>();
    const initech = (await get(root, 'initech', '/assignees')).json<{ assignees: { userId: string }[] }>();
    const initechIds = new Set(initech.assignees.map((assignee) => assignee.userId));
    const notInInitech = globexOnly.assignees.find((assignee) => !initechIds.has(assignee.userId))!.userId;
    const refused = await t.call({
      method: 'PATCH',
      url: '/incidents/batch',
      token: noor,
      tenant: '*',
      payload: { targets, changes: { assignedTo: notInInitech } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'Invalid assignedTo: is not a user of initech',
      errors: [{ field: 'assignedTo' }],
    });
    const [both] = (await get(noor, '*', '/assignees')).json<{ assignees: { userId: string }[] }>().assignees;
    const assigned = await t.call({
      method: 'PATCH',
      url: '/incidents/batch',
      token: noor,
      tenant: '*',
      payload: { targets, changes: { assignedTo: both!.userId } },
    });
    expect(assigned.statusCode).toBe(200);
    for (const tenantId of ['globex', 'initech']) {
      const response = await get(root, tenantId, `/incidents/${TWIN_ID}?created=${TWIN_CREATED}`);
      expect(response.json<{ extendIncident: { assignedTo: string } }>().extendIncident.assignedTo).toBe(both!.userId);
    }
  });
});
