import { isPlatformAdmin } from 'shared-contracts';
import { NotFoundResult } from 'shared-ui';
import { ShellProvider } from 'shared-ui/core';
import type { ReactNode } from 'react';
import { useConsoleSession } from '../session/session-context';

/**
 * A page of the shell's own for some users only: nothing while whether the user is admitted is still being asked
 * (`undefined`), "not found" for anyone not admitted (the API refuses them as well), else the page under the shell's
 * context, as a remote's page is.
 */
export function ShellOwnPage({ admitted, children }: { admitted: boolean | undefined; children: ReactNode }) {
  const { shell } = useConsoleSession();
  if (admitted === undefined) return null;
  if (!admitted) return <NotFoundResult />;
  return <ShellProvider value={shell}>{children}</ShellProvider>;
}

/** A page for users who hold a scope of tenants: platform admins and Tenant Group Admins (Tenant health, Policy templates). */
export function ScopeAdminPage({ children }: { children: ReactNode }) {
  return <ShellOwnPage admitted={useConsoleSession((session) => session.holdsScope)}>{children}</ShellOwnPage>;
}

/** A page for platform admins only (Releases, Tenants). */
export function PlatformAdminPage({ children }: { children: ReactNode }) {
  const { shell } = useConsoleSession();
  return <ShellOwnPage admitted={isPlatformAdmin(shell.user.tenants)}>{children}</ShellOwnPage>;
}
