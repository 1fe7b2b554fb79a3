import { remoteRouteModule } from 'shared-ui';
import { DashboardSettingsProvider } from './common/dashboard-settings';
import { DashboardToolbar } from './features/dashboard-toolbar/dashboard-toolbar';
import { AiPosturePage } from './routes/ai-posture-page';
import { dashboardRoutes } from './routes/dashboard-route-table';
import { DlpPage } from './routes/dlp-page';

/**
 * The Dashboard remote: its declared routes; the period and refresh toggle hold across both tabs. It reads a scope of
 * tenants: over All tenants its widgets sum every tenant's (issue 31).
 */
export const routeModule = {
  ...remoteRouteModule(dashboardRoutes, {
    elements: {
      dlp: (
        <>
          <DashboardToolbar />
          <DlpPage />
        </>
      ),
      aiPosture: (
        <>
          <DashboardToolbar />
          <AiPosturePage />
        </>
      ),
    },
    Wrapper: DashboardSettingsProvider,
  }),
  readsScope: true,
};

export default routeModule;
