import type { ReactNode } from 'react';
import { ACTION_POLICY, PLATFORM_ADMIN_ROLE } from 'shared-contracts';
import type { Action } from 'shared-contracts';
import { EmptyState } from '../components/empty-state';
import { useShell } from './shell-provider';

/** The title of the 403 state: a page that exists, which the signed-in user may not open. */
export const ACCESS_DENIED_TEXT = 'You do not have access to this page';

const plural = (role: string) => `${role}s`;

/**
 * Who may take an action, from the one policy table (shared-contracts' ACTION_POLICY): 'Tenant Admins of this tenant
 * and Product Admins', or 'every member of this tenant'.
 */
export function whoMay(action: Action): string {
  const rule: string | readonly string[] = ACTION_POLICY[action];
  if (typeof rule === 'string') return 'every member of this tenant';
  return `${rule.map(plural).join(', ')} of this tenant and ${plural(PLATFORM_ADMIN_ROLE)}`;
}

/** Props of {@link AccessDenied}. */
export interface AccessDeniedProps {
  /** What opening the page takes, such as 'users.manage'. */
  action: Action;
  /** The page's name, such as 'User Management'. */
  page: string;
}

/**
 * The 403 state: the page exists, but the signed-in user may not open it; it says who can. Not the not-found page:
 * an analyst following a link to User Management learns it is a matter of role, not of a wrong address.
 */
export function AccessDenied({ action, page }: AccessDeniedProps) {
  return (
    <EmptyState
      title={ACCESS_DENIED_TEXT}
      description={`${page} is open to ${whoMay(action)}. Ask a Tenant Admin of this tenant if you need it.`}
    />
  );
}

/** Props of {@link RequireAccess}. */
export interface RequireAccessProps extends AccessDeniedProps {
  /** The page, rendered (and its data asked for) only when the user may open it. */
  children: ReactNode;
}

/** A page that takes a permission: the page when the user may take the action, else the 403 state naming who can. */
export function RequireAccess({ action, page, children }: RequireAccessProps) {
  const { can } = useShell();
  return can(action) ? children : <AccessDenied action={action} page={page} />;
}
