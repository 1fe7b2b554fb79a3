// The audit log: the constants both ends share, TypeBox-free. The DTOs and their types are ../schemas/audit-logs.

/** Columns GET /audit-logs sorts by (`sortColumn`); `created` is the default. */
export const AUDIT_LOG_SORT_COLUMNS = ['created', 'user', 'page', 'action', 'outcome'] as const;

/** One audit-log sort column. */
export type AuditLogSortColumn = (typeof AUDIT_LOG_SORT_COLUMNS)[number];

/** Outcomes the API itself writes. */
export const AUDIT_OUTCOMES = ['Success', 'Failure'] as const;

/**
 * Why a link of the audit hash chain is broken: an entry's content no longer matches its hash, its link to the previous
 * entry changed, a place has no entry (deleted), or the chain ends apart from the head the writers keep.
 */
export const AUDIT_CHAIN_BREAKS = ['content-changed', 'link-changed', 'entry-missing', 'head-mismatch'] as const;
/** One reason a chain is broken. */
export type AuditChainBreak = (typeof AUDIT_CHAIN_BREAKS)[number];

/** Audit-log counts are exact up to this many rows; beyond, estimated and marked approximate. */
export const AUDIT_LOG_COUNT_CAP = 100_000;
