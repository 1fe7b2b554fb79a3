import type { Database } from '../database';
import type { EventTemplate } from './event-templates';
import { insertEventBatch } from './seed-events';
import type { SeededDevice } from './seed-config';

/** Days before the demo's events window that the educate policies' history covers (they monitored then). */
export const EDUCATION_HISTORY_DAYS = 120;

/** The history's size: this share of the tenant's events, over the educate policies' templates only. */
const HISTORY_SHARE = 0.04;

export interface EducationHistory {
  tenantId: string;
  seed: string;
  /** The tenant's event count: the history's events are numbered after them (their ids stay unique). */
  events: number;
  /** The start of the events window: the history ends there. */
  windowStart: Date;
  templates: readonly EventTemplate[];
  devices: readonly SeededDevice[];
  labels: readonly string[];
}

/**
 * The demo's educate policies before they educated: in the EDUCATION_HISTORY_DAYS before the events window, the same
 * policies matched the same kind of egress with a CHALLENGE verdict (they monitored, then switched to educate). So
 * the educate effect (policies/education-effect.ts) has a baseline of users matched without being educated, and
 * educated users whose 30 days have passed, in `npm start`. Answers how many events it added (0 when no policy
 * educates).
 */
export async function seedEducationHistory(database: Database, history: EducationHistory): Promise<number> {
  const templates = history.templates
    .filter((template) => template.verdict === 'educate')
    .map((template) => ({ ...template, verdict: 'CHALLENGE' }));
  if (templates.length === 0) return 0;
  const count = Math.max(1, Math.round(history.events * HISTORY_SHARE));
  await insertEventBatch(database, {
    tenantId: history.tenantId,
    seed: `${history.seed}:education-history`,
    from: history.events + 1,
    to: history.events + count,
    anchor: history.windowStart,
    windowDays: EDUCATION_HISTORY_DAYS,
    templates,
    devices: history.devices,
    labels: history.labels,
  });
  return count;
}
