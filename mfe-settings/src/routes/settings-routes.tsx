import { Navigate, Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { AuditLogPage } from './audit-log-page';
import { ListsPage } from './lists-page';
import { UserManagementPage } from './user-management-page';

/** The routes under /settings; the bare path opens Lists. */
export function SettingsRoutes({ shell }: RemoteComponentProps) {
  const userManagement = shell.flags.DISPLAY_USER_MANAGEMENT_PAGE && shell.can('users.manage');
  return (
    <ShellProvider value={shell}>
      <Routes>
        <Route index element={<Navigate to="lists" replace />} />
        <Route path="lists" element={<ListsPage />} />
        <Route path="audit-logs" element={<AuditLogPage />} />
        <Route path="user-management" element={userManagement ? <UserManagementPage /> : <NotFoundResult />} />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
