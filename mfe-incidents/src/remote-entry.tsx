import { remoteRouteModule } from 'shared-ui';
import { IncidentDetailRoute } from './routes/incident-detail-route';
import { IncidentsPage } from './routes/incidents-page';
import { incidentsRoutes } from './routes/incidents-route-table';

/**
 * The Incidents remote: the grid is the layout of both routes, so opening and closing an incident keeps its filters,
 * cutoff and pages.
 */
export const routeModule = remoteRouteModule(incidentsRoutes, {
  elements: { grid: null, detail: <IncidentDetailRoute /> },
  layouts: [{ element: <IncidentsPage />, routes: ['grid', 'detail'] }],
});

export default routeModule;
