import { useCallback, useEffect, useMemo, useState } from 'react';
import { FEATURE_FLAG_DEFAULTS, typedApi } from 'shared-contracts';
import type { ApiClient, FeatureFlagName, FeatureFlags } from 'shared-contracts';
import { ApiError } from 'shared-ui/core';
import { pickBooleanFlags, readCachedFlags, withDefaults, writeCachedFlags } from './flag-cache';

/** Where the flags come from: LaunchDarkly when a client-side id is configured, else defaults plus API overrides. */
export type FlagSource = 'launchdarkly' | 'api';

/** The flags in force and, for the API source, the tenant's overrides and how to change them. */
export interface FeatureFlagControl {
  source: FlagSource;
  /** False until the flags were loaded, failed to load, or came from the cache. */
  ready: boolean;
  flags: FeatureFlags;
  /** The active tenant's overrides of the defaults (API source only). */
  overrides: Partial<FeatureFlags>;
  /** Sets a tenant override (Tenant Admin; audited by the API); `null` goes back to the default. */
  setOverride: (name: FeatureFlagName, value: boolean | null) => Promise<void>;
  /** Applies the values a LaunchDarkly client evaluated. */
  applyLaunchDarkly: (values: Record<string, unknown>) => void;
  /** A LaunchDarkly client that failed to start: logged, and the defaults remain. */
  failLaunchDarkly: (error: unknown) => void;
}

interface FlagValues {
  ready: boolean;
  flags: FeatureFlags;
  overrides: Partial<FeatureFlags>;
}

/**
 * The feature flags of the signed-in user and active tenant: the defaults with the cached values at first, then
 * LaunchDarkly's values or the API's per-tenant overrides; every loaded set is cached (booleans only).
 */
export function useFeatureFlags(api: ApiClient, source: FlagSource): FeatureFlagControl {
  const [values, setValues] = useState<FlagValues>(() => {
    const cached = readCachedFlags();
    return { ready: Object.keys(cached).length > 0, flags: withDefaults(cached), overrides: {} };
  });

  const apply = useCallback((flags: unknown, overrides: unknown) => {
    const next = withDefaults(pickBooleanFlags(flags));
    writeCachedFlags(next);
    setValues({ ready: true, flags: next, overrides: pickBooleanFlags(overrides) });
  }, []);

  useEffect(() => {
    if (source !== 'api') return;
    let current = true;
    typedApi(api)
      .get('/feature-flags')
      .then(
        (state) => current && apply(state.flags, state.overrides),
        (error: unknown) => {
          // A 401/403 already ends the session; anything else keeps the defaults and the cache.
          if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
            console.warn('Could not load the feature flags; keeping the defaults', error);
          if (current) setValues((previous) => ({ ...previous, ready: true }));
        },
      );
    return () => {
      current = false;
    };
  }, [api, source, apply]);

  const setOverride = useCallback(
    async (name: FeatureFlagName, value: boolean | null) => {
      const flagApi = typedApi(api);
      const path = { name };
      const state =
        value === null
          ? await flagApi.delete('/feature-flags/{name}', { path })
          : await flagApi.put('/feature-flags/{name}', { value }, { path });
      apply(state.flags, state.overrides);
    },
    [api, apply],
  );

  const applyLaunchDarkly = useCallback((flags: Record<string, unknown>) => apply(flags, {}), [apply]);

  const failLaunchDarkly = useCallback((error: unknown) => {
    console.error('Failed to initialize LaunchDarkly client', error);
    setValues({ ready: true, flags: { ...FEATURE_FLAG_DEFAULTS }, overrides: {} });
  }, []);

  return useMemo(
    () => ({ source, ...values, setOverride, applyLaunchDarkly, failLaunchDarkly }),
    [source, values, setOverride, applyLaunchDarkly, failLaunchDarkly],
  );
}
