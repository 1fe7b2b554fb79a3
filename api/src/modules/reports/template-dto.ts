import { cronToSchedule } from 'shared-contracts';
import type { ReportTemplate } from 'shared-contracts';
import { nextSlot } from './report-schedule';
import type { TemplateRow } from './template-repository';

/** A stored template as the API answers it: the cron read back in the picker's terms, and its next run. */
export function toTemplate(row: TemplateRow, now = new Date()): ReportTemplate {
  const schedule = cronToSchedule(row.scheduleCron);
  // Every cron is written from a schedule (scheduleToCron), so it reads back; anything else is a defect.
  if (!schedule) throw new Error(`report template ${row.id} holds a cron the picker cannot read: ${row.scheduleCron}`);
  const next = row.paused ? null : nextSlot(row.scheduleCron, row.timezone, now);
  return {
    ...row,
    ...schedule,
    deliveryNotification: 'email',
    exportFormat: 'csv',
    nextRun: next ? next.toISOString() : null,
  };
}
