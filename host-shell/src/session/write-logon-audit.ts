import {
  createApiClient,
  createAuditLogger,
  readStoredTenantId,
  resolveActiveTenant,
  toSignedInUser,
  type IdentityUser,
} from 'shared-ui/core';
import { LOGIN_AUDIT_PAGE } from './session-guard';

/** How the user signed in, as the Logon entry describes it. */
export type SignInMethod = 'password' | 'sso' | 'passkey';

const DESCRIPTIONS: Record<SignInMethod, string> = {
  password: 'Signed in with password',
  sso: 'Signed in with SSO',
  passkey: 'Signed in with a passkey',
};

/**
 * Login success writes a Logon entry with outcome Success (SPEC §4), under the tenant the user lands in, with the
 * new session token; a failure only warns.
 */
export async function writeLogonAudit(
  apiBaseUrl: string,
  sessionJwt: string,
  identityUser: IdentityUser,
  method: SignInMethod,
  fetchImpl?: typeof fetch,
): Promise<void> {
  const tenant = resolveActiveTenant(toSignedInUser(identityUser).tenants, readStoredTenantId());
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    getSessionToken: () => sessionJwt,
    getTenantId: () => tenant?.id ?? '',
    onUnauthorized: () => undefined,
    fetchImpl,
  });
  await createAuditLogger(api)({
    page: LOGIN_AUDIT_PAGE,
    action: 'Logon',
    outcome: 'Success',
    description: DESCRIPTIONS[method],
  });
}
