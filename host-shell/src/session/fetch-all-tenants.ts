import { getSessionToken } from '@descope/react-sdk';
import { createApiClient } from 'shared-ui';

interface TenantSummary {
  id: string;
  name: string;
}

/** GET /tenants without a tenant scope, for platform admins; a failure leaves their own tenants only. */
export async function fetchAllTenants(apiBaseUrl: string): Promise<TenantSummary[]> {
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    getSessionToken: () => getSessionToken() || undefined,
    getTenantId: () => '',
    onUnauthorized: () => undefined,
  });
  try {
    const answer = await api.get<TenantSummary[] | { tenants?: TenantSummary[] }>('/tenants');
    return Array.isArray(answer) ? answer : (answer.tenants ?? []);
  } catch (error) {
    console.warn('Could not list every tenant for the platform admin', error);
    return [];
  }
}
