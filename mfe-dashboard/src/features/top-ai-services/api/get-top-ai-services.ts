import type { TopAiService } from 'shared-contracts';
import { useDashboardWidget } from '../../../common/use-dashboard-widget';
import type { WidgetResponse } from '../../../common/use-dashboard-widget';

/** GET /dashboard/top-ai-service: AI services by events, with the data types sent to each. */
export function useTopAiServices(): WidgetResponse<TopAiService> {
  return useDashboardWidget('/dashboard/top-ai-service');
}
