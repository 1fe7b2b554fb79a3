import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ReportDataSource } from 'shared-contracts';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ReportFiltersSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { isoText } from '../../lib/listing';

/** A template row as stored (the schedule as cron). */
const TemplateRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /**
   * One of REPORT_DATA_SOURCES when written, but a later version may have retired it: read as any text, the runner
   * fails such a report with its reason (`report-runner.ts`) and a write must name a current one (`reportSource`).
   */
  dataSource: Type.Unsafe<ReportDataSource>(Type.String()),
  filters: ReportFiltersSchema,
  columns: Type.Array(Type.String()),
  timeWindowDays: Type.Integer(),
  recipients: Type.Array(Type.String()),
  timezone: Type.String(),
  scheduleCron: Type.String(),
  paused: Type.Boolean(),
  createdBy: Type.String(),
  created: Type.String(),
  updated: Type.String(),
  lastRun: Nullable(Type.String()),
  version: Type.Integer(),
});
export type TemplateRow = Static<typeof TemplateRowSchema>;

/** What a write sets. */
export type TemplateFields = Pick<
  TemplateRow,
  | 'name'
  | 'description'
  | 'dataSource'
  | 'filters'
  | 'columns'
  | 'timeWindowDays'
  | 'recipients'
  | 'timezone'
  | 'scheduleCron'
>;

const COLUMNS = sql.raw(`id::text AS id, name, description, data_source AS "dataSource", filters, columns,
  time_window_days AS "timeWindowDays", recipients, timezone, schedule_cron AS "scheduleCron", paused,
  created_by AS "createdBy", ${isoText('created')} AS created, ${isoText('updated')} AS updated,
  ${isoText('last_run')} AS "lastRun", version`);

const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** The tenant's templates by name. */
export function listTemplates(tx: Tx, tenantId: string): Promise<TemplateRow[]> {
  return queryRows(
    tx,
    sql`SELECT ${COLUMNS} FROM report_templates WHERE tenant_id = ${tenantId} ORDER BY lower(name), id`,
    TemplateRowSchema,
  );
}

/** One template, locked for a write when asked; undefined when it is not the tenant's. */
export async function findTemplate(
  tx: Tx,
  tenantId: string,
  id: string,
  lock = false,
): Promise<TemplateRow | undefined> {
  const forUpdate = lock ? sql` FOR UPDATE` : sql``;
  const [row] = await queryRows(
    tx,
    sql`SELECT ${COLUMNS} FROM report_templates WHERE tenant_id = ${tenantId} AND id = ${id}::uuid${forUpdate}`,
    TemplateRowSchema,
  );
  return row;
}

/** Inserts a template. */
export async function insertTemplate(
  tx: Tx,
  tenantId: string,
  fields: TemplateFields & { paused: boolean; createdBy: string },
): Promise<TemplateRow> {
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO report_templates (tenant_id, id, name, description, data_source, filters, columns,
          time_window_days, recipients, timezone, schedule_cron, paused, created_by)
        VALUES (${tenantId}, ${randomUUID()}::uuid, ${fields.name}, ${fields.description}, ${fields.dataSource},
          ${JSON.stringify(fields.filters)}::jsonb, ${textArray(fields.columns)}, ${fields.timeWindowDays},
          ${textArray(fields.recipients)}, ${fields.timezone}, ${fields.scheduleCron}, ${fields.paused},
          ${fields.createdBy})
        RETURNING ${COLUMNS}`,
    TemplateRowSchema,
  );
  if (!row) throw new Error('report template not inserted');
  return row;
}

/** Replaces a template's fields and pause flag, bumping its version. */
export async function updateTemplate(
  tx: Tx,
  tenantId: string,
  id: string,
  fields: TemplateFields & { paused: boolean },
): Promise<TemplateRow> {
  const [row] = await queryRows(
    tx,
    sql`UPDATE report_templates SET name = ${fields.name}, description = ${fields.description},
          data_source = ${fields.dataSource}, filters = ${JSON.stringify(fields.filters)}::jsonb,
          columns = ${textArray(fields.columns)}, time_window_days = ${fields.timeWindowDays},
          recipients = ${textArray(fields.recipients)}, timezone = ${fields.timezone},
          schedule_cron = ${fields.scheduleCron}, paused = ${fields.paused}, updated = now(), version = version + 1
        WHERE tenant_id = ${tenantId} AND id = ${id}::uuid
        RETURNING ${COLUMNS}`,
    TemplateRowSchema,
  );
  if (!row) throw new Error('report template not updated');
  return row;
}

/** Deletes a template (its reports go with it). */
export async function deleteTemplate(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.execute(sql`DELETE FROM report_templates WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
}
