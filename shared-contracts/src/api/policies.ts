// Protection policies (SPEC §3, §4, §7): their constants, TypeBox-free. The DTOs and their types are
// ../schemas/policies; the empty definition is ../policies/empty-policy.

/**
 * A policy's status (SPEC §4 leaves the values to us):
 * - `active`: evaluated on every event, and decides its verdict;
 * - `simulation`: evaluated on every event and recorded, but never decides the verdict;
 * - `disabled`: kept, not evaluated;
 * - `draft`: being written, not evaluated.
 */
export const POLICY_STATUSES = ['active', 'simulation', 'disabled', 'draft'] as const;
/** One policy status. */
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** The statuses the engine evaluates. */
export const EVALUATED_POLICY_STATUSES: readonly PolicyStatus[] = ['active', 'simulation'];

/** Policy types GET /policies lists (SPEC §7: `policyType=protection`). */
export const POLICY_TYPES = ['protection'] as const;
/** One policy type. */
export type PolicyType = (typeof POLICY_TYPES)[number];

/** Longest policy name and description. */
export const POLICY_NAME_MAX_LENGTH = 120;
export const POLICY_DESCRIPTION_MAX_LENGTH = 1000;
/** The backtest window in days: default and most. */
export const POLICY_BACKTEST_DAYS = { default: 30, max: 365 } as const;
/** Sample events a backtest answers: the newest of those whose verdict changes. */
export const POLICY_BACKTEST_SAMPLES = 20;

/** Most values in one condition, and most lists one matcher refers to. */
export const POLICY_CONDITION_VALUES_MAX = 200;
export const POLICY_LISTS_MAX = 20;
/** Highest minimum count of an element type. */
export const POLICY_ELEMENT_MIN_COUNT_MAX = 100_000;
/** Longest educate message. */
export const POLICY_EDUCATE_MESSAGE_MAX_LENGTH = 1000;

/**
 * The educate effect's horizon in days: an educated user "repeats" when the same policy matches another of their
 * egress events within this many days of their first educate verdict (the baseline: of their first other verdict).
 */
export const EDUCATION_REPEAT_DAYS = 30;
