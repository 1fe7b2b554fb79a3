/** Browser-storage key of the cached feature flags of the signed-in user and active tenant (booleans only). */
export const FEATURE_FLAGS_STORAGE_KEY = 'console.featureFlags';
