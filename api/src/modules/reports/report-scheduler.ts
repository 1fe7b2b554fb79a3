import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import { REPORT_RETENTION_DAYS } from 'shared-contracts';
import { Type, type Static } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import { isoText } from '../../lib/listing';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { claimSlot } from './report-repository';
import type { ReportRunner, ReportServices } from './report-runner';
import { slotsBetween } from './report-schedule';

/** Slots of one template missed while no API ran that are made on start (the latest ones). */
export const MISSED_SLOTS_LIMIT = 3;
/** How often the scheduler looks for due slots: every minute, at second 0. */
export const SCHEDULER_TICK = '0 * * * * *';
/** A report queued this long ago and not started lost its process: any process may take it. */
const ORPHAN_AFTER_MS = 60_000;

const DAY_MS = 24 * 3600 * 1000;

const DueTemplateRow = Type.Object({
  tenantId: Type.String(),
  id: Type.String(),
  scheduleCron: Type.String(),
  timezone: Type.String(),
  /** Slots after this are due: the last scheduled slot, or when the template was created, changed or resumed. */
  since: Type.String(),
});
type DueTemplate = Static<typeof DueTemplateRow>;
const OrphanRow = Type.Object({ tenantId: Type.String(), id: Type.String() });
const FileKeyRow = Type.Object({ key: Type.String() });

/** What one pass did. */
export interface TickResult {
  claimed: { tenantId: string; reportId: string }[];
  adopted: number;
  expired: number;
}

/**
 * Runs reports on their schedules. Every API process runs one; each (template, slot) is made once however many
 * there are, because a slot is claimed by inserting its report under the unique key (tenant, template, slot): the
 * process whose insert wins makes it. A paused template is not looked at. After downtime, each template's missed
 * slots (its latest `missedLimit`) are claimed at the first pass, each a report of its own. Passes also take over
 * reports left queued by a process that died, and remove files past retention.
 */
export class ReportScheduler {
  private job: Cron | undefined;
  private pass: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly services: ReportServices,
    private readonly runner: ReportRunner,
    private readonly options: { missedLimit?: number; retentionDays?: number } = {},
  ) {}

  /** Starts the passes (one now, then on each tick of `tick`, a croner pattern). */
  start(tick = SCHEDULER_TICK): void {
    this.job = new Cron(tick, { protect: true }, () => this.runPass());
    this.runPass();
  }

  /** Stops the passes and waits for the one under way and the reports being made. */
  async stop(): Promise<void> {
    this.job?.stop();
    await this.pass;
    await this.runner.idle();
  }

  private runPass(): void {
    this.pass = this.pass.then(() => this.tick()).catch(() => undefined);
  }

  /** One pass at the services' clock: claims due slots and starts their reports. */
  async tick(): Promise<TickResult> {
    const now = this.services.now();
    const limit = this.options.missedLimit ?? MISSED_SLOTS_LIMIT;
    const claimed: TickResult['claimed'] = [];
    for (const template of await this.dueTemplates()) {
      const slots = slotsBetween(template.scheduleCron, template.timezone, new Date(template.since), now, limit);
      for (const slot of slots) {
        const report = await withTenant(this.services.database, template.tenantId, (tx) =>
          claimSlot(tx, template.tenantId, template.id, slot, 'schedule', null),
        );
        if (report) claimed.push({ tenantId: template.tenantId, reportId: report.id });
      }
    }
    for (const { tenantId, reportId } of claimed) this.runner.start(tenantId, reportId);
    const adopted = await this.adoptOrphans(now);
    const expired = await this.removeExpired(now);
    return { claimed, adopted, expired };
  }

  /** Every tenant's running templates with the moment after which their slots are due. */
  private dueTemplates(): Promise<DueTemplate[]> {
    return withMaintenance(this.services.database, (tx) =>
      queryRows(
        tx,
        sql`SELECT t.tenant_id AS "tenantId", t.id::text AS id, t.schedule_cron AS "scheduleCron", t.timezone,
              ${sql.raw(
                isoText(`greatest(t.created, t.updated, (SELECT max(r.slot) FROM reports r
                WHERE r.tenant_id = t.tenant_id AND r.template_id = t.id AND r.trigger = 'schedule'))`),
              )} AS since
            FROM report_templates t WHERE NOT t.paused`,
        DueTemplateRow,
      ),
    );
  }

  /** Starts reports queued long ago by a process that is gone (the runner's start claims each once). */
  private async adoptOrphans(now: Date): Promise<number> {
    const orphans = await withMaintenance(this.services.database, (tx) =>
      queryRows(
        tx,
        sql`SELECT tenant_id AS "tenantId", id::text AS id FROM reports
            WHERE status = 'queued' AND created < ${new Date(now.getTime() - ORPHAN_AFTER_MS).toISOString()}::timestamptz`,
        OrphanRow,
      ),
    );
    for (const orphan of orphans) this.runner.start(orphan.tenantId, orphan.id);
    return orphans.length;
  }

  /** Removes the files of reports finished more than the retention period ago; their rows stay, unavailable. */
  private async removeExpired(now: Date): Promise<number> {
    const days = this.options.retentionDays ?? REPORT_RETENTION_DAYS;
    const before = new Date(now.getTime() - days * DAY_MS).toISOString();
    const expired = await withMaintenance(this.services.database, (tx) =>
      queryRows(
        tx,
        sql`WITH old AS (SELECT tenant_id, id, file_key FROM reports
              WHERE file_key IS NOT NULL AND completed < ${before}::timestamptz FOR UPDATE)
            UPDATE reports SET file_key = NULL FROM old WHERE reports.tenant_id = old.tenant_id AND reports.id = old.id
            RETURNING old.file_key AS key`,
        FileKeyRow,
      ),
    );
    await Promise.all(expired.map((file) => this.services.files.remove(file.key)));
    return expired.length;
  }
}
