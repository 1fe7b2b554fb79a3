import { ALL_TENANTS_ID, isPlatformAdmin, TENANT_ADMIN_ROLE } from 'shared-contracts';
import { Flex, Spin } from 'shared-ui/core';
import { useState } from 'react';
import { useRuntime } from '../app/runtime-context';
import { useConsoleSession } from '../session/session-context';
import { AllTenantsNotice, OneTenantSection, readsScope } from './one-tenant-section';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { SectionUnavailable } from './section-unavailable';
import { useRemoteState } from './use-remote-state';

/** Props of RemoteRoute. */
export interface RemoteRouteProps {
  /** Federation name. */
  name: string;
  /** Navigation title, for the unavailable screen. */
  section: string;
}

/** Mounts one remote under its route, with its own loading, failure and retry (over All tenants: if it reads a scope). */
export function RemoteRoute({ name, section }: RemoteRouteProps) {
  const { remotes } = useRuntime();
  const { shell } = useConsoleSession();
  const state = useRemoteState(name);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void remotes.retry(name).finally(() => setRetrying(false));
  };

  // The kit versions of a remote are for those who can act on them: the tenant's and the platform's admins.
  const admin = shell.tenant.roleNames.includes(TENANT_ADMIN_ROLE) || isPlatformAdmin(shell.user.tenants);
  if (state.status === 'unavailable') {
    return (
      <SectionUnavailable
        section={section}
        reason={state.reason}
        detail={admin ? state.detail : undefined}
        onRetry={retry}
        retrying={retrying}
      />
    );
  }
  if (state.status !== 'ready') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={`Loading ${section}`} />
      </Flex>
    );
  }
  // All tenants: only a section that reads a scope mounts (its module says so); the others would read one tenant.
  const allTenants = shell.tenant.id === ALL_TENANTS_ID;
  if (allTenants && !readsScope(state.module)) return <OneTenantSection section={section} />;
  const { Component } = state.module;
  return (
    <RemoteErrorBoundary key={state.attempt} section={section} onRetry={retry}>
      {allTenants && <AllTenantsNotice />}
      <div className="console-remote" data-remote={name}>
        <Component shell={shell} />
      </div>
    </RemoteErrorBoundary>
  );
}
