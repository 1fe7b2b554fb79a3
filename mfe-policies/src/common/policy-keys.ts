/** SWR keys of the Policies page; every key starts with the tenant. */
export const policyKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'policies'] as const,
  list: (tenantId: string) => [...policyKeys.all(tenantId), 'list'] as const,
  one: (tenantId: string, policyId: string) => [...policyKeys.all(tenantId), 'one', policyId] as const,
  versions: (tenantId: string, policyId: string) => [...policyKeys.all(tenantId), 'versions', policyId] as const,
};
