import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createCan, FEATURE_FLAG_DEFAULTS, type ShellContext, type TenantEntry } from 'shared-contracts';
import { createApiClient } from '../shell/create-api-client';
import { createAuditLogger } from '../shell/create-audit-logger';
import { toSignedInUser } from '../shell/signed-in-user';
import { createNotify } from '../toast/create-notify';
import type { DevSession, DevShellOptions } from './dev-session';

/** The same ShellContext the host builds, from a dev-shell session. */
export function useDevShellContext(
  options: DevShellOptions,
  session: DevSession,
  tenant: TenantEntry,
  onUnauthorized: () => void,
): ShellContext {
  const navigate = useNavigate();
  const user = useMemo(() => toSignedInUser(session.user), [session]);
  return useMemo(() => {
    const api = createApiClient({
      baseUrl: options.apiBaseUrl,
      getSessionToken: () => session.sessionJwt,
      getTenantId: () => tenant.id,
      onUnauthorized,
    });
    return {
      user,
      tenant,
      can: createCan(user.tenants, tenant),
      api,
      flags: { ...FEATURE_FLAG_DEFAULTS },
      notify: createNotify(),
      audit: createAuditLogger(api),
      navigate: (to, navigateOptions) => void navigate(to, navigateOptions),
    };
  }, [options.apiBaseUrl, session, user, tenant, onUnauthorized, navigate]);
}
