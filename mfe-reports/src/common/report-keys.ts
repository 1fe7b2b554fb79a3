/** SWR keys of the Reports page; every key starts with the tenant. */
export const reportKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'report-templates'] as const,
  sources: (tenantId: string) => ['tenants', tenantId, 'report-sources'] as const,
  templates: (tenantId: string) => [...reportKeys.all(tenantId), 'list'] as const,
  reports: (tenantId: string, templateId: string) => [...reportKeys.all(tenantId), 'reports', templateId] as const,
};
