import type { Readable } from 'node:stream';
import { formatExactTime, REPORT_EMAIL_LINK_DAYS } from 'shared-contracts';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { exportCsv } from '../../lib/listing';
import { EXPORT_DEFAULT_TIME_ZONE, exportStamp, exportTimeZoneOf } from '../../lib/listing/export-time-zone';
import type { FileStore } from '../../lib/storage/file-store';
import type { Mailer, MailMessage } from '../outbox/mailer';
import { storeInOutbox } from '../outbox/repository';
import type { ReportLinks } from './report-links';
import { finishReport, startReport } from './report-repository';
import type { ReportRow } from './report-repository';
import { chosenColumns, REPORT_SOURCES, runQuery, runWindow, withColumns } from './report-sources';
import { summaryCsv } from './summary-source';
import { findTemplate } from './template-repository';
import type { TemplateRow } from './template-repository';

/** What making and delivering reports needs; the clock is a parameter so tests can move it. */
export interface ReportServices {
  database: Database;
  files: FileStore;
  links: ReportLinks;
  /** SMTP when configured; otherwise e-mails go to the tenant's outbox. */
  mailer: Mailer | undefined;
  /** The API's URL as browsers see it: download links point there. */
  publicBaseUrl: string;
  now: () => Date;
}

/** Who e-mailed links and scheduled runs are recorded under. */
export const REPORT_DELIVERY_ACTOR = 'Report delivery';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The zone a template's report writes its times in: the template's own (its schedule's) under the canonical name an
 * export uses (`US/Eastern` is `America/New_York`); UTC, which the file name then says, should exports refuse it.
 */
function reportTimeZone(template: TemplateRow): string {
  try {
    return exportTimeZoneOf({ timeZone: template.timezone });
  } catch {
    return EXPORT_DEFAULT_TIME_ZONE;
  }
}

/** The locale mails are written in (SPEC §9: the en-US format). */
const MAIL_LOCALE = 'en-US';

/**
 * A moment as its recipients read it, written as the console writes times (shared-contracts' formatExactTime, in the
 * console's locale), in the report's zone and named: `Dec 4, 2026, 10:00:00 AM GMT+1 (Europe/Paris)`.
 */
function readableIn(moment: Date, timeZone: string): string {
  return `${formatExactTime(moment, { locale: MAIL_LOCALE, timeZone, zone: true })} (${timeZone})`;
}

/** `<name>-<slot in the zone>-<zone>.csv`, safe as a file name (`weekly-high-2026-03-02T08-00-00-Europe-Paris.csv`). */
function fileNameOf(template: TemplateRow, slot: string, timeZone: string): string {
  const stem =
    template.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report';
  return `${stem.slice(0, 60)}-${exportStamp(new Date(slot), timeZone)}.csv`;
}

/** The signed link of a report for its e-mail. */
export async function reportLink(
  services: ReportServices,
  tenantId: string,
  reportId: string,
  actorId: string,
  ms: number,
): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(services.now().getTime() + ms);
  const path = await services.links.sign({ tenantId, reportId, actorId, expiresAt });
  return { url: `${services.publicBaseUrl}${path}`, expiresAt };
}

/**
 * Makes reports: a queued report becomes running, its rows stream through the source grid's export (COPY, constant
 * memory), or a summary source's few rows are summed from its rollups, into the file store, then it is ready with its rows and size, or failed with the reason; the recipients
 * get an e-mail with a signed link.
 */
export class ReportRunner {
  private readonly running = new Set<Promise<unknown>>();

  /**
   * @param onFailure told of a report that could not be made at all (the database went away during the run): in the
   *   background nobody awaits it, and an unhandled rejection would end the process.
   */
  constructor(
    private readonly services: ReportServices,
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  /** Makes a queued report in the background. */
  start(tenantId: string, reportId: string): void {
    const work: Promise<unknown> = this.generate(tenantId, reportId)
      .catch((error: unknown) => this.onFailure(error))
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  /** Resolves once no report is being made (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Makes one queued report; undefined when it was not queued (another process has it). */
  async generate(tenantId: string, reportId: string): Promise<ReportRow | undefined> {
    const { database, files } = this.services;
    const started = await withTenant(database, tenantId, async (tx) => {
      const report = await startReport(tx, tenantId, reportId);
      const template = report && (await findTemplate(tx, tenantId, report.templateId));
      return report && template ? { report, template } : undefined;
    });
    if (!started) return undefined;
    const { report, template } = started;
    const key = `reports/${tenantId}/${report.id}.csv`;
    // Its times in the template's zone, where its readers are (its schedule runs there too), and its e-mail's.
    const timeZone = reportTimeZone(template);
    let ready: ReportRow;
    try {
      const source = REPORT_SOURCES[template.dataSource];
      if (!source) throw new Error(`The data source ${template.dataSource} is not available in this version`);
      const window = { slot: new Date(report.slot), days: template.timeWindowDays };
      let rowCount = 0;
      let csv: Readable;
      if (source.kind === 'summary') {
        const columns = chosenColumns(source.columns, template.columns);
        const rows = await withTenant(database, tenantId, (tx) =>
          source.rows(tx, tenantId, source.window(runWindow(window, this.services.now())), timeZone),
        );
        rowCount = rows.length;
        csv = summaryCsv(columns, rows);
      } else {
        const definition = withColumns(source, template.columns);
        const query = runQuery(source, template.filters, window, this.services.now());
        csv = exportCsv(database, tenantId, definition, query, {
          timeZone,
          onRecords: (rows) => (rowCount += rows),
        });
      }
      const { sizeBytes } = await files.put(key, csv);
      const fileName = fileNameOf(template, report.slot, timeZone);
      ready = await withTenant(database, tenantId, (tx) =>
        finishReport(tx, tenantId, report.id, { status: 'ready', fileKey: key, fileName, rowCount, sizeBytes }),
      );
    } catch (error) {
      await files.remove(key);
      const reason = error instanceof Error ? error.message : String(error);
      return withTenant(database, tenantId, (tx) =>
        finishReport(tx, tenantId, report.id, { status: 'failed', error: reason.slice(0, 500) }),
      );
    }
    // Delivered once the report is ready: a mail server's failure leaves the message in the outbox, not the report failed.
    await this.deliver(tenantId, template, ready, timeZone);
    return ready;
  }

  /** E-mails the recipients the report's signed link: through SMTP when configured, else into the outbox. */
  private async deliver(tenantId: string, template: TemplateRow, report: ReportRow, timeZone: string): Promise<void> {
    if (template.recipients.length === 0) return;
    const link = await reportLink(
      this.services,
      tenantId,
      report.id,
      REPORT_DELIVERY_ACTOR,
      REPORT_EMAIL_LINK_DAYS * DAY_MS,
    );
    const message: MailMessage = {
      to: template.recipients,
      subject: `Report: ${template.name}`,
      text: [
        `The report "${template.name}" is ready: ${report.rowCount} rows of the last ${template.timeWindowDays} days.`,
        '',
        `Download the CSV (link valid until ${readableIn(link.expiresAt, timeZone)}):`,
        link.url,
      ].join('\n'),
    };
    const mailer = this.services.mailer;
    if (mailer) {
      try {
        await mailer.send(message);
        return;
      } catch {
        // The SMTP server refused or is away: the admins still find the message in the outbox.
      }
    }
    await withTenant(this.services.database, tenantId, (tx) =>
      storeInOutbox(tx, tenantId, REPORT_DELIVERY_ACTOR, message, null),
    );
  }
}
