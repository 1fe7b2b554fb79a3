import { badRequest } from '../http/problem';

/** The zone of an export's times when the caller names none. */
export const EXPORT_DEFAULT_TIME_ZONE = 'UTC';

// IANA names only: letters first, then letters, digits, '_', '+', '-' and '/'. This keeps out POSIX zone strings
// ('+01:00', 'UTC-3'), which PostgreSQL reads with the opposite sign to ISO 8601.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
const ETC_OFFSET = /^Etc\/GMT[+-]\d{1,2}$/;

let known: ReadonlySet<string> | undefined;
function knownZones(): ReadonlySet<string> {
  known ??= new Set(Intl.supportedValuesOf('timeZone'));
  return known;
}

/**
 * The time zone an export writes its times in: the `timeZone` parameter as its canonical IANA name (UTC when
 * absent). A name that is not an IANA time zone is a 400 naming the parameter.
 */
export function exportTimeZoneOf(raw: Readonly<Record<string, unknown>>): string {
  const given = raw.timeZone;
  if (given === undefined || given === '') return EXPORT_DEFAULT_TIME_ZONE;
  const refuse = () => badRequest('timeZone', 'is not an IANA time zone (for example Europe/Paris or UTC)');
  if (typeof given !== 'string' || !IANA_NAME.test(given)) throw refuse();
  let zone: string;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: given }).resolvedOptions().timeZone;
  } catch {
    throw refuse();
  }
  if (zone !== EXPORT_DEFAULT_TIME_ZONE && !knownZones().has(zone) && !ETC_OFFSET.test(zone)) throw refuse();
  return zone;
}

/**
 * A moment as a file name's stamp in a zone, such as `2026-03-29T03-30-00-Europe-Paris`: the local time there,
 * then the zone, so the name says which zone the file's times are in.
 */
export function exportStamp(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  const local = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}-${part('minute')}-${part('second')}`;
  return `${local}-${timeZone.replace(/\//g, '-')}`;
}
