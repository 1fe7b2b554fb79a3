import { CONTRACT_VERSION } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui';
import { ReportsRoutes } from './routes/reports-routes';

/** The Reports remote at /report-templates/:id?/:reportId?; one route, so no tab bar (SPEC §2). */
export const routeModule: ReactRemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe_reports',
  routes: [{ path: ':id?/:reportId?', title: 'Reports', hiddenFromTabs: true }],
  Component: ReportsRoutes,
};

export default routeModule;
