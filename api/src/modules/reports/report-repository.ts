import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Report, ReportTrigger } from 'shared-contracts';
import { REPORT_HISTORY_LIMIT } from 'shared-contracts';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ReportSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { isoText } from '../../lib/listing';

/** A report row with where its file is. */
const ReportRowSchema = Type.Object({ ...ReportSchema.properties, fileKey: Nullable(Type.String()) });
export type ReportRow = Static<typeof ReportRowSchema>;

const COLUMNS = sql.raw(`id::text AS id, template_id::text AS "templateId", ${isoText('slot')} AS slot, trigger,
  status, error, row_count AS "rowCount", size_bytes::float8 AS "sizeBytes", file_name AS "fileName",
  ${isoText('created')} AS created, ${isoText('started')} AS started, ${isoText('completed')} AS finished,
  (status = 'ready' AND file_key IS NOT NULL) AS available, file_key AS "fileKey"`);

/** The report as the API answers it (without where its file is). */
export function toReport(row: ReportRow): Report {
  const { fileKey: _fileKey, ...report } = row;
  return report;
}

/**
 * Queues the report of one slot of a template, once: the unique key (tenant, template, slot) makes a second claim
 * of the same slot, by this process or another, insert nothing (undefined).
 */
export async function claimSlot(
  tx: Tx,
  tenantId: string,
  templateId: string,
  slot: Date,
  trigger: ReportTrigger,
  requestedBy: string | null,
): Promise<ReportRow | undefined> {
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO reports (tenant_id, id, template_id, slot, trigger, status, requested_by)
        VALUES (${tenantId}, ${randomUUID()}::uuid, ${templateId}::uuid, ${slot.toISOString()}::timestamptz,
          ${trigger}, 'queued', ${requestedBy})
        ON CONFLICT (tenant_id, template_id, slot) DO NOTHING
        RETURNING ${COLUMNS}`,
    ReportRowSchema,
  );
  return row;
}

/** A template's reports, newest first. */
export function listReports(tx: Tx, tenantId: string, templateId: string): Promise<ReportRow[]> {
  return queryRows(
    tx,
    sql`SELECT ${COLUMNS} FROM reports WHERE tenant_id = ${tenantId} AND template_id = ${templateId}::uuid
        ORDER BY created DESC, id DESC LIMIT ${REPORT_HISTORY_LIMIT}`,
    ReportRowSchema,
  );
}

/** One report of a template; undefined when it is not the tenant's. */
export async function findReport(
  tx: Tx,
  tenantId: string,
  templateId: string | null,
  reportId: string,
): Promise<ReportRow | undefined> {
  const ofTemplate = templateId === null ? sql`` : sql` AND template_id = ${templateId}::uuid`;
  const [row] = await queryRows(
    tx,
    sql`SELECT ${COLUMNS} FROM reports WHERE tenant_id = ${tenantId} AND id = ${reportId}::uuid${ofTemplate}`,
    ReportRowSchema,
  );
  return row;
}

/** Moves a queued report to running; undefined when it was not queued (another worker has it). */
export async function startReport(tx: Tx, tenantId: string, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await queryRows(
    tx,
    sql`UPDATE reports SET status = 'running', started = now()
        WHERE tenant_id = ${tenantId} AND id = ${reportId}::uuid AND status = 'queued'
        RETURNING ${COLUMNS}`,
    ReportRowSchema,
  );
  return row;
}

/** Records a report's outcome: ready with its file, rows and size, or failed with the reason. */
export async function finishReport(
  tx: Tx,
  tenantId: string,
  reportId: string,
  outcome:
    | { status: 'ready'; fileKey: string; fileName: string; rowCount: number; sizeBytes: number }
    | { status: 'failed'; error: string },
): Promise<ReportRow> {
  const set =
    outcome.status === 'ready'
      ? sql`status = 'ready', file_key = ${outcome.fileKey}, file_name = ${outcome.fileName},
          row_count = ${outcome.rowCount}, size_bytes = ${outcome.sizeBytes}`
      : sql`status = 'failed', error = ${outcome.error}`;
  const [row] = await queryRows(
    tx,
    sql`UPDATE reports SET ${set}, completed = now() WHERE tenant_id = ${tenantId} AND id = ${reportId}::uuid
        RETURNING ${COLUMNS}`,
    ReportRowSchema,
  );
  if (!row) throw new Error('report not found');
  await tx.execute(sql`UPDATE report_templates SET last_run = now()
    WHERE tenant_id = ${tenantId} AND id = ${row.templateId}::uuid`);
  return row;
}
