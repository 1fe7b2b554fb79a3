import { CONTRACT_VERSION } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui';
import { EGRESS_TABS } from './routes/egress-tabs';
import { EgressRoutes } from './routes/egress-routes';

/**
 * The Data Egress remote: four tabs over one events page, and the lineage sibling with the same tabs
 * in lineage mode, kept out of the tab bar but keeping its tab selected (SPEC §2).
 */
export const routeModule: ReactRemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe_egress',
  routes: [
    ...EGRESS_TABS.map((tab) => ({ path: tab.path, title: tab.title })),
    { path: 'lineage', title: 'Lineage', hiddenFromTabs: true, tabOf: '' },
    ...EGRESS_TABS.filter((tab) => tab.path !== '').map((tab) => ({
      path: `lineage/${tab.path}`,
      title: tab.title,
      hiddenFromTabs: true,
      tabOf: tab.path,
    })),
  ],
  Component: EgressRoutes,
};

export default routeModule;
