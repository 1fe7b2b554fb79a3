import { WidgetGrid } from '../common/widget-grid';
import { TopAiServicesWidget } from '../features/top-ai-services/top-ai-services-widget';
import { UnauthorizedServicesWidget } from '../features/unauthorized-services/unauthorized-services-widget';

/** The AI Posture tab (SPEC §2, /dashboard/ai-posture): the AI services in use and the services no policy allowed. */
export function AiPosturePage() {
  return (
    <WidgetGrid label="AI Posture">
      <TopAiServicesWidget />
      <UnauthorizedServicesWidget />
    </WidgetGrid>
  );
}
