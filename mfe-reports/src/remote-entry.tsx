import { remoteRouteModule } from 'shared-ui';
import { ReportsPage } from './routes/reports-page';
import { reportsRoutes } from './routes/reports-route-table';

/** The Reports remote: its declared routes, each with its page. */
export const routeModule = remoteRouteModule(reportsRoutes, { elements: { reports: <ReportsPage /> } });

export default routeModule;
