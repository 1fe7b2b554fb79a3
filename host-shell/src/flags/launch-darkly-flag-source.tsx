import { LDProvider, useFlags, useLDClient, useLDClientError } from 'launchdarkly-react-client-sdk';
import type { LDContext } from 'launchdarkly-react-client-sdk';
import { useEffect, useMemo } from 'react';
import { FEATURE_FLAG_DEFAULTS } from 'shared-contracts';

/** How long the LaunchDarkly client may take to start before the defaults are kept, in seconds. */
export const LAUNCH_DARKLY_START_TIMEOUT_S = 5;

/** The flag service's multi-context of SPEC §7: the dashboard user and the tenant. */
export function launchDarklyContext(userId: string, tenantId: string): LDContext {
  return { kind: 'multi', 'dashboard-user': { key: userId }, tenant: { key: tenantId } };
}

/** Props of LaunchDarklyFlagSource. */
export interface LaunchDarklyFlagSourceProps {
  clientSideId: string;
  userId: string;
  tenantId: string;
  onFlags: (values: Record<string, unknown>) => void;
  onError: (error: unknown) => void;
}

function Report({ onFlags, onError }: Pick<LaunchDarklyFlagSourceProps, 'onFlags' | 'onError'>) {
  const client = useLDClient();
  const error = useLDClientError();
  const flags = useFlags();
  useEffect(() => {
    if (error) onError(error);
    else if (client) onFlags({ ...flags });
  }, [client, error, flags, onFlags, onError]);
  return null;
}

/** Evaluates the product's flags with LaunchDarkly for the user and tenant, reporting values or a failed start. */
export function LaunchDarklyFlagSource({
  clientSideId,
  userId,
  tenantId,
  onFlags,
  onError,
}: LaunchDarklyFlagSourceProps) {
  const context = useMemo(() => launchDarklyContext(userId, tenantId), [userId, tenantId]);
  return (
    <LDProvider
      clientSideID={clientSideId}
      context={context}
      flags={FEATURE_FLAG_DEFAULTS}
      timeout={LAUNCH_DARKLY_START_TIMEOUT_S}
      reactOptions={{ useCamelCaseFlagKeys: false, sendEventsOnFlagRead: false }}
    >
      <Report onFlags={onFlags} onError={onError} />
    </LDProvider>
  );
}

/** Default export for React.lazy: the LaunchDarkly SDK is only loaded when a client-side id is configured. */
export default LaunchDarklyFlagSource;
