import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TenantUserList, UserInviteResult } from 'shared-contracts';
import { createTestApp, TEST_PROJECT_ID } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in for Descope's management API: records each call and answers what the test sets. */
function startFakeDescope(answer: (seen: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const call: Seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(call);
      const { status, body } = answer(call);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return new Promise<{ seen: Seen[]; url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        seen,
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeDescope>>;
let admin: string;
let refuseCreate = false;

beforeAll(async () => {
  fake = await startFakeDescope((call) => {
    if (call.method === 'GET')
      return { status: 400, body: { errorCode: 'E112102', errorDescription: 'User not found' } };
    if (refuseCreate && call.url === '/v1/mgmt/user/create')
      return { status: 400, body: { errorCode: 'E011003', errorDescription: 'Request has invalid arguments' } };
    return { status: 200, body: { user: {} } };
  });
  t = await createTestApp({ descopeManagement: { managementKey: 'K-test-key', baseUrl: fake.url } });
  admin = await t.tokenFor('admin@acme.example');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const acme = (options: Parameters<TestApp['call']>[0]) => t.call({ ...options, token: admin, tenant: 'acme-corp' });

describe('User Management against Descope', () => {
  it('invites, sets roles and status and removes through the management API, with the management key', async () => {
    const invited = await acme({
      method: 'POST',
      url: '/users',
      payload: { email: 'dee@acme.example', name: 'Dee Scope', roleNames: ['Analyst'] },
    });
    expect(invited.statusCode).toBe(200);
    const { user, firstPassword } = invited.json<UserInviteResult>();
    expect(firstPassword).toBeNull();
    const url = `/users/${user.userId}`;
    await acme({ method: 'PATCH', url, payload: { roleNames: ['Analyst', 'Tenant Admin'], status: 'disabled' } });
    expect((await acme({ method: 'DELETE', url })).statusCode).toBe(204);

    expect(fake.seen.every((call) => call.authorization === `Bearer ${TEST_PROJECT_ID}:K-test-key`)).toBe(true);
    expect(fake.seen.map(({ method, url: path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/v1/mgmt/user?loginid=dee%40acme.example', body: undefined },
      {
        method: 'POST',
        path: '/v1/mgmt/user/create',
        body: {
          loginId: 'dee@acme.example',
          email: 'dee@acme.example',
          displayName: 'Dee Scope',
          userTenants: [{ tenantId: 'acme-corp', roleNames: ['Analyst'] }],
          invite: true,
          sendMail: true,
        },
      },
      {
        method: 'POST',
        path: '/v1/mgmt/user/update/role/set',
        body: { loginId: 'dee@acme.example', tenantId: 'acme-corp', roleNames: ['Analyst', 'Tenant Admin'] },
      },
      {
        method: 'POST',
        path: '/v1/mgmt/user/update/status',
        body: { loginId: 'dee@acme.example', status: 'disabled' },
      },
      {
        method: 'POST',
        path: '/v1/mgmt/user/update/tenant/remove',
        body: { loginId: 'dee@acme.example', tenantId: 'acme-corp' },
      },
    ]);
  });

  it("changes nothing in the console when Descope refuses, and says so (502 with Descope's reason)", async () => {
    refuseCreate = true;
    const answer = await acme({
      method: 'POST',
      url: '/users',
      payload: { email: 'nope@acme.example', roleNames: [] },
    });
    refuseCreate = false;
    expect(answer.statusCode).toBe(502);
    expect(answer.json<{ detail: string }>().detail).toMatch(/Descope.*invalid arguments/);
    const listed = (await acme({ method: 'GET', url: '/users?search=nope' })).json<TenantUserList>();
    expect(listed.users).toEqual([]);
  });
});
