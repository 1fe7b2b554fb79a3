import { formatExactTime, formatRelativeTime } from 'shared-contracts';

/** Props of Time. */
export interface TimeProps {
  /** The moment, as an ISO string. */
  value: string;
  /** Shown as how long ago ('3 hours ago'), with the exact time and its zone on hover and for screen readers. */
  relative?: boolean;
  /** Whether an absolute time names its zone ('… AM UTC'): where it is compared with other systems or people. */
  zone?: boolean;
  /** The zone to show the time in; the user's when absent (tests and zone-bound views such as a schedule). */
  timeZone?: string;
  /** The locale; the user's when absent. */
  locale?: string;
}

/**
 * The console's one way to show a moment: the exact time in the user's locale and zone (shared-contracts'
 * formatExactTime), or, with `relative`, how long ago with the exact time on hover (the native title) and as the
 * accessible name. A plain element: a tooltip component per row of a long grid costs frames as it scrolls.
 */
export function Time({ value, relative = false, zone = false, timeZone, locale }: TimeProps) {
  if (!relative) return <time dateTime={value}>{formatExactTime(value, { zone, timeZone, locale })}</time>;
  const exact = formatExactTime(value, { zone: true, timeZone, locale });
  return (
    <time dateTime={value} aria-label={exact} title={exact}>
      {formatRelativeTime(value)}
    </time>
  );
}
