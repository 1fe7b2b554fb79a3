import { sql } from 'drizzle-orm';
import { withMaintenance } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { uncheckedRows } from '../../testing/query-rows';
import type { TenantGroup } from './schemas';

let t: TestApp;
let root: string;
let admin: string;
let multi: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.tokenFor('root@platform.example');
  admin = await t.tokenFor('admin@acme.example');
  multi = await t.tokenFor('multi@globex.example');
});
afterAll(() => t.close());

const platform = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  token = root,
) => t.call({ method, url, payload, token });

const scopeOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/tenant-scope', token })).json() as {
    platformAdmin: boolean;
    tenants: { id: string; name: string }[];
  };

/** The audit entries of a tenant's own log about tenant groups, oldest first. */
const tenantAudit = (tenantId: string) =>
  withMaintenance(t.database, (tx) =>
    uncheckedRows<{ action: string; description: string }>(
      tx,
      sql`SELECT action, description FROM audit_logs WHERE tenant_id = ${tenantId} AND page = 'Tenants'
        ORDER BY created, id`,
    ),
  );

describe('tenant groups and Tenant Group Admin', () => {
  let group: TenantGroup;

  it('creates a group of tenants, audited on the platform and in each of its tenants', async () => {
    const created = await platform('POST', '/platform/tenant-groups', {
      name: ' Managed by Northwind ',
      tenantIds: ['globex', 'acme-corp'],
    });
    expect(created.statusCode).toBe(200);
    group = created.json() as TenantGroup;
    expect(group).toMatchObject({
      name: 'Managed by Northwind',
      tenants: [
        { id: 'acme-corp', name: 'Acme Corp' },
        { id: 'globex', name: 'Globex' },
      ],
      admins: [],
    });
    for (const tenant of ['acme-corp', 'globex'])
      expect(await tenantAudit(tenant)).toContainEqual({
        action: 'Create tenant group',
        description: 'Group Managed by Northwind: Acme Corp, Globex',
      });
    expect(await tenantAudit('initech')).toEqual([]);
    const listed = (await platform('GET', '/platform/tenants')).json() as { events: { action: string }[] };
    expect(listed.events.filter((event) => event.action === 'Create tenant group')).toHaveLength(2);
  });

  it('refuses a taken name (409), an unknown tenant and an empty set (400), as problem details', async () => {
    const taken = await platform('POST', '/platform/tenant-groups', {
      name: 'managed BY northwind',
      tenantIds: ['initech'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['content-type']).toMatch(/^application\/problem\+json/);
    const unknown = await platform('POST', '/platform/tenant-groups', { name: 'Other', tenantIds: ['no-such-tenant'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'tenantIds', message: 'No tenant no-such-tenant' }] });
    const empty = await platform('POST', '/platform/tenant-groups', { name: 'Other', tenantIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('grants Tenant Group Admin: the user’s scope becomes the group’s tenants, from the grant alone', async () => {
    expect(await scopeOf(admin)).toEqual({ platformAdmin: false, tenants: [] });
    const granted = await platform('POST', `/platform/tenant-groups/${group.id}/admins`, {
      email: 'ADMIN@acme.example',
    });
    expect(granted.statusCode).toBe(200);
    const admins = (granted.json() as TenantGroup).admins;
    expect(admins).toEqual([expect.objectContaining({ email: 'admin@acme.example' })]);
    // The same session token as before: the scope comes from the server's grants, not from the token or the request.
    expect(await scopeOf(admin)).toEqual({
      platformAdmin: false,
      tenants: [
        { id: 'acme-corp', name: 'Acme Corp' },
        { id: 'globex', name: 'Globex' },
      ],
    });
    expect(await tenantAudit('globex')).toContainEqual({
      action: 'Grant Tenant Group Admin',
      description: 'admin@acme.example over Managed by Northwind: Acme Corp, Globex',
    });
    const again = await platform('POST', `/platform/tenant-groups/${group.id}/admins`, { email: 'admin@acme.example' });
    expect(again.statusCode).toBe(409);
    const nobody = await platform('POST', `/platform/tenant-groups/${group.id}/admins`, {
      email: 'nobody@acme.example',
    });
    expect(nobody.statusCode).toBe(404);
    expect((await scopeOf(root)).tenants.map((tenant) => tenant.id)).toEqual(
      expect.arrayContaining(['acme-corp', 'globex', 'initech']),
    );
  });

  it('changes the group’s tenants: the scope follows, and the tenants gained and lost are audited', async () => {
    const changed = await platform('PUT', `/platform/tenant-groups/${group.id}`, {
      name: 'Managed by Northwind',
      tenantIds: ['acme-corp', 'initech'],
    });
    expect(changed.statusCode).toBe(200);
    expect((await scopeOf(admin)).tenants.map((tenant) => tenant.id)).toEqual(['acme-corp', 'initech']);
    expect(await tenantAudit('initech')).toContainEqual({
      action: 'Add to tenant group',
      description: 'Group Managed by Northwind: Acme Corp, Initech',
    });
    expect(await tenantAudit('globex')).toContainEqual({
      action: 'Remove from tenant group',
      description: 'Group Managed by Northwind: Acme Corp, Initech',
    });
  });

  it('leaves a suspended tenant out of a Tenant Group Admin’s scope (platform admins keep it)', async () => {
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`UPDATE tenants SET status = 'suspended' WHERE id = 'initech'`),
    );
    try {
      expect((await scopeOf(admin)).tenants.map((tenant) => tenant.id)).toEqual(['acme-corp']);
      expect((await scopeOf(root)).tenants.map((tenant) => tenant.id)).toContain('initech');
    } finally {
      await withMaintenance(t.database, (tx) =>
        tx.execute(sql`UPDATE tenants SET status = 'active' WHERE id = 'initech'`),
      );
    }
  });

  it('revokes the grant and deletes the group, audited; the scope empties', async () => {
    const admins = (await platform('GET', '/platform/tenant-groups')).json() as { groups: TenantGroup[] };
    const userId = admins.groups.find((candidate) => candidate.id === group.id)!.admins[0]!.userId;
    const revoked = await platform(
      'DELETE',
      `/platform/tenant-groups/${group.id}/admins/${encodeURIComponent(userId)}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(await scopeOf(admin)).toEqual({ platformAdmin: false, tenants: [] });
    expect(await tenantAudit('acme-corp')).toContainEqual({
      action: 'Revoke Tenant Group Admin',
      description: 'admin@acme.example over Managed by Northwind: Acme Corp, Initech',
    });
    expect(
      (await platform('DELETE', `/platform/tenant-groups/${group.id}/admins/${encodeURIComponent(userId)}`)).statusCode,
    ).toBe(404);
    expect((await platform('DELETE', `/platform/tenant-groups/${group.id}`)).statusCode).toBe(204);
    expect((await platform('DELETE', `/platform/tenant-groups/${group.id}`)).statusCode).toBe(404);
    expect(await tenantAudit('initech')).toContainEqual({
      action: 'Delete tenant group',
      description: 'Group Managed by Northwind; held by no Tenant Group Admin',
    });
    // Gone from the list; the demo data's own group (Northwind managed) stays.
    const left = ((await platform('GET', '/platform/tenant-groups')).json() as { groups: TenantGroup[] }).groups;
    expect(left.map((candidate) => candidate.id)).not.toContain(group.id);
    expect(left.map((candidate) => candidate.name)).toEqual(['Northwind managed']);
  });

  it('refuses every group route to anyone but a platform admin, even a Tenant Admin of every tenant named (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/platform/tenant-groups'],
      ['POST', '/platform/tenant-groups', { name: 'Mine', tenantIds: ['globex'] }],
      ['PUT', `/platform/tenant-groups/${id}`, { name: 'Mine', tenantIds: ['globex'] }],
      ['DELETE', `/platform/tenant-groups/${id}`],
      ['POST', `/platform/tenant-groups/${id}/admins`, { email: 'multi@globex.example' }],
      ['DELETE', `/platform/tenant-groups/${id}/admins/U1`],
    ];
    for (const token of [admin, multi])
      for (const [method, url, payload] of calls) {
        const response = await platform(method as 'GET', url, payload, token);
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    expect(await scopeOf(multi)).toEqual({ platformAdmin: false, tenants: [] });
  });
});
