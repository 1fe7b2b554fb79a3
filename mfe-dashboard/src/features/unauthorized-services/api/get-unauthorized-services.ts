import type { UnauthorizedServices } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/unauthorized-services: online services whose events no policy allowed, most events first. */
export function useUnauthorizedServices(): WidgetResponse<UnauthorizedServices> {
  return useDashboardWidget('/dashboard/unauthorized-services');
}
