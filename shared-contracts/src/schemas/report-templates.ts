// Report templates and reports (SPEC §3, §7): each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import {
  REPORT_DATA_SOURCES,
  REPORT_RECIPIENTS_MAX,
  REPORT_STATUSES,
  REPORT_TEMPLATE_NAME_MAX_LENGTH,
  REPORT_TIME_WINDOW_DAYS,
  REPORT_TRIGGERS,
} from '../api/report-templates';
import { REPORT_REPEAT_PERIODS } from '../constants';
import { Int32, IsoTime, Nullable, StringEnum, Text } from './common';

/**
 * A template's filters in its source grid's query model: `{ policyVerdict: ['BLOCK'], dataVolumeMin: 1000,
 * flagged: true, search: 'x' }`; the API checks them against the source's listing.
 */
export const ReportFiltersSchema = Type.Record(
  Type.String({ pattern: '^[A-Za-z]{1,60}$' }),
  Type.Union([
    Type.Array(Text({ maxLength: 200 }), { maxItems: 100 }),
    Type.Number(),
    Type.Boolean(),
    Text({ maxLength: 200 }),
  ]),
  { description: "Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax)" },
);
/** A template's filters in its source grid's query model. */
export type ReportFilters = Static<typeof ReportFiltersSchema>;

const schedule = {
  repeatEveryPeriod: StringEnum(REPORT_REPEAT_PERIODS),
  repeatEveryCount: Type.Integer({ minimum: 1, maximum: 31 }),
  repeatOn: Type.Array(Text({ maxLength: 20 }), {
    maxItems: 7,
    description: 'Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days',
  }),
  time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM in the time zone' }),
};

const writable = {
  name: Text({ minLength: 1, maxLength: REPORT_TEMPLATE_NAME_MAX_LENGTH, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }),
  description: Text({ maxLength: 500 }),
  dataSource: StringEnum(REPORT_DATA_SOURCES),
  filters: ReportFiltersSchema,
  columns: Type.Array(Text({ maxLength: 60 }), { maxItems: 60, description: 'CSV columns; empty for all' }),
  timeWindowDays: Type.Integer({
    minimum: 1,
    maximum: REPORT_TIME_WINDOW_DAYS.max,
    description: 'The report covers the days before its run',
  }),
  recipients: Type.Array(Type.String({ format: 'email', maxLength: 254 }), { maxItems: REPORT_RECIPIENTS_MAX }),
  timezone: Text({ minLength: 1, maxLength: 64, description: 'IANA time zone the schedule runs in' }),
  ...schedule,
};

const delivery = {
  deliveryNotification: Type.Literal('email'),
  exportFormat: Type.Literal('csv'),
};

/** A report template as the API answers it: the schedule as stored (cron) and read back in the picker's terms. */
export const ReportTemplateSchema = Type.Object({
  id: Type.String({ description: 'Template id (uuid)' }),
  ...writable,
  scheduleCron: Type.String(),
  paused: Type.Boolean(),
  ...delivery,
  createdBy: Type.String(),
  created: IsoTime(),
  updated: IsoTime(),
  lastRun: Nullable(IsoTime()),
  nextRun: Nullable(IsoTime(), { description: 'Next slot of the schedule; null while paused' }),
  version: Type.Integer(),
});
/** A report template as the API answers it, its schedule in cron and in the picker's terms. */
export type ReportTemplate = Static<typeof ReportTemplateSchema>;

/** GET /report-templates answer, by name. */
export const ReportTemplateListSchema = Type.Object({ reportTemplates: Type.Array(ReportTemplateSchema) });
/** GET /report-templates answer. */
export type ReportTemplateList = Static<typeof ReportTemplateListSchema>;

/** GET /report-templates/{ID} answer. */
export const ReportTemplateDetailsSchema = Type.Object({ reportTemplateDetails: ReportTemplateSchema });
/** GET /report-templates/{ID} answer. */
export type ReportTemplateDetails = Static<typeof ReportTemplateDetailsSchema>;

/** POST /report-templates body (delivery is always e-mail, the format CSV). */
export const ReportTemplateCreateSchema = Type.Object(
  {
    ...writable,
    description: Type.Optional(writable.description),
    filters: Type.Optional(writable.filters),
    columns: Type.Optional(writable.columns),
    timeWindowDays: Type.Optional(writable.timeWindowDays),
    timezone: Type.Optional(writable.timezone),
    ...delivery,
  },
  { additionalProperties: false },
);
/** POST /report-templates body. */
export type ReportTemplateCreate = Static<typeof ReportTemplateCreateSchema>;

/** PATCH /report-templates/{ID} body: the fields to change; delivery and format always sent. */
export const ReportTemplateUpdateSchema = Type.Object(
  {
    ...Type.Partial(Type.Object(writable)).properties,
    ...delivery,
    version: Type.Optional(Int32({ minimum: 1, description: 'Optimistic-concurrency version (or If-Match)' })),
  },
  { additionalProperties: false },
);
/** PATCH /report-templates/{ID} body. */
export type ReportTemplateUpdate = Static<typeof ReportTemplateUpdateSchema>;

/** Path of one template's routes. */
export const ReportTemplateParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** PATCH /report-templates/{ID}/status query. */
export const ReportTemplateStatusQuerySchema = Type.Object(
  { pause: Type.Boolean({ description: 'true pauses, false resumes' }) },
  { additionalProperties: false },
);

/** One report: what started it, its status (the reason when failed), rows, size and times. */
export const ReportSchema = Type.Object({
  id: Type.String(),
  templateId: Type.String(),
  slot: IsoTime({ description: 'The schedule slot it is for, or when Run now was asked' }),
  trigger: StringEnum(REPORT_TRIGGERS),
  status: StringEnum(REPORT_STATUSES),
  error: Nullable(Type.String(), { description: 'Why it failed' }),
  rowCount: Type.Integer(),
  sizeBytes: Type.Integer(),
  fileName: Type.String(),
  created: IsoTime(),
  started: Nullable(IsoTime()),
  finished: Nullable(IsoTime()),
  available: Type.Boolean({ description: 'Its file can be downloaded (ready and within retention)' }),
});
/** One report of a template. */
export type Report = Static<typeof ReportSchema>;

/** GET /report-templates/{ID}/reports answer, newest first. */
export const ReportListSchema = Type.Object({ reports: Type.Array(ReportSchema) });
/** GET /report-templates/{ID}/reports answer. */
export type ReportList = Static<typeof ReportListSchema>;

/** Path of one report. */
export const ReportParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  reportId: Type.String({ format: 'uuid' }),
});

/** GET /report-templates/{ID}/reports/{reportID} query. */
export const ReportDownloadQuerySchema = Type.Object({ format: Type.Literal('csv') }, { additionalProperties: false });

/** A signed link to a report's CSV: opened without the session, until it expires. */
export const ReportDownloadSchema = Type.Object({
  url: Type.String(),
  expiresAt: IsoTime(),
});
/** GET /report-templates/{ID}/reports/{reportID}?format=csv answer. */
export type ReportDownload = Static<typeof ReportDownloadSchema>;

/** GET /report-downloads/{reportID} query: the signed link's grant. */
export const ReportDownloadLinkQuerySchema = Type.Object(
  {
    tenant: Text({ minLength: 1, maxLength: 100 }),
    by: Text({ minLength: 1, maxLength: 200 }),
    expires: Type.String({ pattern: '^[0-9]{1,12}$' }),
    signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
  },
  { additionalProperties: false },
);

/** A column a template of a source can put in its CSV: the row key it chooses and the header the file shows. */
export const ReportColumnSchema = Type.Object({ key: Type.String(), header: Type.String() });

/** GET /report-sources answer: each data source with its CSV columns, in the export's order. */
export const ReportSourceListSchema = Type.Object({
  reportSources: Type.Array(
    Type.Object({ dataSource: StringEnum(REPORT_DATA_SOURCES), columns: Type.Array(ReportColumnSchema) }),
  ),
});
/** GET /report-sources answer: each data source's CSV columns. */
export type ReportSourceList = Static<typeof ReportSourceListSchema>;
/** One data source and its CSV columns. */
export type ReportSourceColumns = ReportSourceList['reportSources'][number];
