import { Cron } from 'croner';

/** Whether a time zone name is one the runtime (and so croner) knows. */
export function isTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** The schedule of a template in its time zone (croner: daylight-saving changes handled), never started. */
function scheduleOf(cron: string, timezone: string): Cron {
  return new Cron(cron, { timezone, paused: true });
}

/** The first slot strictly after `after`, or null. */
export function nextSlot(cron: string, timezone: string, after: Date): Date | null {
  return scheduleOf(cron, timezone).nextRun(after);
}

/** The slots in (since, until], oldest first, at most `limit` of the latest. */
export function slotsBetween(cron: string, timezone: string, since: Date, until: Date, limit: number): Date[] {
  if (limit <= 0) return [];
  return scheduleOf(cron, timezone)
    .previousRuns(limit, new Date(until.getTime() + 1))
    .filter((slot) => slot.getTime() > since.getTime() && slot.getTime() <= until.getTime())
    .reverse();
}
