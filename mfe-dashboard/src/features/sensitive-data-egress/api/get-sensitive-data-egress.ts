import type { SensitiveDataEgress } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/sensitive-data-egress: events with a detection hit, by day of the user's time zone and verdict. */
export function useSensitiveDataEgress(): WidgetResponse<SensitiveDataEgress> {
  return useDashboardWidget('/dashboard/sensitive-data-egress', { daily: true });
}
