// Policy exceptions (issue 30 item 1): constants of their lifecycle, TypeBox-free. The DTOs are
// ../schemas/policy-exceptions.

import type { EvidenceInfo } from '../schemas/evidence';
import type { IncidentBatchState } from './incidents';

/**
 * Where an exception is: pending (waiting for its approvals), active (approved; it applies from its start until it
 * expires), expired (approved or pending, and its expiry has passed: derived from the time, never written), denied,
 * revoked.
 */
// The `satisfies` constrains nothing (anything is a string): it makes the type checker meet the incident batch states
// and the evidence fields before these words, so the kit's API report prints those older types as before
// (scripts/api-report.mjs; a union prints in the order its words were first met).
export const POLICY_EXCEPTION_STATES = [
  'pending',
  'active',
  'expired',
  'denied',
  'revoked',
] as const satisfies readonly (IncidentBatchState | keyof EvidenceInfo | string)[];
/** One exception state. */
export type PolicyExceptionState = (typeof POLICY_EXCEPTION_STATES)[number];
/** How each state is shown (grid, filter, drawer, export). */
export const POLICY_EXCEPTION_STATE_LABELS: Readonly<Record<PolicyExceptionState, string>> = {
  pending: 'Pending',
  active: 'Active',
  expired: 'Expired',
  denied: 'Denied',
  revoked: 'Revoked',
};

/** Longest an exception may last, in days from its start. */
export const POLICY_EXCEPTION_MAX_DAYS = 365;
/** How long an exception lasts when the request names no expiry, in days. */
export const POLICY_EXCEPTION_DEFAULT_DAYS = 30;
/** An exception expiring more than this many days after it is requested needs two different approvers. */
export const POLICY_EXCEPTION_SINGLE_APPROVAL_DAYS = 90;
/** Longest reason accepted. */
export const POLICY_EXCEPTION_REASON_MAX_LENGTH = 2000;
/** Counts of the exceptions listing are exact up to this many rows. */
export const POLICY_EXCEPTION_COUNT_CAP = 100_000;
/** The exceptions listing's defaults. */
export const POLICY_EXCEPTION_LIST_DEFAULTS = { pageSize: 100, sortColumn: 'created', sortOrder: 'desc' } as const;
/** Columns the exceptions listing sorts by. */
export const POLICY_EXCEPTION_SORT_COLUMNS = ['created', 'expiresAt'] as const;
/** The verdict an exempted event is recorded with. */
export const POLICY_EXCEPTION_EXEMPT_VERDICT = 'ALLOW';
