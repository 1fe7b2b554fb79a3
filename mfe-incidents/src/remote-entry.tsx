import { remoteRouteModule } from 'shared-ui';
import { IncidentDetailRoute } from './routes/incident-detail-route';
import { IncidentsPage } from './routes/incidents-page';
import { incidentsRoutes } from './routes/incidents-route-table';

/**
 * The Incidents remote: the grid is the layout of both routes, so opening and closing an incident keeps its filters,
 * cutoff and pages. It reads a scope of tenants: over All tenants the grid lists every tenant's incidents (issue 31).
 */
export const routeModule = {
  ...remoteRouteModule(incidentsRoutes, {
    elements: { grid: null, detail: <IncidentDetailRoute /> },
    layouts: [{ element: <IncidentsPage />, routes: ['grid', 'detail'] }],
  }),
  readsScope: true,
};

export default routeModule;
