import type { AuditEntryInput } from '../shell-context';

/** One audit-log row as GET /audit-logs answers it. */
export interface AuditLogEntry {
  /** Entry id. */
  id: string;
  /** When it was recorded (ISO time). */
  created: string;
  /** The dashboard user who acted (identity-provider user id). */
  dashboardUserId: string;
  /** That user's name, else email, at the time. */
  user: string;
  /** Page area, such as Policies or Data Egress. */
  page: string;
  /** Action, such as Logon or Update. */
  action: string;
  /** Outcome, such as Success or Failure. */
  outcome: string;
  /** Object acted on, if any. */
  objectId: string | null;
  /** When that object was created (ISO time), if known. */
  objectCreated: string | null;
  /** Free text. */
  description: string | null;
}

/** GET /audit-logs answer. */
export interface AuditLogList {
  /** The page's entries. */
  results: AuditLogEntry[];
  /** Cursor of the next page; null on the last. */
  nextToken: string | null;
}

/** GET /audit-logs/count answer. */
export interface AuditLogCounts {
  /** Entries of the tenant up to the cutoff. */
  total: number;
  /** Entries matching search and filters. */
  filtered: number;
}

/** Columns GET /audit-logs sorts by (`sortColumn`); `created` is the default. */
export const AUDIT_LOG_SORT_COLUMNS = ['created', 'user', 'page', 'action', 'outcome'] as const;

/** One audit-log sort column. */
export type AuditLogSortColumn = (typeof AUDIT_LOG_SORT_COLUMNS)[number];

/**
 * POST /audit-logs body: the client's entry (Logon, Logoff). A `dashboardUserId` is accepted for compatibility
 * and ignored: the API records the authenticated user.
 */
export interface AuditLogCreateRequest extends AuditEntryInput {
  /** Ignored by the API. */
  dashboardUserId?: string;
}

/** Outcomes the API itself writes. */
export const AUDIT_OUTCOMES = ['Success', 'Failure'] as const;
