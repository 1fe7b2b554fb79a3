import type { TenantUser, TenantUserList, UserInviteResult } from 'shared-contracts';
import { createTestApp, TEST_PROJECT_ID } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let analyst: string;
let multi: string;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
  multi = await t.tokenFor('multi@globex.example');
  root = await t.tokenFor('root@platform.example');
});
afterAll(() => t.close());

const acme = (token: string, options: Parameters<TestApp['call']>[0]) =>
  t.call({ ...options, token, tenant: options.tenant ?? 'acme-corp' });

function signIn(loginId: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/password/signin',
    headers: { authorization: `Bearer ${TEST_PROJECT_ID}` },
    payload: { loginId, password },
  });
}

async function member(email: string, tenant = 'acme-corp'): Promise<TenantUser> {
  const answer = await acme(admin, { method: 'GET', url: `/users?search=${encodeURIComponent(email)}`, tenant });
  const found = (answer.json<TenantUserList>().users ?? []).find((user) => user.email === email);
  if (!found) throw new Error(`${email} is not listed`);
  return found;
}

async function lastAudit(action: string) {
  const answer = await acme(admin, { method: 'GET', url: `/audit-logs?page=User%20Management&action=${action}` });
  return answer.json<{ results: { description: string; page: string; userIdentifier?: string }[] }>().results[0];
}

describe('GET /users', () => {
  it("lists the tenant's members with roles, status and counts, searched by name or e-mail", async () => {
    const answer = await acme(admin, { method: 'GET', url: '/users' });
    expect(answer.statusCode).toBe(200);
    const list = answer.json<TenantUserList>();
    expect(list.total).toBe(list.filtered);
    expect(list.users.map((user) => user.email)).toContain('analyst@acme.example');
    expect(list.users.every((user) => !/globex|initech/.test(user.email))).toBe(true);
    expect(list.users.find((user) => user.email === 'admin@acme.example')).toMatchObject({
      name: 'Avery Chen',
      roleNames: ['Tenant Admin'],
      status: 'enabled',
    });
    const searched = (await acme(admin, { method: 'GET', url: '/users?search=sam%20pat' })).json<TenantUserList>();
    expect(searched.users.map((user) => user.email)).toEqual(['analyst@acme.example']);
    expect(searched).toMatchObject({ filtered: 1, total: list.total });
  });

  it('pages by e-mail with a cursor', async () => {
    const first = (await acme(admin, { method: 'GET', url: '/users?pageSize=2' })).json<TenantUserList>();
    expect(first.users).toHaveLength(2);
    const second = (
      await acme(admin, { method: 'GET', url: `/users?pageSize=2&nextToken=${first.nextToken ?? ''}` })
    ).json<TenantUserList>();
    expect(second.users[0]!.email > first.users[1]!.email).toBe(true);
    const bad = await acme(admin, { method: 'GET', url: '/users?nextToken=bm90LWEtY3Vyc29y' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for Tenant Admins and platform admins only', async () => {
    expect((await acme(analyst, { method: 'GET', url: '/users' })).statusCode).toBe(403);
    expect((await acme(multi, { method: 'GET', url: '/users' })).statusCode).toBe(403);
    const globex = await acme(root, { method: 'GET', url: '/users', tenant: 'globex' });
    expect(globex.statusCode).toBe(200);
    expect(globex.json<TenantUserList>().users.map((user) => user.email)).toContain('multi@globex.example');
  });
});

describe('inviting', () => {
  it('creates the user with a one-time first password the local provider accepts, audited', async () => {
    const answer = await acme(admin, {
      method: 'POST',
      url: '/users',
      payload: { email: 'New.Hire@Acme.example', name: 'New Hire', roleNames: ['Analyst'] },
    });
    expect(answer.statusCode).toBe(200);
    const result = answer.json<UserInviteResult>();
    expect(result.user).toMatchObject({ email: 'new.hire@acme.example', name: 'New Hire', roleNames: ['Analyst'] });
    expect(result.firstPassword).toMatch(/^[\w-]{24}$/);
    const signedIn = await signIn('new.hire@acme.example', result.firstPassword!);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { userTenants: unknown[] } }>().user.userTenants).toEqual([
      expect.objectContaining({ tenantId: 'acme-corp', roleNames: ['Analyst'] }),
    ]);
    expect(await lastAudit('Invite%20user')).toMatchObject({
      description: 'Invited new.hire@acme.example with Analyst',
    });
    const again = await acme(admin, {
      method: 'POST',
      url: '/users',
      payload: { email: 'new.hire@acme.example', roleNames: [] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('adds a user of another tenant without touching their password', async () => {
    const answer = await acme(root, {
      method: 'POST',
      url: '/users',
      payload: { email: 'analyst@acme.example', roleNames: ['Analyst'] },
      tenant: 'globex',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<UserInviteResult>().firstPassword).toBeNull();
    expect((await signIn('analyst@acme.example', 'Console-Demo-1')).statusCode).toBe(200);
  });

  it('refuses unknown roles and bad e-mails, naming the field', async () => {
    const role = await acme(admin, {
      method: 'POST',
      url: '/users',
      payload: { email: 'x@acme.example', roleNames: ['Analyst', 'Boss'] },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ errors: [{ field: 'roleNames/1' }] });
    const email = await acme(admin, {
      method: 'POST',
      url: '/users',
      payload: { email: 'not an email', roleNames: [] },
    });
    expect(email.statusCode).toBe(400);
    expect(
      (await acme(analyst, { method: 'POST', url: '/users', payload: { email: 'y@acme.example', roleNames: [] } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the last Tenant Admin', () => {
  it('cannot be demoted, disabled or removed (409 saying why), until another admin exists', async () => {
    // Acme has two Tenant Admins in the demo data: while the other is there, one of them can be demoted.
    const second = (await member('admin2@acme.example')).userId;
    const lowered = await acme(admin, {
      method: 'PATCH',
      url: `/users/${second}`,
      payload: { roleNames: ['Analyst'] },
    });
    expect(lowered.json<TenantUser>().roleNames).toEqual(['Analyst']);
    const { userId } = await member('admin@acme.example');
    const url = `/users/${userId}`;
    // The platform admin acts: the admin's own changes are refused as their own (below).
    for (const payload of [{ roleNames: ['Analyst'] }, { status: 'disabled' }]) {
      const answer = await acme(root, { method: 'PATCH', url, payload });
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ detail: string }>().detail).toMatch(/last Tenant Admin/);
    }
    expect((await acme(root, { method: 'DELETE', url })).statusCode).toBe(409);

    const analystId = (await member('analyst@acme.example')).userId;
    const promoted = await acme(admin, {
      method: 'PATCH',
      url: `/users/${analystId}`,
      payload: { roleNames: ['Tenant Admin'] },
    });
    expect(promoted.json<TenantUser>().roleNames).toEqual(['Tenant Admin']);
    expect(await lastAudit('Change%20roles')).toMatchObject({
      description: 'analyst@acme.example: roles changed from Analyst to Tenant Admin',
    });
    const demoted = await acme(root, { method: 'PATCH', url, payload: { roleNames: ['Analyst'] } });
    expect(demoted.statusCode).toBe(200);
    // Now the analyst is the only admin left: the same rule protects them.
    const back = await acme(admin, { method: 'PATCH', url: `/users/${analystId}`, payload: { status: 'disabled' } });
    expect(back.statusCode).toBe(409);
    await acme(await t.tokenFor('analyst@acme.example'), {
      method: 'PATCH',
      url,
      payload: { roleNames: ['Tenant Admin'] },
    });
    expect((await member('admin@acme.example')).roleNames).toEqual(['Tenant Admin']);
  });
});

describe("one's own account", () => {
  const SELF = {
    disable: 'You cannot disable your own account; ask another Tenant Admin',
    lower: 'You cannot lower your own roles; ask another Tenant Admin',
    remove: 'You cannot remove your own account; ask another Tenant Admin',
  };

  it('cannot be disabled, removed or lowered in roles by its holder (409 saying why); another admin can', async () => {
    const second = await acme(admin, {
      method: 'POST',
      url: '/users',
      payload: { email: 'second.admin@acme.example', roleNames: ['Tenant Admin'] },
    });
    expect(second.statusCode).toBe(200);
    const secondAdmin = await t.tokenFor('second.admin@acme.example');
    const { userId } = await member('admin@acme.example');
    const url = `/users/${userId}`;
    for (const [method, payload, detail] of [
      ['PATCH', { status: 'disabled' }, SELF.disable],
      ['PATCH', { roleNames: ['Analyst'] }, SELF.lower],
      ['PATCH', { roleNames: [] }, SELF.lower],
      ['PATCH', { roleNames: ['Analyst'], status: 'enabled' }, SELF.lower],
      ['DELETE', undefined, SELF.remove],
    ] as const) {
      const answer = await acme(admin, { method, url, payload });
      expect(answer.statusCode).toBe(409);
      expect(answer.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(answer.json<{ detail: string }>().detail).toBe(detail);
    }
    expect(await member('admin@acme.example')).toMatchObject({ roleNames: ['Tenant Admin'], status: 'enabled' });

    // Adding a role to oneself lowers nothing.
    const raised = await acme(admin, { method: 'PATCH', url, payload: { roleNames: ['Tenant Admin', 'Analyst'] } });
    expect(raised.statusCode).toBe(200);
    // Another Tenant Admin changes, disables and enables the admin; the admin removes the other one.
    const lowered = await acme(secondAdmin, { method: 'PATCH', url, payload: { roleNames: ['Tenant Admin'] } });
    expect(lowered.json<TenantUser>().roleNames).toEqual(['Tenant Admin']);
    const disabled = await acme(secondAdmin, { method: 'PATCH', url, payload: { status: 'disabled' } });
    expect(disabled.json<TenantUser>().status).toBe('disabled');
    const enabled = await acme(secondAdmin, { method: 'PATCH', url, payload: { status: 'enabled' } });
    expect(enabled.json<TenantUser>().status).toBe('enabled');
    const secondId = second.json<UserInviteResult>().user.userId;
    expect((await acme(admin, { method: 'DELETE', url: `/users/${secondId}` })).statusCode).toBe(204);
  });

  it("holds for a platform admin's own membership too", async () => {
    const { userId } = await member('root@platform.example');
    const answer = await acme(root, { method: 'DELETE', url: `/users/${userId}` });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ detail: string }>().detail).toBe(SELF.remove);
  });

  it('is the membership of the current tenant: another tenant’s admin changes that membership alone', async () => {
    const added = await acme(root, {
      method: 'POST',
      url: '/users',
      payload: { email: 'admin@acme.example', roleNames: ['Tenant Admin'] },
      tenant: 'globex',
    });
    expect(added.statusCode).toBe(200);
    const adminNow = await t.tokenFor('admin@acme.example');
    const url = `/users/${added.json<UserInviteResult>().user.userId}`;
    const own = await acme(adminNow, { method: 'PATCH', url, payload: { status: 'disabled' }, tenant: 'globex' });
    expect(own.statusCode).toBe(409);
    expect(own.json<{ detail: string }>().detail).toBe(SELF.disable);
    const byGlobexAdmin = await acme(multi, { method: 'DELETE', url, tenant: 'globex' });
    expect(byGlobexAdmin.statusCode).toBe(204);
    expect(await member('admin@acme.example')).toMatchObject({ roleNames: ['Tenant Admin'], status: 'enabled' });
  });
});

describe('disabling and removing', () => {
  it('refuses sign-in and refresh to a disabled user, and lets them in again once enabled', async () => {
    const invited = (
      await acme(admin, {
        method: 'POST',
        url: '/users',
        payload: { email: 'temp@acme.example', roleNames: ['Analyst'] },
      })
    ).json<UserInviteResult>();
    const password = invited.firstPassword!;
    const session = (await signIn('temp@acme.example', password)).json<{ refreshJwt: string }>();
    const url = `/users/${invited.user.userId}`;
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/refresh',
        headers: { authorization: `Bearer ${TEST_PROJECT_ID}:${session.refreshJwt}` },
        payload: {},
      });
    expect((await refresh()).statusCode).toBe(200);
    const disabled = await acme(admin, { method: 'PATCH', url, payload: { status: 'disabled' } });
    expect(disabled.json<TenantUser>().status).toBe('disabled');
    expect(await lastAudit('Disable%20user')).toMatchObject({ description: 'temp@acme.example disabled' });

    const refused = await signIn('temp@acme.example', password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'E062909' });
    expect((await signIn('temp@acme.example', 'wrong-password')).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);

    await acme(admin, { method: 'PATCH', url, payload: { status: 'enabled' } });
    expect((await signIn('temp@acme.example', password)).statusCode).toBe(200);

    expect((await acme(admin, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(await lastAudit('Remove%20user')).toMatchObject({
      description: 'temp@acme.example removed from the tenant',
    });
    expect((await acme(admin, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await signIn('temp@acme.example', password)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's user", async () => {
    const globexAdmin = (
      await acme(root, { method: 'GET', url: '/users?search=multi', tenant: 'globex' })
    ).json<TenantUserList>();
    const url = `/users/${globexAdmin.users[0]!.userId}`;
    expect((await acme(admin, { method: 'PATCH', url, payload: { status: 'disabled' } })).statusCode).toBe(404);
    expect((await acme(admin, { method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('the platform admin role', () => {
  it('is granted, changed and removed only by a platform admin', async () => {
    const invite = await acme(admin, {
      method: 'POST',
      url: '/users',
      payload: { email: 'would-be-root@acme.example', roleNames: ['Product Admin'] },
    });
    expect(invite.statusCode).toBe(409);
    expect(invite.json<{ detail: string }>().detail).toMatch(/Only a platform admin/);
    const { userId } = await member('root@platform.example');
    for (const [method, payload] of [
      ['PATCH', { roleNames: [] }],
      ['PATCH', { status: 'disabled' }],
      ['DELETE', undefined],
    ] as const)
      expect((await acme(admin, { method, url: `/users/${userId}`, payload })).statusCode).toBe(409);
    const analystId = (await member('analyst@acme.example')).userId;
    const granted = await acme(admin, {
      method: 'PATCH',
      url: `/users/${analystId}`,
      payload: { roleNames: ['Analyst', 'Product Admin'] },
    });
    expect(granted.statusCode).toBe(409);
    const byRoot = await acme(root, {
      method: 'POST',
      url: '/users',
      payload: { email: 'second-root@acme.example', roleNames: ['Product Admin'] },
    });
    expect(byRoot.statusCode).toBe(200);
  });
});
