// Incident calls of SPEC §7 (GET /incidents..., /incidents/{ID}..., /filters/...): their constants, TypeBox-free.
// The DTOs and their types are ../schemas/incidents.

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
/**
 * Exception statuses of a requested exception (the list's `exceptionRequestStatus`): those given, and Expired, which
 * is never written: it is derived at each read once the incident's exception (its newest linked policy exception) was
 * pending or approved and its expiry has passed, as the exception itself reads expired (issue 30).
 */
export const EXCEPTION_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Expired'] as const;
/** The exception statuses the incidents grid filters on: None (no exception requested) and each one shown. */
export const EXCEPTION_FILTER_STATUSES = ['None', ...EXCEPTION_REQUEST_STATUSES] as const;
/** One exception status as shown or filtered on. */
export type ExceptionFilterStatus = (typeof EXCEPTION_FILTER_STATUSES)[number];
/** One exception status. */
export type ExceptionStatus = (typeof EXCEPTION_STATUSES)[number];

/** Exception request types. */
export const EXCEPTION_REQUEST_TYPES = ['Business justification', 'False positive', 'Policy exception'] as const;
/** One exception request type. */
export type ExceptionRequestType = (typeof EXCEPTION_REQUEST_TYPES)[number];

/** Counts are exact up to this many rows; beyond, estimated and marked approximate. */
export const INCIDENT_COUNT_CAP = 100_000;
/** Most incidents one PATCH /incidents/batch may change. */
export const INCIDENT_BATCH_CAP = 100_000;

/** Longest comment accepted. */
export const INCIDENT_COMMENT_MAX_LENGTH = 4000;

/** How long after a batch applies its undo restores it (10 minutes). */
export const INCIDENT_BATCH_UNDO_WINDOW_MS = 10 * 60_000;
/** A batch over this many incidents waits for a second Tenant Admin's approval (four eyes). */
export const INCIDENT_BATCH_APPROVAL_OVER = 1000;
/** Statuses that close an incident: a batch setting one on high-severity incidents waits for approval (four eyes). */
export const INCIDENT_CLOSING_STATUSES = ['resolved', 'dismissed'] as const;
/**
 * Where a batch is: waiting for a second admin, applied (undoable for the window), denied, or undone. A batch is
 * applied at once unless it needs four eyes.
 */
export const INCIDENT_BATCH_STATES = ['pending', 'applied', 'denied', 'undone'] as const;
/** One batch state. */
export type IncidentBatchState = (typeof INCIDENT_BATCH_STATES)[number];
/** Why a batch waits for approval: over {@link INCIDENT_BATCH_APPROVAL_OVER} incidents, or it closes high ones. */
export const INCIDENT_BATCH_APPROVAL_REASONS = ['many', 'closes-high'] as const;
/** Why a batch waits for approval. */
export type IncidentBatchApprovalReason = (typeof INCIDENT_BATCH_APPROVAL_REASONS)[number];
