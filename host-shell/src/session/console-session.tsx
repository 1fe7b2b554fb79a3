import { getSessionToken, useDescope, useUser } from '@descope/react-sdk';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  FEATURE_FLAG_DEFAULTS,
  canManageUsers,
  isPlatformAdmin,
  isTenantAdminOf,
  type ShellContext,
} from 'shared-contracts';
import {
  clearStoredTenantId,
  createApiClient,
  createAuditLogger,
  createNotify,
  readStoredTenantId,
  resolveActiveTenant,
  storeTenantId,
  toSignedInUser,
  withAllTenants,
} from 'shared-ui';
import { useRuntime } from '../app/runtime-context';
import { NoTenantPage } from '../pages/no-tenant-page';
import { fetchAllTenants } from './fetch-all-tenants';

/** The signed-in session as the shell's own chrome sees it. */
export interface ConsoleSession {
  /** What every remote receives. */
  shell: ShellContext;
  /** The user-management permission, for tab visibility. */
  canManageUsers: boolean;
  /** Writes Logoff, forgets the tenant, ends the session and reloads on /login. */
  logout: () => Promise<void>;
  /** Makes another tenant active; the page reloads (SPEC §4). */
  switchTenant: (tenantId: string) => void;
}

const SessionContext = createContext<ConsoleSession | null>(null);

/** Builds the ShellContext of the signed-in user and the active tenant. */
export function ConsoleSessionProvider({ children }: { children?: ReactNode }) {
  const { config } = useRuntime();
  const { user: identityUser } = useUser();
  const sdk = useDescope();
  const navigate = useNavigate();
  const own = useMemo(() => toSignedInUser(identityUser), [identityUser]);
  const [otherTenants, setOtherTenants] = useState<{ id: string; name: string }[]>([]);
  const user = useMemo(() => ({ ...own, tenants: withAllTenants(own.tenants, otherTenants) }), [own, otherTenants]);
  const tenant = resolveActiveTenant(user.tenants, readStoredTenantId());
  const tenantId = tenant?.id ?? '';
  const loggingOut = useRef(false);
  const logoutRef = useRef<() => Promise<void>>(async () => undefined);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiBaseUrl,
        getSessionToken: () => getSessionToken() || undefined,
        getTenantId: () => tenantId,
        onUnauthorized: () => void logoutRef.current(),
      }),
    [config.apiBaseUrl, tenantId],
  );
  const audit = useMemo(() => createAuditLogger(api), [api]);
  const notify = useMemo(() => createNotify(), []);

  const logout = useCallback(async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    await audit({ page: 'Login', action: 'Logoff', outcome: 'Success' });
    clearStoredTenantId();
    await sdk.logout().catch((error: unknown) => console.warn('Logout call failed', error));
    window.location.assign('/login');
  }, [audit, sdk]);
  logoutRef.current = logout;

  useEffect(() => {
    if (tenantId) storeTenantId(tenantId);
  }, [tenantId]);

  useEffect(() => {
    if (!isPlatformAdmin(own.tenants)) return;
    let current = true;
    void fetchAllTenants(config.apiBaseUrl).then((tenants) => current && setOtherTenants(tenants));
    return () => {
      current = false;
    };
  }, [own, config.apiBaseUrl]);

  const session = useMemo<ConsoleSession | null>(() => {
    if (!tenant) return null;
    const shell: ShellContext = {
      user,
      tenant,
      isTenantAdmin: isTenantAdminOf(tenant),
      api,
      flags: { ...FEATURE_FLAG_DEFAULTS },
      notify,
      audit,
      navigate: (to, options) => void navigate(to, options),
    };
    const switchTenant = (id: string) => {
      storeTenantId(id);
      window.location.reload();
    };
    return { shell, canManageUsers: canManageUsers(user.tenants, tenant), logout, switchTenant };
  }, [user, tenant, api, audit, notify, navigate, logout]);

  if (!session) return <NoTenantPage identifier={own.identifier} onLogout={() => void logout()} />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in session; only under ConsoleSessionProvider. */
export function useConsoleSession(): ConsoleSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useConsoleSession() must be used under <ConsoleSessionProvider>');
  return session;
}
