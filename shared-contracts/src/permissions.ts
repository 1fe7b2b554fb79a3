import { isPlatformAdmin, TENANT_ADMIN_ROLE } from './roles';

/** Every member of the tenant may take the action. */
const MEMBER = 'member';

/**
 * The policy table: who may take each action in the active tenant, written once (bulletproof-react's policies,
 * Grafana's hasPermission). An entry is either every member, or the roles that grant it there. A Product Admin
 * may take every action in every tenant (SPEC §6), as the API's access rules also say (api/src/plugins/access.ts).
 */
export const ACTION_POLICY = {
  'incidents.read': MEMBER,
  'incidents.write': MEMBER,
  'incidents.bulk': MEMBER,
  'incidents.export': MEMBER,
  'outbox.read': [TENANT_ADMIN_ROLE],
  'users.manage': [TENANT_ADMIN_ROLE],
  'flags.write': [TENANT_ADMIN_ROLE],
  'policies.write': [TENANT_ADMIN_ROLE],
  'lists.write': [TENANT_ADMIN_ROLE],
  'reports.write': MEMBER,
  /** Deleting a template takes its report history with it: an administrator's decision. */
  'reports.delete': [TENANT_ADMIN_ROLE],
  'devices.write': [TENANT_ADMIN_ROLE],
  /** The tenant's evidence settings: whether evidence is kept, for how long, and snippet redaction. */
  'evidence.write': [TENANT_ADMIN_ROLE],
  'audit-logs.read': MEMBER,
} as const satisfies Record<string, typeof MEMBER | readonly string[]>;

/** Something the console asks permission for, such as 'incidents.write'. */
export type Action = keyof typeof ACTION_POLICY;

/** Answers whether the signed-in user may take an action in the active tenant. */
export type Can = (action: Action) => boolean;

/**
 * The `can` of a session in its active tenant: the policy table over the user's roles there, a permission of the
 * same name granted by the identity provider, or Product Admin on any tenant.
 */
export function createCan(
  tenants: readonly { roleNames: readonly string[] }[],
  active: { roleNames: readonly string[]; permissions?: readonly string[] },
): Can {
  const platformAdmin = isPlatformAdmin(tenants);
  return (action) => {
    if (platformAdmin || active.permissions?.includes(action)) return true;
    // An action this build does not know (a remote newer than the host asks for it) is denied, never an error.
    const rule: typeof MEMBER | readonly string[] | undefined = ACTION_POLICY[action];
    if (rule === undefined) return false;
    return rule === MEMBER || rule.some((role) => active.roleNames.includes(role));
  };
}
