// The audit log's DTOs are declared once as schemas (../schemas/audit-logs); these are their types.

import type { Static } from '@sinclair/typebox';
import type {
  AuditChainVerificationSchema,
  AuditLogCreateRequestSchema,
  AuditLogEntrySchema,
  AuditLogListingSchemas,
} from '../schemas/audit-logs';

/** One audit-log row as GET /audit-logs answers it. */
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

/** GET /audit-logs answer. */
export type AuditLogList = Static<typeof AuditLogListingSchemas.page>;

/** GET /audit-logs/count answer. */
export type AuditLogCounts = Static<typeof AuditLogListingSchemas.counts>;

/** Columns GET /audit-logs sorts by (`sortColumn`); `created` is the default. */
export const AUDIT_LOG_SORT_COLUMNS = ['created', 'user', 'page', 'action', 'outcome'] as const;

/** One audit-log sort column. */
export type AuditLogSortColumn = (typeof AUDIT_LOG_SORT_COLUMNS)[number];

/**
 * POST /audit-logs body: the client's entry (Logon, Logoff). A `dashboardUserId` is accepted for compatibility
 * and ignored: the API records the authenticated user.
 */
export type AuditLogCreateRequest = Static<typeof AuditLogCreateRequestSchema>;

/** Outcomes the API itself writes. */
export const AUDIT_OUTCOMES = ['Success', 'Failure'] as const;

/**
 * Why a link of the audit hash chain is broken: an entry's content no longer matches its hash, its link to the previous
 * entry changed, a place has no entry (deleted), or the chain ends apart from the head the writers keep.
 */
export const AUDIT_CHAIN_BREAKS = ['content-changed', 'link-changed', 'entry-missing', 'head-mismatch'] as const;
/** One reason a chain is broken. */
export type AuditChainBreak = (typeof AUDIT_CHAIN_BREAKS)[number];

/** GET /audit-logs/verify answer. */
export type AuditChainVerification = Static<typeof AuditChainVerificationSchema>;

/** Audit-log counts are exact up to this many rows; beyond, estimated and marked approximate. */
export const AUDIT_LOG_COUNT_CAP = 100_000;
