import { RequireAccess, remoteRouteModule } from 'shared-ui';
import { AuditLogPage } from './routes/audit-log-page';
import { ListsPage } from './routes/lists-page';
import { settingsRoutes } from './routes/settings-route-table';
import { UserManagementPage } from './routes/user-management-page';

/** The Configuration remote: its declared routes, each with its page. */
export const routeModule = remoteRouteModule(settingsRoutes, {
  elements: {
    lists: <ListsPage />,
    auditLogs: <AuditLogPage />,
    userManagement: (
      <RequireAccess action="users.manage" page={settingsRoutes.table.userManagement.title}>
        <UserManagementPage />
      </RequireAccess>
    ),
  },
});

export default routeModule;
