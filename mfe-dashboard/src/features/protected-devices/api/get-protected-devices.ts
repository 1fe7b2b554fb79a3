import type { ProtectedDevices } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/protected-devices: devices seen since the period's start, and those whose agent and extension run. */
export function useProtectedDevices(): WidgetResponse<ProtectedDevices> {
  return useDashboardWidget('/dashboard/protected-devices');
}
