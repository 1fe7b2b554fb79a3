// A report made by the real runner (issue 13, item 5): the incidents of the whole time window streamed through the
// grid's export path into the file store, timed and sampled like the export beside it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../src/testing/query-rows';
import type { Database } from '../src/db/database';
import { withTenant } from '../src/db/tenant-scope';
import { localFileStore } from '../src/lib/storage/file-store';
import { claimSlot } from '../src/modules/reports/report-repository';
import { ReportLinks } from '../src/modules/reports/report-links';
import { ReportRunner } from '../src/modules/reports/report-runner';
import { createTemplate, removeTemplate } from '../src/modules/reports/template-writes';
import { ANCHOR, BENCH_TENANT, BENCH_USER } from './generate-incidents';
import { withRssSampling } from './measure';

/** Rows, seconds, rows per second and memory of one report. */
export interface ReportFigures {
  rows: number;
  sizeMb: number;
  seconds: number;
  rowsPerSecond: number;
  startMb: number;
  peakMb: number;
}

/**
 * Makes one report of the benchmark tenant's incidents over the longest time window (366 days before a slot just
 * after the newest incident: about 989,000 of the 1,000,000), then deletes it.
 */
export async function measureReport(database: Database): Promise<ReportFigures> {
  const root = await mkdtemp(join(tmpdir(), 'bench-report-'));
  const actor = { id: BENCH_USER.id };
  const runner = new ReportRunner({
    database,
    files: localFileStore(root),
    links: new ReportLinks(() => Promise.reject(new Error('the benchmark sends no link'))),
    mailer: undefined,
    publicBaseUrl: 'http://127.0.0.1',
    now: () => new Date(),
  });
  const slot = new Date(Date.parse(ANCHOR) + 1000);
  const queued = await withTenant(database, BENCH_TENANT, async (tx) => {
    const template = await createTemplate(tx, BENCH_TENANT, actor, {
      name: `Benchmark report ${Date.now()}`,
      dataSource: 'incidents',
      timeWindowDays: 366,
      recipients: [],
      repeatEveryPeriod: 'day',
      repeatEveryCount: 1,
      repeatOn: [],
      time: '08:00',
      deliveryNotification: 'email',
      exportFormat: 'csv',
    });
    const report = await claimSlot(tx, BENCH_TENANT, template.id, slot, 'manual', actor.id);
    return { templateId: template.id, reportId: report!.id };
  });
  try {
    const started = Date.now();
    const sampled = await withRssSampling(() => runner.generate(BENCH_TENANT, queued.reportId));
    const seconds = (Date.now() - started) / 1000;
    const report = sampled.result;
    if (report?.status !== 'ready') throw new Error(`the report did not finish: ${report?.error ?? 'not queued'}`);
    // A fast wrong report is a defect: its row count must be the exact count of the window's incidents.
    const [exact] = await withTenant(database, BENCH_TENANT, (tx) =>
      uncheckedRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM incidents WHERE tenant_id = ${BENCH_TENANT}
              AND created >= ${slot.toISOString()}::timestamptz - interval '366 days' AND created < ${slot.toISOString()}::timestamptz`,
      ),
    );
    if (exact?.n !== report.rowCount) throw new Error(`the report has ${report.rowCount} rows, the window ${exact?.n}`);
    return {
      rows: report.rowCount,
      sizeMb: report.sizeBytes / 1048576,
      seconds,
      rowsPerSecond: report.rowCount / seconds,
      startMb: sampled.startMb,
      peakMb: sampled.peakMb,
    };
  } finally {
    await withTenant(database, BENCH_TENANT, (tx) => removeTemplate(tx, BENCH_TENANT, actor, queued.templateId));
    await rm(root, { recursive: true, force: true });
  }
}
