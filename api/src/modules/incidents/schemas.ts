import { Type } from '@sinclair/typebox';
import { INCIDENT_BATCH_APPROVAL_OVER, INCIDENT_BATCH_CAP, INCIDENT_BATCH_UNDO_WINDOW_MS } from 'shared-contracts';
import {
  ExceptionStatusRequestSchema,
  ExceptionStatusResultSchema,
  ExtendedIncidentResponseSchema,
  IncidentBatchByIdsSchema,
  IncidentBatchChangesSchema,
  IncidentBatchListSchema,
  IncidentBatchOutcomeSchema,
  IncidentScopeBatchByTargetsSchema,
  IncidentScopeBatchOutcomeSchema,
  IncidentBatchUndoResultSchema,
  IncidentCommentListSchema,
  IncidentCommentRequestSchema,
  IncidentCommentSchema,
  IncidentListItemSchema,
  IncidentUpdateRequestSchema,
  IsoTime,
  Text,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { listQuerySchema } from '../../lib/listing';
import { incidentListing } from './incident-listing';

// Route schemas of one incident (detail, update, comments, exception status) and of batch changes; the DTOs are
// shared-contracts' schemas, the list routes come from the listing.

// An assignee or null (unassigned), the null tried FIRST: the API's ajv coerces types (`coerceTypes`, for query
// strings), and shared-contracts' Nullable tries its text first, which turned a JSON null into "" (then refused as
// "not a user of this tenant"): unassigning answered 400. Null first, null stays null (an empty text reads as null too,
// so it unassigns as well); any other text is an assignee, checked against the tenant's members.
const assignedTo = Type.Optional(
  Type.Union([Type.Null(), Text({ maxLength: 200 })], { description: 'A user of the tenant; null unassigns' }),
);
const updateBody = Type.Object(
  { ...IncidentUpdateRequestSchema.properties, assignedTo },
  { additionalProperties: false, minProperties: 1 },
);
const batchChanges = Type.Object(
  { ...IncidentBatchChangesSchema.properties, assignedTo },
  { additionalProperties: false, minProperties: 1 },
);

export const tags = ['Incidents'];
export const problems = problemResponses(404);
export const uuidParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const keyQuery = Type.Object({ created: Type.Optional(IsoTime()) }, { additionalProperties: false });

export const getIncidentSchema = {
  tags,
  summary: 'The extended incident (extendIncident) with the event behind it',
  params: uuidParams,
  querystring: Type.Object(
    { created: Type.Optional(IsoTime()), policyType: Type.Optional(Type.String({ maxLength: 50 })) },
    { additionalProperties: false },
  ),
  response: { 200: ExtendedIncidentResponseSchema, ...problems },
};

export const updateIncidentSchema = {
  tags,
  summary: 'Change assignee, status, flag or severity (optimistic concurrency: version or If-Match)',
  params: uuidParams,
  querystring: keyQuery,
  body: updateBody,
  response: { 200: IncidentListItemSchema, ...problemResponses(404, 412) },
};

export const listCommentsSchema = {
  tags,
  summary: "The incident's comments, oldest first",
  params: uuidParams,
  querystring: keyQuery,
  response: { 200: IncidentCommentListSchema, ...problems },
};

export const addCommentSchema = {
  tags,
  summary: 'Comment on the incident (answers 200 with the comment)',
  params: uuidParams,
  querystring: keyQuery,
  body: IncidentCommentRequestSchema,
  response: { 200: IncidentCommentSchema, ...problems },
};

export const exceptionStatusSchema = {
  tags,
  summary: "Set the exception status of the incident's event",
  params: uuidParams,
  querystring: Type.Object(
    { eventID: Type.String({ format: 'uuid' }), created: Type.Optional(IsoTime()) },
    { additionalProperties: false },
  ),
  body: ExceptionStatusRequestSchema,
  response: { 200: ExceptionStatusResultSchema, ...problems },
};

export const batchSchema = {
  tags,
  summary:
    `Change chosen incidents, or all matching a filter (at most ${INCIDENT_BATCH_CAP}); one audit entry. ` +
    `Undoable for ${INCIDENT_BATCH_UNDO_WINDOW_MS / 60_000} minutes; over ${INCIDENT_BATCH_APPROVAL_OVER} incidents, ` +
    'or closing high-severity ones, it waits for a second Tenant Admin (state pending). With Tenant-Id: * (All ' +
    "tenants): `targets` (each tenant's chosen incidents) or `allMatching` in each tenant of your scope, each " +
    "tenant's part a batch of that tenant, with its rules and audit; a tenant outside your scope is a 403",
  body: Type.Union([
    Type.Object(
      { ids: IncidentBatchByIdsSchema.properties.ids, changes: batchChanges },
      { additionalProperties: false, description: IncidentBatchByIdsSchema.description },
    ),
    Type.Object(
      { allMatching: listQuerySchema(incidentListing, 'count', { allTenants: true }), changes: batchChanges },
      { additionalProperties: false },
    ),
    Type.Object(
      { targets: IncidentScopeBatchByTargetsSchema.properties.targets, changes: batchChanges },
      { additionalProperties: false, description: 'Tenant-Id: * only: the chosen incidents of each tenant' },
    ),
  ]),
  response: { 200: Type.Union([IncidentBatchOutcomeSchema, IncidentScopeBatchOutcomeSchema]), ...problems },
};

export const listBatchesSchema = {
  tags,
  summary: 'Batches pending a second Tenant Admin, and those applied within the undo window, newest first',
  response: { 200: IncidentBatchListSchema, ...problemResponses() },
};

const batchParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const undoBatchSchema = {
  tags,
  summary:
    `Undo a batch within ${INCIDENT_BATCH_UNDO_WINDOW_MS / 60_000} minutes: restores the previous values where ` +
    'nobody changed the incident since; says how many it skipped and why (409 twice or not applied, 410 too late)',
  params: batchParams,
  response: { 200: IncidentBatchUndoResultSchema, ...problemResponses(404, 409, 410) },
};

export const decideBatchSchema = (decision: 'Approve' | 'Deny') => ({
  tags,
  summary: `${decision} a pending batch (a Tenant Admin other than the requester: 403)${
    decision === 'Approve' ? '; it applies then, undoable as any batch' : ''
  }`,
  params: batchParams,
  response: { 200: IncidentBatchOutcomeSchema, ...problemResponses(404, 409) },
});
