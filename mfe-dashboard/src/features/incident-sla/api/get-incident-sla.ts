import type { IncidentSla } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/incident-sla: MTTA, MTTR and breach rate per week of the user's time zone. */
export function useIncidentSla(): WidgetResponse<IncidentSla> {
  return useDashboardWidget('/dashboard/incident-sla', { daily: true });
}
