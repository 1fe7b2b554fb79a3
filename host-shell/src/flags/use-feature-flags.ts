import { useEffect, useMemo } from 'react';
import type { TypedApiClient } from 'shared-contracts';
import { useStore } from 'zustand';
import { createFlagStore, type FlagState } from './flag-store';

/** Where the flags come from: LaunchDarkly when a client-side id is configured, else defaults plus API overrides. */
export type FlagSource = 'launchdarkly' | 'api';

/** The flags in force and, for the API source, the tenant's overrides and how to change them. */
export interface FeatureFlagControl extends Omit<FlagState, 'load'> {
  source: FlagSource;
}

/** The feature flags of the signed-in user and active tenant, held in a flag store of their own (see createFlagStore). */
export function useFeatureFlags(api: TypedApiClient, source: FlagSource): FeatureFlagControl {
  const store = useMemo(() => createFlagStore(api), [api]);
  useEffect(() => (source === 'api' ? store.getState().load() : undefined), [store, source]);
  const { ready, flags, overrides, setOverride, applyLaunchDarkly, failLaunchDarkly } = useStore(store);
  return useMemo(
    () => ({ source, ready, flags, overrides, setOverride, applyLaunchDarkly, failLaunchDarkly }),
    [source, ready, flags, overrides, setOverride, applyLaunchDarkly, failLaunchDarkly],
  );
}
