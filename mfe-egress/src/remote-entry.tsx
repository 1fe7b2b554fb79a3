import { remoteRouteModule } from 'shared-ui';
import { EgressEventsPage } from './routes/egress-events-page';
import { byEgressRoute, egressRoutes } from './routes/egress-route-table';

/**
 * The Data Egress remote: each tab's events page in the grid and in lineage mode. The page is keyed by its mode, so
 * switching mode mounts it anew while switching tabs within a mode keeps it.
 */
export const routeModule = remoteRouteModule(egressRoutes, {
  elements: byEgressRoute((tab, lineage) => (
    <EgressEventsPage key={lineage ? 'lineage' : 'grid'} tab={tab} lineage={lineage} />
  )),
});

export default routeModule;
