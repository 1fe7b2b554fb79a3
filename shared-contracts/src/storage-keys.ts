/** Browser-storage key of the cached feature flags of the signed-in user and active tenant (booleans only). */
export const FEATURE_FLAGS_STORAGE_KEY = 'console.featureFlags';
/** Browser-storage key of the time zone the user last chose for CSV exports (an IANA name). */
export const EXPORT_TIME_ZONE_STORAGE_KEY = 'console.exportTimeZone';
