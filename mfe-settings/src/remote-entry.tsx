import { CONTRACT_VERSION, type TabVisibilityContext } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui';
import { SettingsRoutes } from './routes/settings-routes';

const userManagementHidden = ({ flags, can }: TabVisibilityContext) =>
  !flags.DISPLAY_USER_MANAGEMENT_PAGE || !can('users.manage');

/** The Configuration remote: Lists, Audit Log and User Management (SPEC §2). */
export const routeModule: ReactRemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe_settings',
  routes: [
    { path: 'lists', title: 'Lists' },
    { path: 'audit-logs', title: 'Audit Log' },
    { path: 'user-management', title: 'User Management', hiddenFromTabs: userManagementHidden },
  ],
  Component: SettingsRoutes,
};

export default routeModule;
