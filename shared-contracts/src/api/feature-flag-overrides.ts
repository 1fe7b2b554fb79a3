import type { FeatureFlagName, FeatureFlags } from '../feature-flags';

/** GET /feature-flags answer: the flags in force for the active tenant and the tenant's overrides of the defaults. */
export interface FeatureFlagState {
  /** Effective value of every flag (default, or the tenant's override). */
  flags: FeatureFlags;
  /** The tenant's overrides only. */
  overrides: Partial<FeatureFlags>;
}

/** PUT /feature-flags/:name body (Tenant Admin only; audited). */
export interface FeatureFlagOverrideRequest {
  /** New value of the flag for the active tenant. */
  value: boolean;
}

/** Path of the override of one flag. */
export function featureFlagPath(name: FeatureFlagName): string {
  return `/feature-flags/${encodeURIComponent(name)}`;
}
