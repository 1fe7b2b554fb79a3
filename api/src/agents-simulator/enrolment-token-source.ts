import type { CreatedEnrolmentToken } from 'shared-contracts';

/** Where the simulator signs in when no enrolment token is given: the demo Tenant Admin, through the real API. */
export interface DemoAdminSignIn {
  apiUrl: string;
  projectId: string;
  loginId: string;
  password: string;
  tenantId: string;
}

/**
 * Signs in as a Tenant Admin through the local identity provider (`/v1/auth/password/signin`) and creates an
 * enrolment token through the console route, as an administrator would in the Device Manager.
 */
export async function createEnrolmentTokenAsAdmin(options: DemoAdminSignIn, name: string): Promise<string> {
  const base = options.apiUrl.replace(/\/+$/, '');
  const signIn = await fetch(`${base}/v1/auth/password/signin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.projectId}`, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: options.loginId, password: options.password }),
  });
  if (!signIn.ok) throw new Error(`Sign-in as ${options.loginId} failed: ${signIn.status} ${await signIn.text()}`);
  const { sessionJwt } = (await signIn.json()) as { sessionJwt: string };
  const created = await fetch(`${base}/devices/enrolment-tokens`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${sessionJwt}`,
      'tenant-id': options.tenantId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name, expiresInDays: 1 }),
  });
  if (!created.ok) throw new Error(`Creating an enrolment token failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as CreatedEnrolmentToken).secret;
}
