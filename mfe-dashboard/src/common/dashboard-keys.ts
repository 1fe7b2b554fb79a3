import type { DashboardPeriod } from './dashboard-period';

/** The SWR keys of the dashboard's widgets, under the tenant (STYLE: switching tenant never shows another's cache). */
export const dashboardKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'dashboard'] as const,
  widget: (tenantId: string, path: string, period: DashboardPeriod, timezone: string | null) =>
    [...dashboardKeys.all(tenantId), path, period, timezone] as const,
};
