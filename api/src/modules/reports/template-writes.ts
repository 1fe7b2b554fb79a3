import { sql } from 'drizzle-orm';
import {
  cronToSchedule,
  REPORT_TEMPLATE_NAME_MAX_LENGTH,
  REPORT_TIME_WINDOW_DAYS,
  scheduleProblem,
  scheduleToCron,
} from 'shared-contracts';
import type { ReportSchedule, ReportTemplateCreate, ReportTemplateUpdate } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { badRequest, HttpProblem, notFound } from '../../lib/http/problem';
import { checkReportFilters, chosenColumns, reportSource, sourceColumns } from './report-sources';
import { isTimeZone } from './report-schedule';
import { deleteTemplate, findTemplate, insertTemplate, updateTemplate } from './template-repository';
import type { TemplateFields, TemplateRow } from './template-repository';

const NameRow = Type.Object({ name: Type.String() });
const FileKeyRow = Type.Object({ key: Type.String() });

/** Reports' page area in the audit log (SPEC §2). */
export const REPORTS_PAGE = 'Reports';

/** The session's user, whom the audit log records. */
export interface Actor {
  id: string;
}

const schedulePart = (body: ReportSchedule): ReportSchedule => ({
  repeatEveryPeriod: body.repeatEveryPeriod,
  repeatEveryCount: body.repeatEveryCount,
  repeatOn: body.repeatOn,
  time: body.time,
});

/** A template's fields checked as a whole: the schedule fits cron, the zone exists, filters and columns fit the source. */
function checkedFields(fields: Omit<TemplateFields, 'scheduleCron'> & ReportSchedule): TemplateFields {
  const problem = scheduleProblem(schedulePart(fields));
  if (problem) throw badRequest(problem.split(' ')[0] ?? 'schedule', problem, 'body');
  if (!isTimeZone(fields.timezone)) throw badRequest('timezone', 'is not an IANA time zone', 'body');
  const source = reportSource(fields.dataSource);
  checkReportFilters(source, fields.filters);
  chosenColumns(sourceColumns(source), fields.columns);
  return {
    name: fields.name.trim(),
    description: fields.description,
    dataSource: fields.dataSource,
    filters: fields.filters,
    columns: fields.columns,
    timeWindowDays: fields.timeWindowDays,
    recipients: [...new Set(fields.recipients.map((recipient) => recipient.trim().toLowerCase()))],
    timezone: fields.timezone,
    scheduleCron: scheduleToCron(schedulePart(fields)),
  };
}

async function audit(tx: Tx, tenantId: string, actor: Actor, action: string, template: TemplateRow, what: string) {
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: REPORTS_PAGE,
    action,
    outcome: 'Success',
    objectId: template.id,
    objectCreated: template.created,
    description: `${what} report template "${template.name}"`,
  });
}

/** POST /report-templates. */
export async function createTemplate(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  body: ReportTemplateCreate,
): Promise<TemplateRow> {
  const fields = checkedFields({
    ...body,
    description: body.description ?? '',
    filters: body.filters ?? {},
    columns: body.columns ?? [],
    timeWindowDays: body.timeWindowDays ?? REPORT_TIME_WINDOW_DAYS.default,
    timezone: body.timezone ?? 'UTC',
  });
  const [user] = await queryRows(
    tx,
    sql`SELECT coalesce(nullif(name, ''), email) AS name FROM users WHERE id = ${actor.id}`,
    NameRow,
  );
  const template = await insertTemplate(tx, tenantId, { ...fields, paused: false, createdBy: user?.name ?? actor.id });
  await audit(tx, tenantId, actor, 'Create', template, 'Created');
  return template;
}

async function lockedTemplate(tx: Tx, tenantId: string, id: string, version?: number): Promise<TemplateRow> {
  const template = await findTemplate(tx, tenantId, id, true);
  if (!template) throw notFound('The report template');
  if (version !== undefined && version !== template.version)
    throw new HttpProblem(412, `The report template changed (version ${template.version}); reload it`);
  return template;
}

/** PATCH /report-templates/{ID}: the fields given replace the stored ones. */
export async function changeTemplate(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  body: ReportTemplateUpdate,
  version: number | undefined,
): Promise<TemplateRow> {
  const current = await lockedTemplate(tx, tenantId, id, version);
  const schedule = cronToSchedule(current.scheduleCron);
  if (!schedule) throw new Error(`report template ${id} holds a cron the picker cannot read`);
  const fields = checkedFields({
    name: body.name ?? current.name,
    description: body.description ?? current.description,
    dataSource: body.dataSource ?? current.dataSource,
    filters: body.filters ?? current.filters,
    columns: body.columns ?? current.columns,
    timeWindowDays: body.timeWindowDays ?? current.timeWindowDays,
    recipients: body.recipients ?? current.recipients,
    timezone: body.timezone ?? current.timezone,
    repeatEveryPeriod: body.repeatEveryPeriod ?? schedule.repeatEveryPeriod,
    repeatEveryCount: body.repeatEveryCount ?? schedule.repeatEveryCount,
    repeatOn: body.repeatOn ?? schedule.repeatOn,
    time: body.time ?? schedule.time,
  });
  const template = await updateTemplate(tx, tenantId, id, { ...fields, paused: current.paused });
  await audit(tx, tenantId, actor, 'Update', template, 'Updated');
  return template;
}

/** DELETE /report-templates/{ID}: the template and its reports; answers the keys of the files to remove. */
export async function removeTemplate(tx: Tx, tenantId: string, actor: Actor, id: string): Promise<string[]> {
  const template = await lockedTemplate(tx, tenantId, id);
  const files = await queryRows(
    tx,
    sql`SELECT file_key AS key FROM reports WHERE tenant_id = ${tenantId} AND template_id = ${id}::uuid
          AND file_key IS NOT NULL`,
    FileKeyRow,
  );
  await deleteTemplate(tx, tenantId, id);
  await audit(tx, tenantId, actor, 'Delete', template, 'Deleted');
  return files.map((file) => file.key);
}

/** The name of a copy: "Copy of <name>", within the longest name. */
const copyName = (name: string) => `Copy of ${name}`.slice(0, REPORT_TEMPLATE_NAME_MAX_LENGTH);

/** POST /report-templates/{ID}: a copy named "Copy of …", paused as the original is, without its reports. */
export async function copyTemplate(tx: Tx, tenantId: string, actor: Actor, id: string): Promise<TemplateRow> {
  const original = await lockedTemplate(tx, tenantId, id);
  const name = copyName(original.name);
  const template = await insertTemplate(tx, tenantId, { ...original, name, createdBy: original.createdBy });
  await audit(tx, tenantId, actor, 'Copy', template, `Copied "${original.name}" as`);
  return template;
}

/** PATCH /report-templates/{ID}/status?pause=: pauses or resumes the schedule. */
export async function setPaused(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  pause: boolean,
): Promise<TemplateRow> {
  const current = await lockedTemplate(tx, tenantId, id);
  const template =
    current.paused === pause ? current : await updateTemplate(tx, tenantId, id, { ...current, paused: pause });
  await audit(tx, tenantId, actor, pause ? 'Pause' : 'Resume', template, pause ? 'Paused' : 'Resumed');
  return template;
}
