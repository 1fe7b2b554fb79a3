import { FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import type { TypedApiClient, FeatureFlagName, FeatureFlags } from 'shared-contracts';
import { ApiError } from 'shared-ui/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { pickBooleanFlags, readCachedFlags, withDefaults, writeCachedFlags } from './flag-cache';

/** What the flag store holds: the flags in force, the tenant's overrides, and how to load and change them. */
export interface FlagState {
  /** False until the flags were loaded, failed to load, or came from the cache. */
  ready: boolean;
  flags: FeatureFlags;
  /** The active tenant's overrides of the defaults (API source only). */
  overrides: Partial<FeatureFlags>;
  /** Loads the tenant's flags from the API; answers a function that drops an answer still to come. */
  load: () => () => void;
  /** Sets a tenant override through the API; `null` goes back to the default. */
  setOverride: (name: FeatureFlagName, value: boolean | null) => Promise<void>;
  /** Applies the values a LaunchDarkly client evaluated. */
  applyLaunchDarkly: (values: Record<string, unknown>) => void;
  /** A LaunchDarkly client that failed to start: logged, and the defaults remain. */
  failLaunchDarkly: (error: unknown) => void;
}

/**
 * The flag store of one signed-in user and tenant: the defaults with the cached values at first, then LaunchDarkly's
 * values or the API's per-tenant overrides; every loaded set is cached (booleans only).
 */
export function createFlagStore(api: TypedApiClient): StoreApi<FlagState> {
  return createStore<FlagState>()((set) => {
    const apply = (flags: unknown, overrides: unknown) => {
      const next = withDefaults(pickBooleanFlags(flags));
      writeCachedFlags(next);
      set({ ready: true, flags: next, overrides: pickBooleanFlags(overrides) });
    };
    const cached = readCachedFlags();
    return {
      ready: Object.keys(cached).length > 0,
      flags: withDefaults(cached),
      overrides: {},
      load() {
        let current = true;
        api.get('/feature-flags').then(
          (state) => current && apply(state.flags, state.overrides),
          (error: unknown) => {
            // A 401/403 already ends the session; anything else keeps the defaults and the cache.
            if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
              console.warn('Could not load the feature flags; keeping the defaults', error);
            if (current) set({ ready: true });
          },
        );
        return () => {
          current = false;
        };
      },
      async setOverride(name, value) {
        const path = { name };
        const state =
          value === null
            ? await api.delete('/feature-flags/{name}', { path })
            : await api.put('/feature-flags/{name}', { value }, { path });
        apply(state.flags, state.overrides);
      },
      applyLaunchDarkly: (values) => apply(values, {}),
      failLaunchDarkly(error) {
        console.error('Failed to initialize LaunchDarkly client', error);
        set({ ready: true, flags: { ...FEATURE_FLAG_DEFAULTS }, overrides: {} });
      },
    };
  });
}
