import { CONTRACT_VERSION, type TabVisibilityContext } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui';
import { DashboardRoutes } from './routes/dashboard-routes';

const aiPostureHidden = ({ flags }: TabVisibilityContext) => !flags.DISPLAY_AI_POSTURE_PAGE;

/** The Dashboard remote: DLP and AI Posture tabs, both hidden when the AI posture flag is off (SPEC §2). */
export const routeModule: ReactRemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe_dashboard',
  routes: [
    { path: '', title: 'DLP', hiddenFromTabs: aiPostureHidden },
    { path: 'ai-posture', title: 'AI Posture', hiddenFromTabs: aiPostureHidden },
  ],
  Component: DashboardRoutes,
};

export default routeModule;
