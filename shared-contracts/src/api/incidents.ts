// Incident calls of SPEC §7 (GET /incidents..., /incidents/{ID}..., /filters/...): request and answer shapes.
// The DTOs are declared once as schemas (../schemas/incidents); these are their types.

import type { Static } from '@sinclair/typebox';
import { SEVERITIES, VERDICTS } from '../constants';
import type { Severity, Verdict } from '../constants';
import type {
  ExceptionStatusRequestSchema,
  ExceptionStatusResultSchema,
  ExtendedIncidentResponseSchema,
  ExtendedIncidentSchema,
  IncidentBatchByFilterSchema,
  IncidentBatchByIdsSchema,
  IncidentBatchChangesSchema,
  IncidentBatchResultSchema,
  IncidentCommentListSchema,
  IncidentCommentRequestSchema,
  IncidentCommentSchema,
  IncidentDeviceSchema,
  IncidentEventSchema,
  IncidentFilterQuerySchema,
  IncidentListItemSchema,
  IncidentListingSchemas,
  IncidentUpdateRequestSchema,
} from '../schemas/incidents';

/** Severities (SPEC §3), most severe first: the constants' SEVERITIES. */
export const INCIDENT_SEVERITIES = SEVERITIES;
/** One severity. */
export type IncidentSeverity = Severity;

/** Triage statuses of an incident. */
export const INCIDENT_STATUSES = ['open', 'in_progress', 'resolved', 'dismissed'] as const;
/** One triage status. */
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Policy verdicts (SPEC §3): the constants' VERDICTS. */
export const POLICY_VERDICTS = VERDICTS;
/** One policy verdict. */
export type PolicyVerdict = Verdict;

/** Exception statuses an incident can carry; 'None' means no exception was requested (the list shows null). */
export const EXCEPTION_STATUSES = ['None', 'Pending', 'Approved', 'Rejected'] as const;
/** Exception statuses of a requested exception (the list's `exceptionRequestStatus`). */
export const EXCEPTION_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
/** One exception status. */
export type ExceptionStatus = (typeof EXCEPTION_STATUSES)[number];

/** Exception request types. */
export const EXCEPTION_REQUEST_TYPES = ['Business justification', 'False positive', 'Policy exception'] as const;
/** One exception request type. */
export type ExceptionRequestType = (typeof EXCEPTION_REQUEST_TYPES)[number];

/** Columns GET /incidents sorts by (`sortColumn`); `created` is the default. */
export const INCIDENT_SORT_COLUMNS = [
  'created',
  'updated',
  'severity',
  'status',
  'assignedTo',
  'hostname',
  'username',
  'destination',
  'egressChannel',
  'policyVerdict',
  'dataVolume',
  'totalHitCount',
] as const;
/** One incident sort column. */
export type IncidentSortColumn = (typeof INCIDENT_SORT_COLUMNS)[number];

/** One row of GET /incidents. */
export type IncidentListItem = Static<typeof IncidentListItemSchema>;

/** GET /incidents answer. */
export type IncidentList = Static<typeof IncidentListingSchemas.page>;

/** GET /incidents/count answer. */
export type IncidentCounts = Static<typeof IncidentListingSchemas.counts>;

/** Counts are exact up to this many rows; beyond, estimated and marked approximate. */
export const INCIDENT_COUNT_CAP = 100_000;
/** Most incidents one PATCH /incidents/batch may change. */
export const INCIDENT_BATCH_CAP = 100_000;

/** The device behind an incident's event, when it is known. */
export type IncidentDevice = Static<typeof IncidentDeviceSchema>;

/** The egress event behind an incident (who, which device, what data, where, which policy and verdict). */
export type IncidentEvent = Static<typeof IncidentEventSchema>;

/** GET /incidents/{ID}?created=&policyType= answer (SPEC: extendIncident). */
export type ExtendedIncident = Static<typeof ExtendedIncidentSchema>;

/** GET /incidents/{ID} answer: `{ extendIncident }`. */
export type ExtendedIncidentResponse = Static<typeof ExtendedIncidentResponseSchema>;

/** PATCH /incidents/{ID} body (query `created`); `version` (or If-Match) guards against stale writes (412). */
export type IncidentUpdateRequest = Static<typeof IncidentUpdateRequestSchema>;

/** One comment of an incident. */
export type IncidentComment = Static<typeof IncidentCommentSchema>;

/** GET /incidents/{ID}/comments answer. */
export type IncidentCommentList = Static<typeof IncidentCommentListSchema>;

/** POST /incidents/{ID}/comments body (answers 200 with the IncidentComment). */
export type IncidentCommentRequest = Static<typeof IncidentCommentRequestSchema>;

/** Longest comment accepted. */
export const INCIDENT_COMMENT_MAX_LENGTH = 4000;

/** Fields a batch may change. */
export type IncidentBatchChanges = Static<typeof IncidentBatchChangesSchema>;

/** List-query filters as a batch's `allMatching` (same names and values as GET /incidents' query). */
export type IncidentFilterQuery = Static<typeof IncidentFilterQuerySchema>;

/** PATCH /incidents/batch body: chosen incidents, or every one matching a filter (at most {@link INCIDENT_BATCH_CAP}). */
export type IncidentBatchRequest = Static<typeof IncidentBatchByIdsSchema> | Static<typeof IncidentBatchByFilterSchema>;

/** PATCH /incidents/batch answer. */
export type IncidentBatchResult = Static<typeof IncidentBatchResultSchema>;

/** PATCH /incidents/{ID}/exception-status?eventID=&created= body. */
export type ExceptionStatusRequest = Static<typeof ExceptionStatusRequestSchema>;

/** PATCH /incidents/{ID}/exception-status answer. */
export type ExceptionStatusResult = Static<typeof ExceptionStatusResultSchema>;
