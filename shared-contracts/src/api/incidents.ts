// Incident calls of SPEC §7 (GET /incidents..., /incidents/{ID}..., /filters/...): request and answer shapes.

import { SEVERITIES, VERDICTS } from '../constants';
import type { Severity, Verdict } from '../constants';

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
export interface IncidentListItem {
  /** Incident id (uuid). */
  id: string;
  /** When it was raised (ISO time); with the id it addresses the incident. */
  created: string;
  /** When it last changed (ISO time). */
  updated: string;
  /** Policy type, such as 'protection'. */
  policyType: string;
  /** Short description. */
  title: string;
  severity: IncidentSeverity;
  status: IncidentStatus;
  /** Assignee user id, null when unassigned. */
  assignedTo: string | null;
  /** The assignee's name (else email), null when unassigned or unknown. */
  assignedToName: string | null;
  flagged: boolean;
  /** Exception request status, null when none was requested. */
  exceptionRequestStatus: Exclude<ExceptionStatus, 'None'> | null;
  /** Exception request type, null when none was requested. */
  exceptionRequestType: string | null;
  /** The egress event behind it (uuid), if known. */
  eventId: string | null;
  policyName: string;
  policyVerdict: string;
  hostname: string;
  username: string;
  source: string;
  destination: string;
  egressChannel: string;
  dataTypes: string[];
  contentCategory: string;
  mipLabel: string;
  /** Bytes. */
  dataVolume: number;
  totalHitCount: number;
  /** Optimistic-concurrency version: send it back on PATCH. */
  version: number;
}

/** GET /incidents answer. */
export interface IncidentList {
  incidents: IncidentListItem[];
  /** Cursor of the next page; null on the last. */
  nextToken: string | null;
}

/** GET /incidents/count answer. */
export interface IncidentCounts {
  /** Incidents of the tenant up to the cutoff. */
  totalIncidents: number;
  /** Incidents matching search and filters. */
  totalFilteredIncidents: number;
  /** True when a count passed the cap ({@link INCIDENT_COUNT_CAP}) and is an estimate. */
  approximate?: boolean;
}

/** Counts are exact up to this many rows; beyond, estimated and marked approximate. */
export const INCIDENT_COUNT_CAP = 100_000;
/** Most incidents one PATCH /incidents/batch may change. */
export const INCIDENT_BATCH_CAP = 100_000;

/** The device behind an incident's event, when it is known. */
export interface IncidentDevice {
  id: string;
  hostname: string;
  operatingSystem: string;
  osVersion: string;
  lastActiveUser: string;
}

/** The egress event behind an incident (who, which device, what data, where, which policy and verdict). */
export interface IncidentEvent {
  id: string;
  created: string;
  username: string;
  hostname: string;
  device: IncidentDevice | null;
  source: string;
  destination: string;
  destinationType: string;
  egressChannel: string;
  dataTypes: string[];
  contentCategory: string;
  mipLabel: string;
  dataVolume: number;
  totalHitCount: number;
  fileNames: string[];
  policyName: string;
  policyVerdict: string;
  /** The event's extended details (process, URL, matched rules...). */
  details: Record<string, unknown>;
}

/** GET /incidents/{ID}?created=&policyType= answer (SPEC: extendIncident). */
export interface ExtendedIncident extends IncidentListItem {
  /** The event behind it; null when it is no longer stored. */
  event: IncidentEvent | null;
  /** Incident details (original severity...). */
  details: Record<string, unknown>;
  /** Number of comments. */
  commentCount: number;
}

/** PATCH /incidents/{ID} body (query `created`); `version` (or If-Match) guards against stale writes (412). */
export interface IncidentUpdateRequest {
  assignedTo?: string | null;
  status?: IncidentStatus;
  flagged?: boolean;
  severity?: IncidentSeverity;
  /** The version read; a stale one answers 412. */
  version?: number;
}

/** One comment of an incident. */
export interface IncidentComment {
  id: string;
  created: string;
  authorId: string;
  authorName: string;
  message: string;
}

/** GET /incidents/{ID}/comments answer. */
export interface IncidentCommentList {
  comments: IncidentComment[];
}

/** POST /incidents/{ID}/comments body (answers 200 with the IncidentComment). */
export interface IncidentCommentRequest {
  /** 1 to 4000 characters. */
  message: string;
}

/** Longest comment accepted. */
export const INCIDENT_COMMENT_MAX_LENGTH = 4000;

/** Something a summary was drawn from. */
export interface AiSummarySource {
  /** 'incident' (its own fields), 'event' (the event behind it) or 'related-incident'. */
  kind: 'incident' | 'event' | 'related-incident';
  /** What it is, such as 'Severity' or 'Incident of the same user, 3 days ago'. */
  label: string;
  /** The value used. */
  value: string;
  /** Id of the related object, if any. */
  id?: string;
}

/** An incident's summary (SPEC: aiSprinkles). */
export interface AiSprinkles {
  summary: string;
  recommendations: string[];
  /** 'ai' (an OpenAI-compatible model) or 'built-in' (the deterministic summariser, no AI involved). */
  generator: 'ai' | 'built-in';
  /** Model name, or the built-in summariser's name. */
  model: string;
  /** When it was generated (ISO time). */
  generated: string;
  /** The incident version it describes; a newer version regenerates it. */
  incidentVersion: number;
  /** What it was drawn from. */
  sources: AiSummarySource[];
}

/** GET /incidents/{ID}/ai-sprinkles answer. */
export interface AiSprinklesResponse {
  aiSprinkles: AiSprinkles;
}

/** POST /incidents/{ID}/ai-sprinkles/email body (query `created`). */
export interface AiSprinklesEmailRequest {
  /** 1 to 20 addresses. */
  to: string[];
}

/** POST /incidents/{ID}/ai-sprinkles/email answer: sent through SMTP, or kept in the outbox. */
export interface AiSprinklesEmailResult {
  delivery: 'smtp' | 'outbox';
  messageId: string;
}

/** One message of GET /outbox (Tenant Admin). */
export interface OutboxMessage {
  id: string;
  created: string;
  to: string[];
  subject: string;
  body: string;
  /** Who asked for it (user id). */
  requestedBy: string;
}

/** GET /outbox answer. */
export interface OutboxList {
  messages: OutboxMessage[];
}

/** Fields a batch may change. */
export interface IncidentBatchChanges {
  assignedTo?: string | null;
  status?: IncidentStatus;
  flagged?: boolean;
}

/** List-query filters as a batch's `allMatching` (same names and values as GET /incidents' query). */
export type IncidentFilterQuery = Record<string, string | number | boolean | string[]>;

/** PATCH /incidents/batch body: chosen incidents, or every one matching a filter (at most {@link INCIDENT_BATCH_CAP}). */
export type IncidentBatchRequest =
  | { ids: { id: string; created: string }[]; changes: IncidentBatchChanges }
  | { allMatching: IncidentFilterQuery; changes: IncidentBatchChanges };

/** PATCH /incidents/batch answer. */
export interface IncidentBatchResult {
  updated: number;
}

/** PATCH /incidents/{ID}/exception-status?eventID=&created= body. */
export interface ExceptionStatusRequest {
  exceptionStatus: ExceptionStatus;
  /** Type of the request; kept as is when absent. */
  exceptionRequestType?: ExceptionRequestType;
}

/** PATCH /incidents/{ID}/exception-status answer. */
export interface ExceptionStatusResult {
  id: string;
  exceptionRequestStatus: Exclude<ExceptionStatus, 'None'> | null;
  exceptionRequestType: string | null;
  version: number;
}

/** PUT /filters/{filterID} body: a named saved filter of a grid. */
export interface SavedFilterRequest {
  name: string;
  /** Grid it belongs to, such as 'incidents'. */
  grid: string;
  /** The list query (filters, search, sort) as URL parameters; the API answers every value as a list. */
  query: Record<string, string | string[]>;
}

/** PUT /filters/{filterID} answer. */
export interface SavedFilter extends SavedFilterRequest {
  id: string;
  updated: string;
}
