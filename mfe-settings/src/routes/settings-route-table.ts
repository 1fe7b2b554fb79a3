import { declareRemoteRoutes, LINKED_ROUTES, type Can, type TabVisibilityContext } from 'shared-contracts';

/**
 * Whether the user may see and change the retention: `evidence.write` (Tenant Admins), the action of the evidence
 * settings, whose retention is now part of it. False under a host whose policy table lacks the action (it throws).
 */
export function mayChangeRetention(can: Can): boolean {
  try {
    return can('evidence.write');
  } catch {
    return false;
  }
}

/**
 * The routes under /settings: Lists, Audit Log and User Management (SPEC §2), Retention (issue 32) and SLA (issue 30); the registry
 * sends the bare path to Lists.
 */
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
  // How long the tenant keeps its data: Tenant Admins only, as User Management: its tab hidden from others, and the page
  // (remote-entry's RequireAccess) says who may open it (a 403, not a 404).
  retention: {
    path: 'retention',
    title: 'Retention',
    hiddenFromTabs: ({ can }: TabVisibilityContext) => !mayChangeRetention(can),
  },
  // The SLA targets (issue 30 item 2): Tenant Admins only, as Retention (the same action gates both).
  sla: {
    path: 'sla',
    title: 'SLA',
    hiddenFromTabs: ({ can }: TabVisibilityContext) => !mayChangeRetention(can),
  },
});
