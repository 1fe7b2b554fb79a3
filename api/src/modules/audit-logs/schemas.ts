import { listQuerySchema } from '../../lib/listing';
import { auditLogListing } from './audit-log-listing';

const problems = {
  400: { $ref: 'ProblemDetails#' },
  401: { $ref: 'ProblemDetails#' },
  403: { $ref: 'ProblemDetails#' },
};

const nullableString = { type: ['string', 'null'] } as const;

export const auditLogEntrySchema = {
  type: 'object',
  required: [
    'id',
    'created',
    'dashboardUserId',
    'user',
    'page',
    'action',
    'outcome',
    'objectId',
    'objectCreated',
    'description',
  ],
  properties: {
    id: { type: 'string' },
    created: { type: 'string', format: 'date-time' },
    dashboardUserId: { type: 'string' },
    user: { type: 'string' },
    page: { type: 'string' },
    action: { type: 'string' },
    outcome: { type: 'string' },
    objectId: nullableString,
    objectCreated: nullableString,
    description: nullableString,
  },
} as const;

export const listAuditLogsSchema = {
  tags: ['Audit log'],
  summary: 'One page of the audit log',
  querystring: listQuerySchema(auditLogListing, 'list'),
  response: {
    200: {
      type: 'object',
      required: ['results', 'nextToken'],
      properties: { results: { type: 'array', items: auditLogEntrySchema }, nextToken: nullableString },
    },
    ...problems,
  },
};

export const countAuditLogsSchema = {
  tags: ['Audit log'],
  summary: 'Audit entries up to the cutoff (total) and matching the filters (filtered)',
  querystring: listQuerySchema(auditLogListing, 'count'),
  response: {
    200: {
      type: 'object',
      required: ['total', 'filtered'],
      properties: { total: { type: 'integer' }, filtered: { type: 'integer' } },
    },
    ...problems,
  },
};

export const exportAuditLogsSchema = {
  tags: ['Audit log'],
  summary: 'The filtered audit log as CSV (streamed)',
  querystring: listQuerySchema(auditLogListing, 'export'),
  produces: ['text/csv'],
  response: { 200: { type: 'string', description: 'text/csv' }, ...problems },
};

export const createAuditLogSchema = {
  tags: ['Audit log'],
  summary: "Record the client's audit entry (Logon, Logoff) under the authenticated user",
  description:
    'Tenant-Id names the tenant to record in; an empty Tenant-Id records the entry in every tenant of the session. A dashboardUserId in the body is ignored.',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['page', 'action', 'outcome'],
    properties: {
      page: { type: 'string', minLength: 1, maxLength: 100 },
      action: { type: 'string', minLength: 1, maxLength: 100 },
      outcome: { type: 'string', minLength: 1, maxLength: 50 },
      objectId: { type: 'string', maxLength: 200 },
      objectCreated: { type: 'string', format: 'date-time' },
      description: { type: 'string', maxLength: 2000 },
      dashboardUserId: { type: 'string', maxLength: 200, description: 'Ignored: the authenticated user is recorded.' },
    },
  },
  response: { 204: { type: 'null', description: 'Recorded' }, ...problems },
};
