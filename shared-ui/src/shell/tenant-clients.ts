import type { TypedApiClient } from 'shared-contracts';

// Kept on the client itself under a registered symbol, not in module state, so a remote's brought copy of
// apiForTenant (build-tools/kit-additions.cjs) reads what the shell's kit wrote.
const FOR_TENANT = Symbol.for('shared-ui.apiForTenant');

type TenantClients = { readonly [FOR_TENANT]?: (tenantId: string) => TypedApiClient };

/**
 * Remembers how to build a client like `api` for another tenant: the shell's client and the unit tests' fake API
 * register theirs (a client the kit did not make has none).
 */
export function registerTenantClients(api: TypedApiClient, forTenant: (tenantId: string) => TypedApiClient): void {
  Object.defineProperty(api, FOR_TENANT, { value: forTenant });
}

/**
 * The same API client (session, errors, sign-out on 401/403) with another Tenant-Id: for a view of several tenants
 * (the cross-tenant queue, where the active tenant is All tenants) to open one row in its own tenant. The server
 * still decides whether the user is admitted there. A client the kit did not make throws.
 */
export function apiForTenant(api: TypedApiClient, tenantId: string): TypedApiClient {
  const forTenant = (api as TypedApiClient & TenantClients)[FOR_TENANT];
  if (!forTenant) throw new Error('apiForTenant: this API client was not made by the kit');
  return forTenant(tenantId);
}
