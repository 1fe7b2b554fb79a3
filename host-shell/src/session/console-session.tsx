import { useSession, useUser } from '@descope/react-sdk';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { SignedInUser } from 'shared-contracts';
import { toSignedInUser, type IdentityUser } from 'shared-ui/core';
import { useRuntime } from '../app/runtime-context';
import { FullPageSpin } from '../pages/full-page-spin';
import { NoTenantPage } from '../pages/no-tenant-page';
import { createShellApi } from './create-shell-api';
import type { SessionGuard } from './session-guard';
import { TenantSession } from './tenant-session';
import { resolveDirectoryTenant, useTenantDirectory } from './use-tenant-directory';

/** How often a signed-in shell checks its session between API calls (refresh within 60 s, token still there). */
export const SESSION_CHECK_INTERVAL_MS = 10_000;

// The identity SDK hands out a new user object on every refresh; keep one object while its content is the same.
function useSignedInUser(identityUser: IdentityUser | undefined): SignedInUser {
  const key = JSON.stringify(toSignedInUser(identityUser ?? {}));
  return useMemo(() => JSON.parse(key) as SignedInUser, [key]);
}

function useSessionChecks(guard: SessionGuard, sessionToken: string | undefined): void {
  useEffect(() => guard.remember(sessionToken), [guard, sessionToken]);
  useEffect(() => {
    const check = () => void guard.check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [guard]);
}

/** Builds the signed-in user's tenant list, picks the active tenant and hands over to TenantSession. */
export function ConsoleSessionProvider({ children }: { children?: ReactNode }) {
  const { config, session: guard, activeTenant } = useRuntime();
  const { user: identityUser } = useUser();
  const { sessionToken } = useSession();
  useSessionChecks(guard, sessionToken);
  const own = useSignedInUser(identityUser as IdentityUser | undefined);
  const unscoped = useMemo(() => createShellApi(config.apiBaseUrl, guard, () => ''), [config.apiBaseUrl, guard]);
  // Read, not subscribed: a tenant switch reloads the page, and a logout's forget must not re-enter the first tenant.
  const storedId = activeTenant.getState().tenantId;
  const directory = useTenantDirectory(own.tenants, unscoped, storedId);
  const user = useMemo(() => ({ ...own, tenants: directory.tenants }), [own, directory.tenants]);

  if (!directory.ready) return <FullPageSpin />;
  const tenant = resolveDirectoryTenant(directory, storedId);
  if (!tenant) return <NoTenantPage identifier={own.identifier} onLogout={() => void guard.endSession('user')} />;
  return (
    <TenantSession user={user} tenant={tenant} holdsScope={directory.holdsScope}>
      {children}
    </TenantSession>
  );
}
