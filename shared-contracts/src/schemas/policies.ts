// Protection policies (SPEC §3, §4, §7): the policy model the builder writes, the API stores and the engine
// evaluates. Each DTO is declared once here, its type (Static<>) beside it.

import { Type, type Static, type TArray } from '@sinclair/typebox';
import {
  POLICY_BACKTEST_DAYS,
  POLICY_BACKTEST_SAMPLES,
  POLICY_CONDITION_VALUES_MAX,
  POLICY_DESCRIPTION_MAX_LENGTH,
  POLICY_EDUCATE_MESSAGE_MAX_LENGTH,
  POLICY_ELEMENT_MIN_COUNT_MAX,
  POLICY_LISTS_MAX,
  POLICY_NAME_MAX_LENGTH,
  POLICY_STATUSES,
  POLICY_TYPES,
} from '../api/policies';
import { VERDICTS } from '../constants';
import {
  POLICY_CONDITION_KEYS,
  POLICY_CONDITIONS,
  POLICY_EXCEPTION_KEYS,
  type PolicyConditionDeclaration,
  type PolicyConditionKey,
  type PolicyConditionShape,
} from '../policies/conditions';
import { Int32, IsoTime, Nullable, StringEnum, Text } from './common';
import { EventFacts, EventRouteFacts } from './egress-events';

const values = (description?: string) =>
  Type.Array(Text({ minLength: 1, maxLength: 500 }), {
    maxItems: POLICY_CONDITION_VALUES_MAX,
    ...(description && { description }),
  });

/**
 * Values given directly and lists (SPEC §3) whose items count as values too. Empty in a condition: no condition;
 * empty in the exceptions: no exception.
 */
export const PolicyMatcherSchema = Type.Object(
  {
    values: values('Values given directly'),
    listIds: Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: POLICY_LISTS_MAX,
      description: "Lists whose items are compared by the list's entity type",
    }),
  },
  { additionalProperties: false },
);
/** Values given directly and lists whose items count as values. */
export type PolicyMatcher = Static<typeof PolicyMatcherSchema>;

/** Users given directly, their directory groups, and lists of users or groups. */
export const PolicyUserMatcherSchema = Type.Object(
  {
    values: values('User names (compared without case)'),
    groups: values('Directory groups the user belongs to'),
    listIds: PolicyMatcherSchema.properties.listIds,
  },
  { additionalProperties: false },
);
/** Users, groups and lists of either. */
export type PolicyUserMatcher = Static<typeof PolicyUserMatcherSchema>;

/** An element type found in the data, at least `minCount` times in one event. */
export const PolicyElementConditionSchema = Type.Object(
  {
    id: Text({ minLength: 1, maxLength: 100, description: 'Element type classification id' }),
    minCount: Int32({ minimum: 1, maximum: POLICY_ELEMENT_MIN_COUNT_MAX, default: 1 }),
  },
  { additionalProperties: false },
);
/** An element type at a minimum count. */
export type PolicyElementCondition = Static<typeof PolicyElementConditionSchema>;

/** The schema of each condition shape (see POLICY_CONDITIONS). */
interface ConditionShapeSchemas {
  elements: TArray<typeof PolicyElementConditionSchema>;
  values: ReturnType<typeof values>;
  matcher: typeof PolicyMatcherSchema;
  users: typeof PolicyUserMatcherSchema;
}

/** The properties of the conditions named, each its shape's schema. */
type ConditionProperties<K extends PolicyConditionKey> = {
  [P in K]: ConditionShapeSchemas[(typeof POLICY_CONDITIONS)[P]['shape']];
};

function conditionSchema(key: PolicyConditionKey): ConditionShapeSchemas[PolicyConditionShape] {
  const condition: PolicyConditionDeclaration = POLICY_CONDITIONS[key];
  switch (condition.shape) {
    case 'elements':
      return Type.Array(PolicyElementConditionSchema, {
        maxItems: POLICY_CONDITION_VALUES_MAX,
        ...(condition.description && { description: condition.description }),
      });
    case 'values':
      return values(condition.description);
    case 'matcher':
      return PolicyMatcherSchema;
    case 'users':
      return PolicyUserMatcherSchema;
  }
}

function conditionProperties<K extends PolicyConditionKey>(keys: readonly K[]): ConditionProperties<K> {
  return Object.fromEntries(keys.map((key) => [key, conditionSchema(key)])) as ConditionProperties<K>;
}

/**
 * What an event must show for the policy to apply, one property per condition of POLICY_CONDITIONS. Every condition
 * that is not empty must hold (AND); within one, any value is enough (OR). Element types and compliance frameworks
 * are one data condition: any element of a listed framework counts, as does any listed element type at its minimum
 * count.
 */
export const PolicyConditionsSchema = Type.Object(conditionProperties(POLICY_CONDITION_KEYS), {
  additionalProperties: false,
});
/** What an event must show for a policy to apply. */
export type PolicyConditions = Static<typeof PolicyConditionsSchema>;

/** Who or what the policy never applies to, even when its conditions hold: any one match exempts the event. */
export const PolicyExceptionsSchema = Type.Object(conditionProperties(POLICY_EXCEPTION_KEYS), {
  additionalProperties: false,
});
/** What exempts an event from a policy. */
export type PolicyExceptions = Static<typeof PolicyExceptionsSchema>;

/** A policy's definition: its conditions, exceptions and what it does. */
export const PolicyDefinitionSchema = Type.Object(
  {
    conditions: PolicyConditionsSchema,
    exceptions: PolicyExceptionsSchema,
    educateMessage: Text({
      maxLength: POLICY_EDUCATE_MESSAGE_MAX_LENGTH,
      description: 'Shown to the end user when the verdict is educate (required then)',
    }),
    raiseIncident: Type.Boolean({ description: 'Whether a matching event raises an incident' }),
  },
  { additionalProperties: false },
);
/** A policy's conditions, exceptions and actions. */
export type PolicyDefinition = Static<typeof PolicyDefinitionSchema>;

/** What the engine needs of a policy: its identity, order, status, verdict and definition. */
export const EvaluablePolicySchema = Type.Object({
  policyId: Type.String(),
  name: Type.String(),
  priority: Int32({ minimum: 1 }),
  status: StringEnum(POLICY_STATUSES),
  verdict: StringEnum(VERDICTS),
  definition: PolicyDefinitionSchema,
});
/** What the engine needs of a policy. */
export type EvaluablePolicy = Static<typeof EvaluablePolicySchema>;

const writable = {
  name: Text({ minLength: 1, maxLength: POLICY_NAME_MAX_LENGTH }),
  description: Text({ maxLength: POLICY_DESCRIPTION_MAX_LENGTH }),
  status: StringEnum(POLICY_STATUSES),
  verdict: StringEnum(VERDICTS),
  priority: Int32({ minimum: 1, maximum: 1_000_000, description: 'Lower decides first' }),
  definition: PolicyDefinitionSchema,
};

/** A protection policy as the API answers it (SPEC §3: a policy object with policyId and status). */
export const PolicySchema = Type.Object({
  policyId: Type.String({ description: 'Policy id (uuid)' }),
  policyType: StringEnum(POLICY_TYPES),
  ...writable,
  createdBy: Type.String(),
  created: IsoTime(),
  updated: IsoTime(),
  updatedBy: Type.String(),
  version: Type.Integer({ description: 'Optimistic-concurrency version: send it back on PATCH' }),
});
/** A protection policy as the API answers it. */
export type Policy = Static<typeof PolicySchema>;

/** GET /policies answer, by priority. */
export const PolicyListSchema = Type.Object({ policies: Type.Array(PolicySchema) });
/** GET /policies answer. */
export type PolicyList = Static<typeof PolicyListSchema>;

/** GET /policies query. */
export const PolicyListQuerySchema = Type.Object(
  { policyType: Type.Optional(StringEnum(POLICY_TYPES, { default: 'protection' })) },
  { additionalProperties: false },
);

/** One policy's answer (GET, POST, PATCH, status, restore). */
export const PolicyDetailsSchema = Type.Object({ policy: PolicySchema });

/** A policy as the builder writes it: a new one takes the next priority and the status active unless given. */
export const PolicyWriteSchema = Type.Object(
  {
    name: writable.name,
    description: Type.Optional(writable.description),
    status: Type.Optional(writable.status),
    verdict: writable.verdict,
    priority: Type.Optional(writable.priority),
    definition: writable.definition,
  },
  { additionalProperties: false },
);
/** A policy as the builder writes it. */
export type PolicyWrite = Static<typeof PolicyWriteSchema>;

/** POST /policies body. */
export const PolicyCreateSchema = Type.Object({ policy: PolicyWriteSchema }, { additionalProperties: false });
/** POST /policies body. */
export type PolicyCreate = Static<typeof PolicyCreateSchema>;

/** PATCH /policies/{ID}/ body: the whole policy as edited, and the version it was read at. */
export const PolicyUpdateSchema = Type.Object(
  {
    policy: Type.Object(
      {
        ...PolicyWriteSchema.properties,
        version: Type.Optional(Int32({ minimum: 1, description: 'The version read; a stale one answers 412' })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
/** PATCH /policies/{ID}/ body. */
export type PolicyUpdate = Static<typeof PolicyUpdateSchema>;

/** Path of one policy's routes. */
export const PolicyParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** PATCH /policies/status body. */
export const PolicyStatusSchema = Type.Object(
  {
    policyId: Type.String({ format: 'uuid' }),
    status: StringEnum(POLICY_STATUSES),
    version: Type.Optional(Int32({ minimum: 1 })),
  },
  { additionalProperties: false },
);
/** PATCH /policies/status body. */
export type PolicyStatusChange = Static<typeof PolicyStatusSchema>;

/** PATCH /policies body: delete these policies, all or none, in one audit entry. */
export const PolicyDeleteManySchema = Type.Object(
  { policyIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
/** PATCH /policies body (delete many). */
export type PolicyDeleteMany = Static<typeof PolicyDeleteManySchema>;

/**
 * PATCH /policies/priority body: policies in their new order (first decides first); they take the places they held
 * among all, so the whole order or only the policies a drag moved may be sent.
 */
export const PolicyOrderSchema = Type.Object(
  { policyIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 10_000, uniqueItems: true }) },
  { additionalProperties: false },
);
/** PATCH /policies/priority body. */
export type PolicyOrder = Static<typeof PolicyOrderSchema>;

/** One saved version of a policy: what it was after that save. */
export const PolicyVersionSchema = Type.Object({
  version: Type.Integer(),
  ...writable,
  savedBy: Type.String(),
  saved: IsoTime(),
  /** What made it: created, edited, status, priority, restored (with the version restored). */
  change: Type.String(),
  restoredFrom: Nullable(Type.Integer()),
});
/** One saved version of a policy. */
export type PolicyVersion = Static<typeof PolicyVersionSchema>;

/** GET /policies/{ID}/versions answer, newest first. */
export const PolicyVersionListSchema = Type.Object({ versions: Type.Array(PolicyVersionSchema) });
/** GET /policies/{ID}/versions answer. */
export type PolicyVersionList = Static<typeof PolicyVersionListSchema>;

/** Path of one version. */
export const PolicyVersionParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  version: Type.Integer({ minimum: 1 }),
});

/** POST /policies/backtest body: the draft (a new policy, or an edit of `policyId`) and how many days back. */
export const PolicyBacktestRequestSchema = Type.Object(
  {
    policy: PolicyWriteSchema,
    policyId: Type.Optional(Type.String({ format: 'uuid', description: 'The policy the draft edits' })),
    days: Type.Optional(
      Type.Integer({ minimum: 1, maximum: POLICY_BACKTEST_DAYS.max, default: POLICY_BACKTEST_DAYS.default }),
    ),
  },
  { additionalProperties: false },
);
/** POST /policies/backtest body. */
export type PolicyBacktestRequest = Static<typeof PolicyBacktestRequestSchema>;

const outcome = StringEnum(['NOT_COVERED', ...VERDICTS] as const);
const ranked = Type.Array(Type.Object({ value: Type.String(), events: Type.Integer() }));
/** The policy that decided an event, or null when none did (NOT_COVERED). */
const decidingPolicy = Nullable(Type.Object({ policyId: Type.String(), name: Type.String() }));

/** POST /policies/backtest answer: what the draft would have changed in the window's stored events. */
export const PolicyBacktestSchema = Type.Object({
  from: IsoTime(),
  to: IsoTime(),
  events: Type.Integer({ description: 'Stored events of the window' }),
  matched: Type.Integer({ description: "Events the draft's conditions match, whether or not it decides them" }),
  changed: Type.Integer({ description: 'Events whose verdict the draft changes' }),
  transitions: Type.Array(Type.Object({ from: outcome, to: outcome, events: Type.Integer() })),
  policies: Type.Array(
    Type.Object({ before: decidingPolicy, after: decidingPolicy, from: outcome, to: outcome, events: Type.Integer() }),
    { description: 'The changed events by the policy deciding them before and after, largest first' },
  ),
  users: ranked,
  destinations: ranked,
  samples: Type.Array(
    Type.Object({
      id: Type.String(),
      created: IsoTime(),
      username: EventFacts.username,
      source: EventFacts.source,
      ...EventRouteFacts,
      from: outcome,
      to: outcome,
    }),
    { maxItems: POLICY_BACKTEST_SAMPLES, description: 'The newest events whose verdict changes' },
  ),
  tookMs: Type.Integer(),
});
/** POST /policies/backtest answer. */
export type PolicyBacktest = Static<typeof PolicyBacktestSchema>;

/** One classification the builder offers (SPEC §3). */
export const ClassificationSchema = Type.Object({
  id: Type.String(),
  display_name: Type.String(),
  policy_builder_hidden: Type.Boolean(),
  /** Compliance frameworks only: shown with the EXTRA_COMPLIANCE_FRAMEWORKS flag only. */
  extra: Type.Boolean(),
});
/** One classification. */
export type Classification = Static<typeof ClassificationSchema>;

/** GET /classifications/categories, /element-types and /compliance-frameworks answer. */
export const ClassificationListSchema = Type.Object({ classifications: Type.Array(ClassificationSchema) });
/** A classifications answer. */
export type ClassificationList = Static<typeof ClassificationListSchema>;

const cohort = (what: string) =>
  Type.Object(
    {
      users: Type.Integer({ minimum: 0, description: `Users ${what}` }),
      repeated: Type.Integer({ minimum: 0, description: 'Of them, those the policy matched again within the horizon' }),
    },
    { additionalProperties: false },
  );

/**
 * Whether educating works, for one policy (README "Does educating work?"): the users it educated and how many of them
 * it matched again within the horizon, against the baseline of the users it matched without educating them (another
 * verdict, before any educate of theirs). Only users whose horizon has fully passed by `asOf` count.
 */
export const PolicyEducationEffectSchema = Type.Object({
  policyId: Type.String(),
  policyName: Type.String(),
  verdict: Type.String({ description: "The policy's verdict now" }),
  repeatDays: Type.Integer({ description: 'The horizon in days' }),
  asOf: IsoTime({ description: 'Users count whose first match (of their cohort) is at least repeatDays before this' }),
  educated: cohort('the policy gave an educate verdict (cohort start: their first one)'),
  baseline: cohort('the policy matched with another verdict before educating them, if ever (start: their first one)'),
});
/** One policy's educate effect. */
export type PolicyEducationEffect = Static<typeof PolicyEducationEffectSchema>;

/** GET /policies/{ID}/education-effect answer. */
export const PolicyEducationEffectResponseSchema = Type.Object({ educationEffect: PolicyEducationEffectSchema });
/** GET /policies/{ID}/education-effect answer. */
export type PolicyEducationEffectResponse = Static<typeof PolicyEducationEffectResponseSchema>;

/** GET /dashboard/education-effect answer: every policy that educates or educated, by name. */
export const PolicyEducationEffectListSchema = Type.Object({ policies: Type.Array(PolicyEducationEffectSchema) });
/** GET /dashboard/education-effect answer. */
export type PolicyEducationEffectList = Static<typeof PolicyEducationEffectListSchema>;
