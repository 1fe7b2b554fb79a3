import type { MostEnforcedPolicies } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/most-enforced-policies: the policies that decided the most events, by verdict. */
export function useMostEnforcedPolicies(): WidgetResponse<MostEnforcedPolicies> {
  return useDashboardWidget('/dashboard/most-enforced-policies');
}
