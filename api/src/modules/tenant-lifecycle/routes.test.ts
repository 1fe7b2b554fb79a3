import { DEMO_PASSWORD } from '../../db/demo/catalog-org';
import { createAgentTestKit, heartbeatOf } from '../../testing/agent-test-kit';
import type { AgentTestKit } from '../../testing/agent-test-kit';
import { TEST_PROJECT_ID } from '../../testing/test-app';
import type { PlatformTenant, TenantLifecycleEvent } from './schemas';

let kit: AgentTestKit;
let root: string;
/** The first password of Wayne Enterprises' first admin (the creation test). */
let luciusPassword = '';

beforeAll(async () => {
  kit = await createAgentTestKit();
  root = await kit.t.tokenFor('root@platform.example');
});
afterAll(() => kit.t.close());

const platform = (method: 'GET' | 'POST', url: string, payload?: object, token = root) =>
  kit.t.call({ method, url: `/platform/tenants${url}`, token, ...(payload && { payload }) });

function signIn(loginId: string, password: string) {
  return kit.t.app.inject({
    method: 'POST',
    url: '/v1/auth/password/signin',
    headers: { authorization: `Bearer ${TEST_PROJECT_ID}` },
    payload: { loginId, password },
  });
}

async function listed(id: string) {
  const answer = await platform('GET', '');
  expect(answer.statusCode).toBe(200);
  const body = answer.json<{ tenants: PlatformTenant[]; events: TenantLifecycleEvent[] }>();
  return {
    tenant: body.tenants.find((tenant) => tenant.id === id),
    events: body.events.filter((e) => e.tenantId === id),
  };
}

describe('tenant lifecycle', () => {
  it('is for platform admins only', async () => {
    for (const token of [kit.acmeAdmin, kit.globexAdmin]) {
      expect((await platform('GET', '', undefined, token)).statusCode).toBe(403);
      expect((await platform('POST', '/globex/suspend', undefined, token)).statusCode).toBe(403);
    }
  });

  it('creates a tenant whose first Tenant Admin signs in with the password of the invitation', async () => {
    const created = await platform('POST', '', {
      name: 'Wayne Enterprises',
      emailDomains: ['Wayne.example', 'wayne-corp.example'],
      adminEmail: 'Lucius@wayne.example',
      adminName: 'Lucius Fox',
    });
    expect(created.statusCode).toBe(200);
    const { tenant, firstPassword } = created.json<{ tenant: PlatformTenant; firstPassword: string | null }>();
    expect(tenant).toMatchObject({
      id: 'wayne-enterprises',
      name: 'Wayne Enterprises',
      status: 'active',
      emailDomains: ['wayne.example', 'wayne-corp.example'],
      deletionDueAt: null,
      members: 1,
    });
    expect(firstPassword).toEqual(expect.any(String));
    luciusPassword = firstPassword!;

    const signedIn = await signIn('lucius@wayne.example', firstPassword!);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<{ sessionJwt: string }>().sessionJwt;
    const users = await kit.t.call({ method: 'GET', url: '/users', token: session, tenant: 'wayne-enterprises' });
    expect(users.statusCode).toBe(200);
    expect(users.json<{ users: { email: string; roleNames: string[] }[] }>().users).toEqual([
      expect.objectContaining({ email: 'lucius@wayne.example', roleNames: ['Tenant Admin'] }),
    ]);

    expect(
      (await platform('POST', '', { name: 'wayne enterprises', emailDomains: [], adminEmail: 'a@b.example' }))
        .statusCode,
    ).toBe(409);
    const bad = await platform('POST', '', { name: 'Bad', emailDomains: ['not a domain'], adminEmail: 'a@b.example' });
    expect(bad.statusCode).toBe(400);
    expect((await platform('POST', '', { name: 'Bad', emailDomains: [], adminEmail: 'nobody' })).statusCode).toBe(400);

    const { events } = await listed('wayne-enterprises');
    expect(events).toEqual([
      expect.objectContaining({
        action: 'Create tenant',
        by: 'Riley Root',
        detail: 'wayne.example, wayne-corp.example; first Tenant Admin lucius@wayne.example',
      }),
    ]);
  });

  it('suspends a tenant: sign-in, sessions and agents refused, data kept; resumes it', async () => {
    const token = await kit.createToken(kit.globexAdmin, 'globex');
    const device = await kit.enrol(token.secret, 'suspended-laptop');
    const heartbeat = () =>
      kit.agent('heartbeat', device.credential, heartbeatOf('suspended-laptop', { agent: true, extension: true }));
    expect((await heartbeat()).statusCode).toBe(200);
    const devicesBefore = await kit.t.call({ method: 'GET', url: '/devices', token: root, tenant: 'globex' });

    const scimToken = await kit.t.call({
      method: 'POST',
      url: '/scim-tokens',
      token: kit.globexAdmin,
      tenant: 'globex',
      payload: { name: 'Entra' },
    });
    const scim = () =>
      kit.t.app.inject({
        method: 'GET',
        url: '/scim/v2/Users',
        headers: { authorization: `Bearer ${scimToken.json<{ secret: string }>().secret}` },
      });
    expect((await scim()).statusCode).toBe(200);

    const suspended = await platform('POST', '/globex/suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<PlatformTenant>().status).toBe('suspended');
    expect((await platform('POST', '/globex/suspend')).statusCode).toBe(409);

    // Agents: problem details, 403.
    const refused = await heartbeat();
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json<{ detail: string }>().detail).toBe('This organisation is suspended');
    const enrol = await kit.agent('enrol', token.secret, { hostname: 'another' });
    expect(enrol.statusCode).toBe(403);
    expect(enrol.json<{ detail: string }>().detail).toBe('This organisation is suspended');

    // The directory is not provisioned while suspended.
    expect((await scim()).statusCode).toBe(401);

    // Sign-in: refused for the members of suspended tenants only, saying why.
    expect((await signIn('multi@globex.example', DEMO_PASSWORD)).statusCode).toBe(200); // Initech's analyst too
    expect((await platform('POST', '/wayne-enterprises/suspend')).statusCode).toBe(200);
    const lucius = await signIn('lucius@wayne.example', luciusPassword);
    expect(lucius.statusCode).toBe(403);
    expect(lucius.json<{ errorMessage: string }>().errorMessage).toBe('This organisation is suspended');
    expect((await signIn('lucius@wayne.example', 'wrong')).statusCode).toBe(401);
    expect((await platform('POST', '/wayne-enterprises/resume')).statusCode).toBe(200);
    expect((await signIn('lucius@wayne.example', luciusPassword)).statusCode).toBe(200);
    // A session opened before: refused (after the access check's short cache) except for platform admins.
    const session = await kit.t.call({ method: 'GET', url: '/devices', token: kit.globexAdmin, tenant: 'globex' });
    expect(session.statusCode).toBe(403);
    expect(session.json<{ detail: string }>().detail).toBe('This organisation is suspended');

    // Data kept: the platform admin still reads it.
    const devicesAfter = await kit.t.call({ method: 'GET', url: '/devices', token: root, tenant: 'globex' });
    expect(devicesAfter.statusCode).toBe(200);
    expect(devicesAfter.body).toBe(devicesBefore.body);

    const resumed = await platform('POST', '/globex/resume');
    expect(resumed.json<PlatformTenant>().status).toBe('active');
    expect((await heartbeat()).statusCode).toBe(200);
    expect((await scim()).statusCode).toBe(200);

    const { events } = await listed('globex');
    expect(events.map((event) => event.action)).toEqual(['Resume tenant', 'Suspend tenant']);
    expect(events[1]).toMatchObject({ by: 'Riley Root', detail: 'active -> suspended' });
    const audit = await kit.t.call({ method: 'GET', url: '/audit-logs?page=Tenants', token: root, tenant: 'globex' });
    expect(audit.json<{ results: { action: string }[] }>().results.map((entry) => entry.action)).toEqual([
      'Resume tenant',
      'Suspend tenant',
    ]);
  });

  it('schedules a deletion only when the name is typed, and a resume cancels it', async () => {
    const wrong = await platform('POST', '/globex/deletion', { confirmName: 'globex' });
    expect(wrong.statusCode).toBe(422);
    const scheduled = await platform('POST', '/globex/deletion', { confirmName: 'Globex' });
    expect(scheduled.statusCode).toBe(200);
    const tenant = scheduled.json<PlatformTenant>();
    expect(tenant.status).toBe('deletion_scheduled');
    const days = (Date.parse(tenant.deletionDueAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const resumed = await platform('POST', '/globex/resume');
    expect(resumed.json<PlatformTenant>()).toMatchObject({ status: 'active', deletionDueAt: null });
  });

  it('never suspends or deletes the tenant where platform admins hold their role', async () => {
    expect((await platform('POST', '/acme-corp/suspend')).statusCode).toBe(409);
    expect((await platform('POST', '/acme-corp/deletion', { confirmName: 'Acme Corp' })).statusCode).toBe(409);
    expect((await platform('POST', '/nowhere/suspend')).statusCode).toBe(404);
  });
});
