/**
 * SWR keys of the Reports page; every key starts with the tenant. The reads are useApiQuery's (keyed by tenant, path
 * and parameters), all under `all`, which the writes revalidate.
 */
export const reportKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'report-templates'] as const,
};
