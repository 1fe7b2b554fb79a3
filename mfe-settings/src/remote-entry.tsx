import { RequireAccess, remoteRouteModule } from 'shared-ui';
import { AuditLogPage } from './routes/audit-log-page';
import { ListsPage } from './routes/lists-page';
import { RetentionPage } from './routes/retention-page';
import { SlaPage } from './routes/sla-page';
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
    retention: (
      <RequireAccess action="evidence.write" page={settingsRoutes.table.retention.title}>
        <RetentionPage />
      </RequireAccess>
    ),
    sla: (
      <RequireAccess action="evidence.write" page={settingsRoutes.table.sla.title}>
        <SlaPage />
      </RequireAccess>
    ),
  },
});

export default routeModule;
