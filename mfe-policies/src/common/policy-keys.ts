/**
 * SWR keys of the Policies page; every key starts with the tenant. The reads are useApiQuery's (keyed by tenant, path
 * and parameters): the policies' under `all`, which every policy write revalidates.
 */
export const policyKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'policies'] as const,
};
