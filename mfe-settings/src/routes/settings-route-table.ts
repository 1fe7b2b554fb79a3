import { declareRemoteRoutes, LINKED_ROUTES, type TabVisibilityContext } from 'shared-contracts';

/** The routes under /settings: Lists, Audit Log and User Management (SPEC §2); the registry sends the bare path to Lists. */
export const settingsRoutes = declareRemoteRoutes('mfe_settings', {
  lists: { path: 'lists', title: 'Lists' },
  // Other remotes link to the audit log (pivots): its path is declared with theirs, in shared-contracts.
  auditLogs: { path: LINKED_ROUTES.auditLog.path, title: 'Audit Log' },
  userManagement: {
    path: 'user-management',
    title: 'User Management',
    available: ({ flags, can }: TabVisibilityContext) => flags.DISPLAY_USER_MANAGEMENT_PAGE && can('users.manage'),
  },
});
