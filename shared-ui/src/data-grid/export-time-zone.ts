import { EXPORT_TIME_ZONE_STORAGE_KEY, userTimeZone } from 'shared-contracts';

/** The zone exports are written in unless the user chooses another. */
export const DEFAULT_EXPORT_TIME_ZONE = 'UTC';

/** One choice of the export's time zone. */
export interface TimeZoneOption {
  /** IANA name sent as `timeZone`. */
  value: string;
  /** Text of the choice. */
  label: string;
}

/** A group of choices. */
export interface TimeZoneGroup {
  label: string;
  options: TimeZoneOption[];
}

/** The browser's own zone, or undefined when it cannot say. */
export function browserTimeZone(): string | undefined {
  return userTimeZone();
}

/** Every IANA zone the browser knows, or none where it cannot list them. */
export function supportedTimeZones(): string[] {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

/**
 * The export's time-zone choices: UTC first, the browser's zone next (when it is not UTC), then every other zone,
 * searchable by name.
 */
export function timeZoneGroups(browser: string | undefined, all: readonly string[]): TimeZoneGroup[] {
  const first: TimeZoneOption[] = [{ value: DEFAULT_EXPORT_TIME_ZONE, label: 'UTC' }];
  if (browser && browser !== DEFAULT_EXPORT_TIME_ZONE)
    first.push({ value: browser, label: `${browser} (this browser)` });
  const taken = new Set(first.map((option) => option.value));
  const others = all.filter((zone) => !taken.has(zone)).map((zone) => ({ value: zone, label: zone }));
  return others.length > 0
    ? [
        { label: 'Suggested', options: first },
        { label: 'All time zones', options: others },
      ]
    : [{ label: 'Suggested', options: first }];
}

/** The zone last chosen for exports, UTC when none was (or storage is unavailable). */
export function readExportTimeZone(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  try {
    return storage?.getItem(EXPORT_TIME_ZONE_STORAGE_KEY) || DEFAULT_EXPORT_TIME_ZONE;
  } catch {
    return DEFAULT_EXPORT_TIME_ZONE;
  }
}

/** Remembers the zone chosen for exports; storage failures (private mode, quota) are ignored. */
export function writeExportTimeZone(
  zone: string,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(EXPORT_TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // The choice then lasts for this page only.
  }
}
