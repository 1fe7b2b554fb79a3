// Protection policies (SPEC §3, §4, §7): constants and types. The DTOs are declared once as schemas
// (../schemas/policies); these are their types.

import type { Static } from '@sinclair/typebox';
import type { Verdict } from '../constants';
import type {
  ClassificationListSchema,
  ClassificationSchema,
  EvaluablePolicySchema,
  PolicyBacktestRequestSchema,
  PolicyBacktestSchema,
  PolicyCreateSchema,
  PolicyDeleteManySchema,
  PolicyListSchema,
  PolicyOrderSchema,
  PolicySchema,
  PolicyStatusSchema,
  PolicyUpdateSchema,
  PolicyVersionListSchema,
  PolicyVersionSchema,
  PolicyWriteSchema,
  PolicyConditionsSchema,
  PolicyDefinitionSchema,
  PolicyElementConditionSchema,
  PolicyExceptionsSchema,
  PolicyMatcherSchema,
  PolicyUserMatcherSchema,
} from '../schemas/policies';

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

/** How each status is named on the page. */
export const POLICY_STATUS_LABELS: Readonly<Record<PolicyStatus, string>> = {
  active: 'Active',
  simulation: 'Simulation',
  disabled: 'Disabled',
  draft: 'Draft',
};

/** How each verdict is named in the policy list and builder. */
export const POLICY_VERDICT_LABELS: Readonly<Record<Verdict, string>> = {
  ALLOW: 'Allow',
  CHALLENGE: 'Challenge',
  BLOCK: 'Block',
  educate: 'Educate',
};

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

/** Most values in one condition, and most lists one matcher refers to. */
export const POLICY_CONDITION_VALUES_MAX = 200;
export const POLICY_LISTS_MAX = 20;
/** Highest minimum count of an element type. */
export const POLICY_ELEMENT_MIN_COUNT_MAX = 100_000;
/** Longest educate message. */
export const POLICY_EDUCATE_MESSAGE_MAX_LENGTH = 1000;

/** Values given directly and lists whose items count as values. */
export type PolicyMatcher = Static<typeof PolicyMatcherSchema>;
/** Users, groups and lists of either. */
export type PolicyUserMatcher = Static<typeof PolicyUserMatcherSchema>;
/** An element type at a minimum count. */
export type PolicyElementCondition = Static<typeof PolicyElementConditionSchema>;
/** What an event must show for a policy to apply. */
export type PolicyConditions = Static<typeof PolicyConditionsSchema>;
/** What exempts an event from a policy. */
export type PolicyExceptions = Static<typeof PolicyExceptionsSchema>;
/** A policy's conditions, exceptions and actions. */
export type PolicyDefinition = Static<typeof PolicyDefinitionSchema>;
/** What the engine needs of a policy. */
export type EvaluablePolicy = Static<typeof EvaluablePolicySchema>;

const noMatcher = (): PolicyMatcher => ({ values: [], listIds: [] });
const noUsers = (): PolicyUserMatcher => ({ values: [], groups: [], listIds: [] });

/** A definition with every condition empty (it applies to every event) and no exception. */
export function emptyPolicyDefinition(): PolicyDefinition {
  return {
    conditions: {
      elementTypes: [],
      complianceFrameworks: [],
      contentCategories: [],
      mipLabels: [],
      egressChannels: [],
      destinationTypes: [],
      sources: noMatcher(),
      destinations: noMatcher(),
      users: noUsers(),
    },
    exceptions: { sources: noMatcher(), destinations: noMatcher(), users: noUsers() },
    educateMessage: '',
    raiseIncident: true,
  };
}

/** A protection policy as the API answers it. */
export type Policy = Static<typeof PolicySchema>;
/** GET /policies answer. */
export type PolicyList = Static<typeof PolicyListSchema>;
/** A policy as the builder writes it. */
export type PolicyWrite = Static<typeof PolicyWriteSchema>;
/** POST /policies body. */
export type PolicyCreate = Static<typeof PolicyCreateSchema>;
/** PATCH /policies/{ID}/ body. */
export type PolicyUpdate = Static<typeof PolicyUpdateSchema>;
/** PATCH /policies/status body. */
export type PolicyStatusChange = Static<typeof PolicyStatusSchema>;
/** PATCH /policies body (delete many). */
export type PolicyDeleteMany = Static<typeof PolicyDeleteManySchema>;
/** PATCH /policies/priority body. */
export type PolicyOrder = Static<typeof PolicyOrderSchema>;
/** One saved version of a policy. */
export type PolicyVersion = Static<typeof PolicyVersionSchema>;
/** GET /policies/{ID}/versions answer. */
export type PolicyVersionList = Static<typeof PolicyVersionListSchema>;
/** POST /policies/backtest body. */
export type PolicyBacktestRequest = Static<typeof PolicyBacktestRequestSchema>;
/** POST /policies/backtest answer. */
export type PolicyBacktest = Static<typeof PolicyBacktestSchema>;
/** One classification. */
export type Classification = Static<typeof ClassificationSchema>;
/** A classifications answer. */
export type ClassificationList = Static<typeof ClassificationListSchema>;
