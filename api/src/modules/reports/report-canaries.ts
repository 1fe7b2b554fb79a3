import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';

/** Acme report templates and a report with fixed ids, so the access matrix can probe the report routes (tests only). */
export const ACME_PROBE_REPORTS = {
  /** Read, changed, copied, paused and run by the probes. */
  edited: 'acac0000-0000-4000-8000-0000000004e1',
  /** Deleted by the DELETE probe. */
  deleted: 'acac0000-0000-4000-8000-0000000004e2',
  /** A ready report of `edited` (its file is not needed to sign a link). */
  report: 'acac0000-0000-4000-8000-0000000004e3',
} as const;

/** Globex's and Initech's canary template and report: an Acme user asking for them gets a 404. */
export const GLOBEX_CANARY_REPORTS = {
  template: 'cacacaca-0000-4000-8000-0000000004e1',
  report: 'cacacaca-0000-4000-8000-0000000004e3',
} as const;

/**
 * Plants the probe templates and report in Acme, and in Globex and Initech a canary template (name, description,
 * filters and recipients carrying `canary`) with a ready report.
 */
export async function seedReportCanaries(database: Database, canary: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    const template = (tenantId: string, id: string, text: string, recipient: string) =>
      tx.execute(sql`INSERT INTO report_templates (tenant_id, id, name, description, data_source, filters,
          schedule_cron, recipients)
        VALUES (${tenantId}, ${id}::uuid, ${`${text} template`}, ${`${text} description`}, 'incidents',
          ${JSON.stringify({ search: text })}::jsonb, '0 8 * * 1', ARRAY[${recipient}]::text[])`);
    const report = (tenantId: string, templateId: string, id: string, text: string) =>
      tx.execute(sql`INSERT INTO reports (tenant_id, id, template_id, slot, trigger, status, row_count, file_name,
          file_key, created, completed)
        VALUES (${tenantId}, ${id}::uuid, ${templateId}::uuid, '2026-11-02T08:00:00Z', 'schedule', 'ready', 3,
          ${`${text}.csv`}, ${`reports/${tenantId}/${id}.csv`}, now(), now())`);
    await template('acme-corp', ACME_PROBE_REPORTS.edited, 'Probe report', 'probe@acme.example');
    await template('acme-corp', ACME_PROBE_REPORTS.deleted, 'Probe deleted report', 'probe@acme.example');
    await report('acme-corp', ACME_PROBE_REPORTS.edited, ACME_PROBE_REPORTS.report, 'probe-report');
    for (const tenantId of ['globex', 'initech']) {
      await template(tenantId, GLOBEX_CANARY_REPORTS.template, canary, `${canary.toLowerCase()}@example.com`);
      await report(tenantId, GLOBEX_CANARY_REPORTS.template, GLOBEX_CANARY_REPORTS.report, canary);
    }
  });
}
