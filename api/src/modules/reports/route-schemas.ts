import { Type } from '@sinclair/typebox';
import {
  ReportDownloadQuerySchema,
  ReportDownloadSchema,
  ReportDownloadLinkQuerySchema,
  ReportListSchema,
  ReportParamsSchema,
  ReportSchema,
  ReportSourceListSchema,
  ReportTemplateCreateSchema,
  ReportTemplateDetailsSchema,
  ReportTemplateListSchema,
  ReportTemplateParamsSchema,
  ReportTemplateStatusQuerySchema,
  ReportTemplateUpdateSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of report templates and reports; the DTOs are shared-contracts' schemas.

const tags = ['Reports'];
const params = ReportTemplateParamsSchema;
const details = { 200: ReportTemplateDetailsSchema };

export const listSourcesSchema = {
  tags,
  summary: 'The data sources of reports and the CSV columns a template of each can choose, in the export order',
  response: { 200: ReportSourceListSchema, ...problemResponses() },
};

export const listTemplatesSchema = {
  tags,
  summary: "The tenant's report templates by name, with their schedule and next run",
  response: { 200: ReportTemplateListSchema, ...problemResponses() },
};

export const createTemplateSchema = {
  tags,
  summary: 'Create a report template (delivery e-mail, format CSV)',
  body: ReportTemplateCreateSchema,
  response: { ...details, ...problemResponses() },
};

export const getTemplateSchema = {
  tags,
  summary: 'One report template',
  params,
  response: { ...details, ...problemResponses(404) },
};

export const updateTemplateSchema = {
  tags,
  summary: 'Change a report template (version or If-Match; delivery e-mail, format CSV)',
  params,
  body: ReportTemplateUpdateSchema,
  response: { ...details, ...problemResponses(404, 412) },
};

export const deleteTemplateSchema = {
  tags,
  summary: 'Delete a report template, its reports and their files',
  params,
  response: { 204: Type.Null({ description: 'Deleted' }), ...problemResponses(404) },
};

export const copyTemplateSchema = {
  tags,
  summary: 'Copy a report template as "Copy of <name>"',
  params,
  response: { ...details, ...problemResponses(404) },
};

export const pauseTemplateSchema = {
  tags,
  summary: 'Pause (pause=true) or resume (pause=false) a report template',
  params,
  querystring: ReportTemplateStatusQuerySchema,
  response: { ...details, ...problemResponses(404) },
};

export const listReportsSchema = {
  tags,
  summary: "A template's reports, newest first",
  params,
  response: { 200: ReportListSchema, ...problemResponses(404) },
};

export const runNowSchema = {
  tags,
  summary: 'Run now: queue a report of the template, made in the background',
  params,
  response: { 202: ReportSchema, ...problemResponses(404) },
};

export const downloadLinkSchema = {
  tags,
  summary: 'A signed link to the report CSV, valid for a short time and opened without the session',
  params: ReportParamsSchema,
  querystring: ReportDownloadQuerySchema,
  response: { 200: ReportDownloadSchema, ...problemResponses(404, 409) },
};

export const downloadSchema = {
  tags,
  summary: 'The report CSV behind a signed link (no session; the download is audited)',
  params: Type.Object({ reportId: Type.String({ format: 'uuid' }) }),
  querystring: ReportDownloadLinkQuerySchema,
  produces: ['text/csv'],
  response: { 200: { type: 'string', description: 'text/csv' }, ...problemResponses(404, 410) },
};
