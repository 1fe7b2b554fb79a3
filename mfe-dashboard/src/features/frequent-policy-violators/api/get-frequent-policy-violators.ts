import type { FrequentPolicyViolators } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/frequent-policy-violators: the users with the most violations (BLOCK, CHALLENGE, educate). */
export function useFrequentPolicyViolators(): WidgetResponse<FrequentPolicyViolators> {
  return useDashboardWidget('/dashboard/frequent-policy-violators');
}
