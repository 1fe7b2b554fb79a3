import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useNavigate, createAuditLogger, createNotify, type ActiveTenantStore } from 'shared-ui/core';
import { FetchCacheProvider } from 'shared-ui';
import { ALL_TENANTS_ID, createCan } from 'shared-contracts';
import type { ShellContext, SignedInUser, TenantEntry } from 'shared-contracts';
import { identifyAnalyticsUser } from '../analytics/start-analytics';
import { useRuntime } from '../app/runtime-context';
import { clearCachedFlags } from '../flags/flag-cache';
import { useFeatureFlags } from '../flags/use-feature-flags';
import { FullPageSpin } from '../pages/full-page-spin';
import { ConsoleSessionContextProvider, type ConsoleSession } from './session-context';
import { createShellApi } from './create-shell-api';
import { TenantLines } from '../federation/tenant-lines';
import type { LaunchDarklyFlagSourceProps } from '../flags/launch-darkly-flag-source';

/**
 * Loaded only when a LaunchDarkly client-side id is configured. A chunk that fails to load is a client that failed to
 * start: reported (logged, the defaults kept, the console goes on), never the whole console's failure.
 */
const LaunchDarklyFlagSource = lazy<ComponentType<LaunchDarklyFlagSourceProps>>(() =>
  import(/* webpackChunkName: "launch-darkly" */ '../flags/launch-darkly-flag-source').catch((error: unknown) => ({
    default: function LaunchDarklyUnavailable({ onError }: LaunchDarklyFlagSourceProps) {
      useEffect(() => onError(error), [onError]);
      return null;
    },
  })),
);

/** Toasts of every remote go to the shell's one notification region. */
const notify = createNotify();

/** Makes another tenant active: remembered, its flags fetched afresh, the page reloaded (SPEC §4). */
function switchTenant(activeTenant: ActiveTenantStore, tenantId: string): void {
  activeTenant.getState().select(tenantId);
  clearCachedFlags();
  window.location.reload();
}

/** Props of TenantSession. */
export interface TenantSessionProps {
  user: SignedInUser;
  tenant: TenantEntry;
  /** Whether the user holds a scope of tenants, so may choose All tenants; undefined while that is asked. */
  holdsScope: boolean | undefined;
  children?: ReactNode;
}

/**
 * The ShellContext of the user in the active tenant: API client (fresh token, Tenant-Id, 401/403 end the session),
 * audit logger, flags, toasts and navigation; its SWR cache is the tenant's own, so no other tenant's data shows.
 */
export function TenantSession({ user, tenant, holdsScope, children }: TenantSessionProps) {
  const { config, session: guard, activeTenant, remotes } = useRuntime();
  const navigate = useNavigate();
  const tenantId = tenant.id;
  // All tenants (issue 31): `Tenant-Id: *`; no release line is promoted to a scope, so the remotes load their own.
  const allTenants = tenantId === ALL_TENANTS_ID;
  const api = useMemo(
    () => createShellApi(config.apiBaseUrl, guard, () => tenantId),
    [config.apiBaseUrl, guard, tenantId],
  );
  const audit = useMemo(() => createAuditLogger(api), [api]);
  // Before any remote of this tenant loads (children render first): its releases come from the API (issue 29).
  remotes.followTenant(
    tenantId,
    () => new TenantLines(() => (allTenants ? Promise.resolve({ remotes: [] }) : api.get('/releases/lines'))),
  );
  const flagControl = useFeatureFlags(api, config.launchDarklyClientId ? 'launchdarkly' : 'api');

  useEffect(() => activeTenant.getState().select(tenantId), [activeTenant, tenantId]);
  useEffect(() => identifyAnalyticsUser(user.userId, tenantId), [user.userId, tenantId]);

  const session = useMemo<ConsoleSession>(() => {
    const shell: ShellContext = {
      user,
      tenant,
      can: createCan(user.tenants, tenant),
      api,
      flags: flagControl.flags,
      notify,
      audit,
      navigate: (to, options) => void navigate(to, options),
    };
    return {
      shell,
      flagControl,
      // The flag overrides are one tenant's: none to edit over All tenants.
      canEditFlags: flagControl.source === 'api' && !allTenants && shell.can('flags.write'),
      holdsScope,
      logout: () => guard.endSession('user'),
      switchTenant: (id) => switchTenant(activeTenant, id),
    };
  }, [user, tenant, api, audit, flagControl, navigate, guard, activeTenant, allTenants, holdsScope]);

  return (
    <ConsoleSessionContextProvider value={session}>
      {flagControl.ready ? <FetchCacheProvider key={tenantId}>{children}</FetchCacheProvider> : <FullPageSpin />}
      {config.launchDarklyClientId && (
        <Suspense fallback={null}>
          <LaunchDarklyFlagSource
            clientSideId={config.launchDarklyClientId}
            userId={user.userId}
            tenantId={tenantId}
            onFlags={flagControl.applyLaunchDarkly}
            onError={flagControl.failLaunchDarkly}
          />
        </Suspense>
      )}
    </ConsoleSessionContextProvider>
  );
}
