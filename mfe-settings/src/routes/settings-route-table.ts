import { declareRemoteRoutes, LINKED_ROUTES, type TabVisibilityContext } from 'shared-contracts';

/** The routes under /settings: Lists, Audit Log and User Management (SPEC §2); the registry sends the bare path to Lists. */
export const settingsRoutes = declareRemoteRoutes('mfe_settings', {
  lists: { path: 'lists', title: 'Lists' },
  // Other remotes link to the audit log (pivots): its path is declared with theirs, in shared-contracts.
  auditLogs: { path: LINKED_ROUTES.auditLog.path, title: 'Audit Log' },
  userManagement: {
    path: 'user-management',
    title: 'User Management',
    // Off by its flag, the page does not exist (not found). Without the permission it exists but is refused: its tab is
    // hidden, and the page (remote-entry's RequireAccess) says who may open it (a 403, not a 404).
    available: ({ flags }: TabVisibilityContext) => flags.DISPLAY_USER_MANAGEMENT_PAGE,
    hiddenFromTabs: ({ can }: TabVisibilityContext) => !can('users.manage'),
  },
});
