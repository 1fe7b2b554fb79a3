import { CONTRACT_VERSION } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui';
import { PoliciesRoutes } from './routes/policies-routes';

/** The Protection Policies remote: the list, with builder and edit kept out of the tab bar (SPEC §2). */
export const routeModule: ReactRemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe_policies',
  routes: [
    { path: '', title: 'Policies' },
    { path: 'builder', title: 'Create New Policy', displayTitle: 'Create New Policy', hiddenFromTabs: true },
    { path: ':policyId/edit', title: 'Edit Policy', displayTitle: 'Edit Policy', hiddenFromTabs: true },
  ],
  Component: PoliciesRoutes,
};

export default routeModule;
