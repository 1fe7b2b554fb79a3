// Incidents (SPEC §3, §7): each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import {
  EXCEPTION_REQUEST_STATUSES,
  EXCEPTION_REQUEST_TYPES,
  EXCEPTION_STATUSES,
  INCIDENT_BATCH_APPROVAL_REASONS,
  INCIDENT_BATCH_CAP,
  INCIDENT_BATCH_STATES,
  INCIDENT_COMMENT_MAX_LENGTH,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
} from '../api/incidents';
import { AnyObject, Int32, IsoTime, ListingSchemas, Nullable, StringEnum, Text } from './common';
import { INCIDENT_LIST_RESOURCE, listingNames } from '../listing/list-resources';
import { EventFacts } from './egress-events';

const text = (title?: string, description?: string) =>
  Type.String({ ...(title && { title }), ...(description && { description }) });

/** One row of GET /incidents; `title` of a property is its CSV header. */
export const IncidentListItemSchema = Type.Object({
  id: Type.String({ title: 'ID', description: 'Incident id (uuid)' }),
  created: IsoTime({ title: 'Created', description: 'When it was raised; with the id it addresses the incident' }),
  updated: IsoTime({ description: 'When it last changed' }),
  policyType: text(undefined, "Policy type, such as 'protection'"),
  title: text('Title', 'Short description'),
  severity: StringEnum(INCIDENT_SEVERITIES, { title: 'Severity' }),
  status: StringEnum(INCIDENT_STATUSES, { title: 'Status' }),
  assignedTo: Nullable(Type.String(), { description: 'Assignee user id, null when unassigned' }),
  assignedToName: Nullable(Type.String(), {
    title: 'Assigned To',
    description: "The assignee's name (else email), null when unassigned or unknown",
  }),
  flagged: Type.Boolean({ title: 'Flagged' }),
  exceptionRequestStatus: Nullable(StringEnum(EXCEPTION_REQUEST_STATUSES), {
    title: 'Exception Request Status',
    description: 'Null when no exception was requested',
  }),
  exceptionRequestType: Nullable(Type.String(), { title: 'Exception Request Type' }),
  eventId: Nullable(Type.String(), { description: 'The egress event behind it (uuid), if known' }),
  acknowledgedAt: Nullable(IsoTime(), {
    description: 'When it was acknowledged: its first status change or assignment; null until then',
  }),
  resolvedAt: Nullable(IsoTime(), { description: 'When it was resolved or dismissed; null while it is open' }),
  slaDueAt: Nullable(IsoTime(), {
    description:
      'When its next SLA target falls due: acknowledging while it is not acknowledged, else resolving; null when it is closed or its severity has no targets',
  }),
  ...EventFacts,
  // The incidents' export heads it as SPEC's incident grid names it.
  hostname: text('Host Name'),
  version: Type.Integer({ description: 'Optimistic-concurrency version: send it back on PATCH' }),
});
/** One row of GET /incidents. */
export type IncidentListItem = Static<typeof IncidentListItemSchema>;

/** GET /incidents (`incidents`, nextToken) and GET /incidents/count (`totalIncidents`, `totalFilteredIncidents`). */
export const IncidentListingSchemas = ListingSchemas(listingNames(INCIDENT_LIST_RESOURCE), IncidentListItemSchema);
/** GET /incidents answer. */
export type IncidentList = Static<typeof IncidentListingSchemas.page>;
/** GET /incidents/count answer. */
export type IncidentCounts = Static<typeof IncidentListingSchemas.counts>;

/**
 * One row of GET /incidents as the API answers it: the incident and its tenant, the Tenant-Id that opens it (issue 31,
 * item 2: a list over All tenants, `Tenant-Id: *`, holds several tenants' rows; a one-tenant list names its own).
 */
export const TenantIncidentListItemSchema = Type.Object({
  ...IncidentListItemSchema.properties,
  tenantId: Type.String({ description: "The incident's tenant: the Tenant-Id that opens it" }),
});
/** One row of GET /incidents with its tenant. */
export type TenantIncidentListItem = Static<typeof TenantIncidentListItemSchema>;
/** GET /incidents (rows with their tenant) and GET /incidents/count. */
export const TenantIncidentListingSchemas = ListingSchemas(
  listingNames(INCIDENT_LIST_RESOURCE),
  TenantIncidentListItemSchema,
);
/** GET /incidents answer, rows with their tenant. */
export type TenantIncidentList = Static<typeof TenantIncidentListingSchemas.page>;

/** GET /incidents/tenant-counts (`Tenant-Id: *`): the listing's filtered count in each tenant of the scope. */
export const IncidentTenantCountsSchema = Type.Object({
  tenants: Type.Array(
    Type.Object({
      tenantId: Type.String(),
      count: Type.Integer({
        description: "The tenant's incidents matching the filters (the listing's filtered count)",
      }),
      approximate: Type.Boolean({ description: 'True when the count passed the cap and is an estimate' }),
    }),
  ),
});
/** GET /incidents/tenant-counts answer. */
export type IncidentTenantCounts = Static<typeof IncidentTenantCountsSchema>;

/** The device behind an incident's event, when it is known. */
export const IncidentDeviceSchema = Type.Object({
  id: Type.String(),
  hostname: Type.String(),
  operatingSystem: Type.String(),
  osVersion: Type.String(),
  lastActiveUser: Type.String(),
});
/** The device behind an incident's event, when it is known. */
export type IncidentDevice = Static<typeof IncidentDeviceSchema>;

/** The egress event behind an incident (who, which device, what data, where, which policy and verdict). */
export const IncidentEventSchema = Type.Object({
  id: Type.String(),
  created: IsoTime(),
  ...EventFacts,
  device: Nullable(IncidentDeviceSchema),
  destinationType: Type.String(),
  fileNames: Type.Array(Type.String()),
  details: AnyObject({ description: 'Extended details (process, URL, matched rules...)' }),
});
/** The egress event behind an incident (who, which device, what data, where, which policy and verdict). */
export type IncidentEvent = Static<typeof IncidentEventSchema>;

/** GET /incidents/{ID}?created=&policyType= answer (SPEC: extendIncident). */
export const ExtendedIncidentSchema = Type.Composite([
  IncidentListItemSchema,
  Type.Object({
    event: Nullable(IncidentEventSchema, { description: 'The event behind it; null when it is no longer stored' }),
    details: AnyObject({ description: 'Incident details (original severity...)' }),
    commentCount: Type.Integer(),
  }),
]);
/** GET /incidents/{ID}?created=&policyType= answer (SPEC: extendIncident). */
export type ExtendedIncident = Static<typeof ExtendedIncidentSchema>;

/** GET /incidents/{ID} answer: the extended incident under SPEC's name. */
export const ExtendedIncidentResponseSchema = Type.Object({ extendIncident: ExtendedIncidentSchema });
/** GET /incidents/{ID} answer: `{ extendIncident }`. */
export type ExtendedIncidentResponse = Static<typeof ExtendedIncidentResponseSchema>;

const changeProperties = {
  assignedTo: Type.Optional(Nullable(Text({ maxLength: 200 }))),
  status: Type.Optional(StringEnum(INCIDENT_STATUSES)),
  flagged: Type.Optional(Type.Boolean()),
};

/** PATCH /incidents/{ID} body (query `created`); `version` (or If-Match) guards against stale writes (412). */
export const IncidentUpdateRequestSchema = Type.Object(
  {
    ...changeProperties,
    severity: Type.Optional(StringEnum(INCIDENT_SEVERITIES)),
    version: Type.Optional(Int32({ minimum: 1, description: 'The version read; a stale one answers 412' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** PATCH /incidents/{ID} body (query `created`); `version` (or If-Match) guards against stale writes (412). */
export type IncidentUpdateRequest = Static<typeof IncidentUpdateRequestSchema>;

/** One comment of an incident. */
export const IncidentCommentSchema = Type.Object({
  id: Type.String(),
  created: IsoTime(),
  authorId: Type.String(),
  authorName: Type.String(),
  message: Type.String(),
});
/** One comment of an incident. */
export type IncidentComment = Static<typeof IncidentCommentSchema>;

/** GET /incidents/{ID}/comments answer. */
export const IncidentCommentListSchema = Type.Object({ comments: Type.Array(IncidentCommentSchema) });
/** GET /incidents/{ID}/comments answer. */
export type IncidentCommentList = Static<typeof IncidentCommentListSchema>;

/** POST /incidents/{ID}/comments body (answers 200 with the comment). */
export const IncidentCommentRequestSchema = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: INCIDENT_COMMENT_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);
/** POST /incidents/{ID}/comments body (answers 200 with the IncidentComment). */
export type IncidentCommentRequest = Static<typeof IncidentCommentRequestSchema>;

/** Fields a batch may change. */
export const IncidentBatchChangesSchema = Type.Object(changeProperties, {
  additionalProperties: false,
  minProperties: 1,
});
/** Fields a batch may change. */
export type IncidentBatchChanges = Static<typeof IncidentBatchChangesSchema>;

/** An incident's address: id and creation time. */
export const IncidentKeySchema = Type.Object(
  { id: Type.String({ format: 'uuid' }), created: IsoTime() },
  { additionalProperties: false },
);

/** PATCH /incidents/batch answer. */
export const IncidentBatchResultSchema = Type.Object({ updated: Type.Integer() });
/** PATCH /incidents/batch answer. */
export type IncidentBatchResult = Static<typeof IncidentBatchResultSchema>;

/** Most chosen incidents one batch names. */
export const INCIDENT_BATCH_IDS_MAX = 1000;

/** The `ids` form of PATCH /incidents/batch; the `allMatching` form's filter is the API's list query. */
export const IncidentBatchByIdsSchema = Type.Object(
  {
    ids: Type.Array(IncidentKeySchema, { minItems: 1, maxItems: INCIDENT_BATCH_IDS_MAX }),
    changes: IncidentBatchChangesSchema,
  },
  { additionalProperties: false, description: `At most ${INCIDENT_BATCH_CAP} incidents change` },
);

/** PATCH /incidents/{ID}/exception-status?eventID=&created= body. */
export const ExceptionStatusRequestSchema = Type.Object(
  {
    exceptionStatus: StringEnum(EXCEPTION_STATUSES),
    exceptionRequestType: Type.Optional(
      StringEnum(EXCEPTION_REQUEST_TYPES, { description: 'Type of the request; kept as is when absent' }),
    ),
  },
  { additionalProperties: false },
);
/** PATCH /incidents/{ID}/exception-status?eventID=&created= body. */
export type ExceptionStatusRequest = Static<typeof ExceptionStatusRequestSchema>;

/** PATCH /incidents/{ID}/exception-status answer. */
export const ExceptionStatusResultSchema = Type.Pick(IncidentListItemSchema, [
  'id',
  'exceptionRequestStatus',
  'exceptionRequestType',
  'version',
]);
/** PATCH /incidents/{ID}/exception-status answer. */
export type ExceptionStatusResult = Static<typeof ExceptionStatusResultSchema>;

/** List-query filters as a batch's `allMatching` (the names and values of GET /incidents' query). */
export const IncidentFilterQuerySchema = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String())]),
);
/** List-query filters as a batch's `allMatching` (same names and values as GET /incidents' query). */
export type IncidentFilterQuery = Static<typeof IncidentFilterQuerySchema>;

/** The `allMatching` form of PATCH /incidents/batch: every incident matching a filter. */
export const IncidentBatchByFilterSchema = Type.Object(
  { allMatching: IncidentFilterQuerySchema, changes: IncidentBatchChangesSchema },
  { additionalProperties: false },
);
/** PATCH /incidents/batch body: chosen incidents, or every one matching a filter (at most {@link INCIDENT_BATCH_CAP}). */
export type IncidentBatchRequest = Static<typeof IncidentBatchByIdsSchema> | Static<typeof IncidentBatchByFilterSchema>;

/** PATCH /incidents/batch answer since undo and four eyes: the batch, whether it applied or waits, and how many. */
export const IncidentBatchOutcomeSchema = Type.Object({
  updated: Type.Integer({ description: 'Incidents changed now (0 while the batch waits for approval)' }),
  batchId: Type.String({ description: 'The batch: undo it, or approve or deny it while it is pending' }),
  state: StringEnum(INCIDENT_BATCH_STATES),
  count: Type.Integer({ description: 'Incidents the batch names' }),
  undoUntil: Nullable(IsoTime({ description: 'Until when POST /incidents/batches/{ID}/undo restores it' })),
});
/** PATCH /incidents/batch answer: the batch, whether it applied or waits for a second admin, and how many. */
export type IncidentBatchOutcome = Static<typeof IncidentBatchOutcomeSchema>;

/**
 * The `targets` form of PATCH /incidents/batch over All tenants (`Tenant-Id: *`, issue 31, item 2): the chosen
 * incidents of each tenant, each tenant's part applied in that tenant with its own rules.
 */
export const IncidentScopeBatchByTargetsSchema = Type.Object(
  {
    targets: Type.Array(
      Type.Object(
        {
          tenantId: Type.String({ minLength: 1, maxLength: 200 }),
          ids: IncidentBatchByIdsSchema.properties.ids,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    changes: IncidentBatchChangesSchema,
  },
  { additionalProperties: false },
);
/** PATCH /incidents/batch body over All tenants: chosen incidents by tenant, or `allMatching` in every scope tenant. */
export type IncidentScopeBatchRequest =
  Static<typeof IncidentScopeBatchByTargetsSchema> | Static<typeof IncidentBatchByFilterSchema>;

/** PATCH /incidents/batch answer over All tenants: each tenant's own batch outcome. */
export const IncidentScopeBatchOutcomeSchema = Type.Object({
  batches: Type.Array(Type.Object({ tenantId: Type.String(), ...IncidentBatchOutcomeSchema.properties })),
});
/** PATCH /incidents/batch answer over All tenants. */
export type IncidentScopeBatchOutcome = Static<typeof IncidentScopeBatchOutcomeSchema>;

/** One batch of the tenant: who asked for what, on how many incidents, where it is, and until when it undoes. */
export const IncidentBatchSchema = Type.Object({
  id: Type.String(),
  created: IsoTime({ description: 'When it was requested' }),
  requestedBy: Type.String({ description: 'User id of the requester' }),
  requestedByName: Type.String({ description: "The requester's name, else email" }),
  state: StringEnum(INCIDENT_BATCH_STATES),
  changes: IncidentBatchChangesSchema,
  target: Type.String({ description: 'What it names: chosen incidents, or a filter' }),
  count: Type.Integer({ description: 'Incidents it names' }),
  approvalReasons: Type.Array(StringEnum(INCIDENT_BATCH_APPROVAL_REASONS)),
  decidedByName: Nullable(Type.String(), { description: 'Who approved or denied it' }),
  applied: Nullable(IsoTime()),
  updated: Nullable(Type.Integer({ description: 'Incidents it changed when it applied' })),
  undoUntil: Nullable(IsoTime()),
});
/** One batch of the tenant. */
export type IncidentBatch = Static<typeof IncidentBatchSchema>;

/** GET /incidents/batches answer: pending batches, and those applied within the undo window, newest first. */
export const IncidentBatchListSchema = Type.Object({ batches: Type.Array(IncidentBatchSchema) });
/** GET /incidents/batches answer. */
export type IncidentBatchList = Static<typeof IncidentBatchListSchema>;

/** POST /incidents/batches/{ID}/undo answer: how many were restored, and how many skipped and why. */
export const IncidentBatchUndoResultSchema = Type.Object({
  restored: Type.Integer(),
  skipped: Type.Integer({ description: 'changedSince + deleted' }),
  changedSince: Type.Integer({ description: 'Skipped: changed by someone since the batch' }),
  deleted: Type.Integer({ description: 'Skipped: deleted since the batch' }),
});
/** POST /incidents/batches/{ID}/undo answer. */
export type IncidentBatchUndoResult = Static<typeof IncidentBatchUndoResultSchema>;
