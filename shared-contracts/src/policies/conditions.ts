// A policy's conditions, declared once (issue 28): per condition its key, the event field it tests, how it compares,
// its label, its OpenAPI description and where the builder finds its options. The engine's tests and used fields, the
// empty policy, the schema's conditions and exceptions, the builder's fields and the version comparison's labels are
// derived from it. Free of TypeBox, so remotes may import it.

/** What the engine reads of an event (an agent's event or a stored egress event). */
export interface PolicyEvent {
  username: string;
  source: string;
  destination: string;
  destinationType: string;
  egressChannel: string;
  /** Element types found, by display name (`Credit card number`) or classification id (`credit-card-number`). */
  dataTypes: readonly string[];
  /** How many of each element type were found, by the same names; absent when the agent reports only the total. */
  dataTypeCounts?: Readonly<Record<string, number>>;
  totalHitCount: number;
  contentCategory: string;
  mipLabel?: string | null;
  fileName?: string | null;
  url?: string | null;
  hostname?: string | null;
}

/** An event with nothing in it, for tests of one field. */
export const EMPTY_POLICY_EVENT: Readonly<PolicyEvent> = {
  username: '',
  source: '',
  destination: '',
  destinationType: '',
  egressChannel: '',
  dataTypes: [],
  totalHitCount: 0,
  contentCategory: '',
};

/**
 * What a condition holds: element types at a minimum count; values; values and lists (a matcher); or users, their
 * directory groups and lists.
 */
export type PolicyConditionShape = 'elements' | 'values' | 'matcher' | 'users';

/**
 * How a condition compares its values with the event's field: as part of the data condition (element types and
 * frameworks, by classification id); by classification id; as text without case; as a domain (its subdomains too)
 * or an exact destination.
 */
export type PolicyConditionComparison = 'data' | 'classification' | 'text' | 'domain';

/** The classification routes of SPEC §7 whose items a condition takes. */
export type ClassificationKind = 'categories' | 'element-types' | 'compliance-frameworks';

/** The filter routes whose values seen in the tenant's events a condition offers. */
export type PolicyConditionFilterEndpoint = '/filters/egress-channel-options' | '/filters/mip-label-options';

/** Where the builder finds a condition's options: a classification kind, or the values seen in the events. */
export type PolicyConditionOptions =
  { classifications: ClassificationKind } | { filter: PolicyConditionFilterEndpoint };

/** The event fields that hold one text (or none). */
export type PolicyEventTextField = {
  [F in keyof PolicyEvent]-?: PolicyEvent[F] extends string | null | undefined ? F : never;
}[keyof PolicyEvent];

/** One condition of a policy: what it holds, the event field it tests and how, and how it is shown. */
export type PolicyConditionDeclaration = {
  /** Its name on screen (the builder, the version comparison). */
  label: string;
  /** Its description in the OpenAPI document, if any. */
  description?: string;
  /** Where the builder finds its options; none: values are typed in. */
  options?: PolicyConditionOptions;
  /** The builder's hint in an empty field. */
  placeholder?: string;
  /** Its name as an exception, when the condition may also exempt an event. */
  exceptionLabel?: string;
} & (
  | { shape: 'elements' | 'values'; compare: 'data'; field: 'dataTypes' }
  | { shape: 'values'; compare: 'classification' | 'text'; field: PolicyEventTextField }
  | { shape: 'matcher' | 'users'; compare: 'text' | 'domain'; field: PolicyEventTextField }
);

/**
 * Every condition, in the order the builder, the schema and the engine take them. Every non-empty condition must
 * hold (AND); within one, any value is enough (OR). Element types and compliance frameworks are one data condition.
 */
export const POLICY_CONDITIONS = {
  elementTypes: {
    field: 'dataTypes',
    shape: 'elements',
    compare: 'data',
    label: 'Data types',
    options: { classifications: 'element-types' },
  },
  complianceFrameworks: {
    field: 'dataTypes',
    shape: 'values',
    compare: 'data',
    label: 'Compliance frameworks',
    description: 'Compliance framework classification ids',
    options: { classifications: 'compliance-frameworks' },
  },
  contentCategories: {
    field: 'contentCategory',
    shape: 'values',
    compare: 'classification',
    label: 'Content categories',
    description: 'Content category classification ids',
    options: { classifications: 'categories' },
  },
  mipLabels: {
    field: 'mipLabel',
    shape: 'values',
    compare: 'text',
    label: 'MIP labels',
    description: 'Microsoft Information Protection labels',
    options: { filter: '/filters/mip-label-options' },
  },
  egressChannels: {
    field: 'egressChannel',
    shape: 'values',
    compare: 'text',
    label: 'Egress channels',
    description: 'How the data leaves, e.g. Email, USB',
    options: { filter: '/filters/egress-channel-options' },
  },
  destinationTypes: {
    field: 'destinationType',
    shape: 'values',
    compare: 'text',
    label: 'Destination types',
    description: 'Kinds of destination, e.g. AI service',
    placeholder: 'e.g. AI service',
  },
  sources: { field: 'source', shape: 'matcher', compare: 'text', label: 'Sources', exceptionLabel: 'Exempt sources' },
  destinations: {
    field: 'destination',
    shape: 'matcher',
    compare: 'domain',
    label: 'Destinations',
    exceptionLabel: 'Exempt destinations',
  },
  users: { field: 'username', shape: 'users', compare: 'text', label: 'Users', exceptionLabel: 'Exempt users' },
} as const satisfies Readonly<Record<string, PolicyConditionDeclaration>>;

type Declared = typeof POLICY_CONDITIONS;

/** A condition's key. */
export type PolicyConditionKey = keyof Declared;

/** The keys of the conditions of one shape. */
export type PolicyConditionKeyOf<S extends PolicyConditionShape> = {
  [K in PolicyConditionKey]: Declared[K]['shape'] extends S ? K : never;
}[PolicyConditionKey];

/** The keys of the conditions that may also exempt an event (the exceptions). */
export type PolicyExceptionKey = {
  [K in PolicyConditionKey]: Declared[K] extends { exceptionLabel: string } ? K : never;
}[PolicyConditionKey];

/** The keys of the conditions that hold values and lists (users with their groups too). */
export type PolicyMatcherConditionKey = PolicyConditionKeyOf<'matcher' | 'users'>;

/** Every condition's key, in declaration order. */
export const POLICY_CONDITION_KEYS = Object.keys(POLICY_CONDITIONS) as PolicyConditionKey[];

/** Whether a condition has one of the shapes. */
export function hasConditionShape<S extends PolicyConditionShape>(
  key: PolicyConditionKey,
  ...shapes: S[]
): key is PolicyConditionKeyOf<S> {
  return (shapes as readonly PolicyConditionShape[]).includes(POLICY_CONDITIONS[key].shape);
}

/** The keys of the conditions of the shapes, in declaration order. */
export function policyConditionKeysOf<S extends PolicyConditionShape>(...shapes: S[]): PolicyConditionKeyOf<S>[] {
  return POLICY_CONDITION_KEYS.filter((key): key is PolicyConditionKeyOf<S> => hasConditionShape(key, ...shapes));
}

/** The keys of the exceptions, in declaration order. */
export const POLICY_EXCEPTION_KEYS = POLICY_CONDITION_KEYS.filter(
  (key): key is PolicyExceptionKey => 'exceptionLabel' in POLICY_CONDITIONS[key],
);
