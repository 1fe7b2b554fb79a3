import { FEATURE_FLAGS_STORAGE_KEY, FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES } from 'shared-contracts';
import type { FeatureFlags } from 'shared-contracts';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The known flags of a value that carry a boolean; anything else (other names, non-boolean values) is ignored. */
export function pickBooleanFlags(value: unknown): Partial<FeatureFlags> {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  const picked: Partial<FeatureFlags> = {};
  for (const name of FEATURE_FLAG_NAMES) {
    const flag = source[name];
    if (typeof flag === 'boolean') picked[name] = flag;
  }
  return picked;
}

/** The defaults of SPEC §3 with the given values applied. */
export function withDefaults(values: Partial<FeatureFlags>): FeatureFlags {
  return { ...FEATURE_FLAG_DEFAULTS, ...values };
}

/** The cached flags; an unreadable cache warns and counts as empty, so the defaults are kept. */
export function readCachedFlags(): Partial<FeatureFlags> {
  const raw = storage()?.getItem(FEATURE_FLAGS_STORAGE_KEY);
  if (raw === null || raw === undefined) return {};
  try {
    return pickBooleanFlags(JSON.parse(raw));
  } catch (error) {
    console.warn('Ignoring unparseable cached feature flags; defaults kept', error);
    return {};
  }
}

/** Caches the flags in force for the next start. */
export function writeCachedFlags(flags: FeatureFlags): void {
  try {
    storage()?.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(flags));
  } catch (error) {
    console.warn('Could not cache the feature flags', error);
  }
}

/** Forgets the cached flags (on logout and tenant switch: they belong to one user and tenant). */
export function clearCachedFlags(): void {
  storage()?.removeItem(FEATURE_FLAGS_STORAGE_KEY);
}
