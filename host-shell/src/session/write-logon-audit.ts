import {
  createApiClient,
  createAuditLogger,
  readStoredTenantId,
  resolveActiveTenant,
  toSignedInUser,
  type IdentityUser,
} from 'shared-ui';

/** Login success writes a Logon entry with outcome Success (SPEC §4), under the tenant the user lands in. */
export async function writeLogonAudit(
  apiBaseUrl: string,
  sessionJwt: string,
  identityUser: IdentityUser,
): Promise<void> {
  const tenant = resolveActiveTenant(toSignedInUser(identityUser).tenants, readStoredTenantId());
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    getSessionToken: () => sessionJwt,
    getTenantId: () => tenant?.id ?? '',
    onUnauthorized: () => undefined,
  });
  await createAuditLogger(api)({ page: 'Login', action: 'Logon', outcome: 'Success' });
}
