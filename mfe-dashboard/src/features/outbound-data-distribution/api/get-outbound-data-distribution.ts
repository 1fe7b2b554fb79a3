import type { OutboundDataDistribution } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/outbound-data-distribution: events and bytes by egress channel and destination type. */
export function useOutboundDataDistribution(): WidgetResponse<OutboundDataDistribution> {
  return useDashboardWidget('/dashboard/outbound-data-distribution');
}
