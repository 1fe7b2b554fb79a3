import type { AggregatedIncidents } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/aggregated-incidents: incidents created, by day of the user's time zone and severity. */
export function useAggregatedIncidents(): WidgetResponse<AggregatedIncidents> {
  return useDashboardWidget('/dashboard/aggregated-incidents', { daily: true });
}
