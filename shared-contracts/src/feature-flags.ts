/** The boolean feature flags of the product. */
export const FEATURE_FLAG_DEFAULTS = {
  USE_AI_SPRINKLES_FOR_INCIDENTS: true,
  USE_SEND_EMAIL_FOR_AI_SPRINKLES: false,
  EXTRA_COMPLIANCE_FRAMEWORKS: false,
  DISPLAY_USER_MANAGEMENT_PAGE: true,
  DISPLAY_AI_POSTURE_PAGE: true,
} as const satisfies Record<string, boolean>;

/** Name of one feature flag. */
export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;

/** The value of every feature flag. */
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** Every flag name, in declaration order. */
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

/** Whether a string names a feature flag. */
export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.prototype.hasOwnProperty.call(FEATURE_FLAG_DEFAULTS, name);
}
