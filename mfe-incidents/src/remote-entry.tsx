import { CONTRACT_VERSION } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui';
import { IncidentsRoutes } from './routes/incidents-routes';

/** The Incidents remote: the grid at /incidents, no child tabs (SPEC §2). */
export const routeModule: ReactRemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe_incidents',
  routes: [],
  Component: IncidentsRoutes,
};

export default routeModule;
