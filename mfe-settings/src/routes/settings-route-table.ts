import { declareRemoteRoutes, type TabVisibilityContext } from 'shared-contracts';

/** The routes under /settings: Lists, Audit Log and User Management (SPEC §2); the registry sends the bare path to Lists. */
export const settingsRoutes = declareRemoteRoutes('mfe_settings', {
  lists: { path: 'lists', title: 'Lists' },
  auditLogs: { path: 'audit-logs', title: 'Audit Log' },
  userManagement: {
    path: 'user-management',
    title: 'User Management',
    available: ({ flags, can }: TabVisibilityContext) => flags.DISPLAY_USER_MANAGEMENT_PAGE && can('users.manage'),
  },
});
