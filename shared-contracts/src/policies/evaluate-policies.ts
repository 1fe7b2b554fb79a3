// The policy engine (issue 11, item 2): one pure evaluator, no I/O, used by ingest, the backtest and the builder.
// A policy set is compiled once (lower-cased sets, lists resolved) and then decides each event in a few set lookups.

import type { ListEntityType } from '../api/lists';
import type { PolicyStatus } from '../api/policies';
import type { EvaluablePolicy, PolicyConditions, PolicyMatcher, PolicyUserMatcher } from '../schemas/policies';
import type { Verdict } from '../constants';
import {
  EMPTY_POLICY_EVENT,
  hasConditionShape,
  POLICY_CONDITION_KEYS,
  POLICY_CONDITIONS,
  POLICY_EXCEPTION_KEYS,
  policyConditionKeysOf,
  type PolicyConditionDeclaration,
  type PolicyConditionKey,
  type PolicyEvent,
  type PolicyEventTextField,
  type PolicyMatcherConditionKey,
} from './conditions';

export type { PolicyEvent } from './conditions';

/** A list as the engine sees it: what its items are, and the items. */
export interface PolicyContextList {
  entityType: ListEntityType;
  items: readonly string[];
}

/** What evaluating needs beyond the policies and the event; the caller loads it (lists, frameworks, groups). */
export interface PolicyContext {
  /** The tenant's lists by id; a policy naming a list missing here matches nothing through it. */
  lists: ReadonlyMap<string, PolicyContextList>;
  /** Element type ids of each compliance framework id. */
  frameworkElements: ReadonlyMap<string, readonly string[]>;
  /** The directory groups a user belongs to. */
  groupsOf: (username: string) => readonly string[];
}

/** One condition that held, and the event's values that made it hold. */
export interface MatchedCondition {
  condition: PolicyConditionKey;
  values: string[];
}

/** A policy that matched an event. */
export interface PolicyMatch {
  policyId: string;
  name: string;
  status: PolicyStatus;
  verdict: Verdict;
  /** The non-empty conditions, each with what matched (all of them held). */
  matched: MatchedCondition[];
  /** For an educate verdict: the message shown to the end user. */
  educateMessage?: string;
  raiseIncident: boolean;
}

/** The engine's answer for one event. */
export interface PolicyDecision {
  /** The verdict of the first active policy that matched, by priority; NOT_COVERED when none did. */
  verdict: Verdict | 'NOT_COVERED';
  /** That policy, with the conditions that matched. */
  policy: PolicyMatch | undefined;
  /** Every policy in simulation that matched: recorded, never deciding. */
  simulated: PolicyMatch[];
}

/** A classification id from a display name: `Credit card number` → `credit-card-number` (ids stay as they are). */
export function classificationIdOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** The host of a destination: a URL's host, an e-mail address's domain, else the text before any path. */
export function destinationHost(destination: string): string {
  const text = lower(destination);
  const scheme = text.indexOf('://');
  const rest = scheme === -1 ? text : text.slice(scheme + 3);
  const at = rest.lastIndexOf('@');
  const host = (at === -1 ? rest : rest.slice(at + 1)).split(/[/?#]/, 1)[0] ?? '';
  return host.replace(/:\d+$/, '');
}

/** Whether a host is the domain or one of its subdomains. */
const inDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** A compiled test of one event field against a matcher: the value that matched, or undefined. */
type Probe = (event: PolicyEvent, groups: () => readonly string[]) => string | undefined;

function listProbe(list: PolicyContextList): Probe {
  const items = list.items.map(lower).filter(Boolean);
  const set = new Set(items);
  switch (list.entityType) {
    case 'domain':
      return (event) => {
        const host = destinationHost(event.destination);
        return items.find((domain) => inDomain(host, domain.replace(/^\*\./, ''))) && event.destination;
      };
    case 'email_domain':
      return (event) => {
        const text = lower(event.destination);
        if (!text.includes('@')) return undefined;
        const host = destinationHost(text);
        return items.find((domain) => inDomain(host, domain.replace(/^@/, ''))) && event.destination;
      };
    case 'url':
      return (event) => {
        const target = lower(event.url ?? event.destination).replace(/^https?:\/\//, '');
        return (
          items.find((prefix) => target.startsWith(prefix.replace(/^https?:\/\//, ''))) &&
          (event.url ?? event.destination)
        );
      };
    case 'user':
      return (event) => (set.has(lower(event.username)) ? event.username : undefined);
    case 'group':
      return (_event, groups) => groups().find((group) => set.has(lower(group)));
    case 'hostname':
      return (event) => (set.has(lower(event.hostname)) ? (event.hostname ?? undefined) : undefined);
    case 'file_extension': {
      const extensions = items.map((item) => (item.startsWith('.') ? item : `.${item}`));
      return (event) => {
        const name = lower(event.fileName);
        return extensions.find((extension) => name.endsWith(extension)) && (event.fileName ?? undefined);
      };
    }
  }
}

function listProbes(listIds: readonly string[], ctx: PolicyContext): Probe[] {
  return listIds.flatMap((id) => {
    const list = ctx.lists.get(id);
    return list ? [listProbe(list)] : [];
  });
}

/**
 * A matcher's tests: its values compared with the condition's field (as a name without case, or as a domain with its
 * subdomains or an exact destination), a user's directory groups, and lists by their entity type.
 */
function matcherProbes(
  key: PolicyMatcherConditionKey,
  matcher: PolicyMatcher | PolicyUserMatcher,
  ctx: PolicyContext,
): Probe[] {
  const { field, compare } = POLICY_CONDITIONS[key];
  const probes: Probe[] = [];
  if (compare === 'domain') {
    const values = matcher.values.map(lower).filter(Boolean);
    if (values.length > 0) {
      probes.push((event) => {
        const text = lower(event[field]);
        const host = destinationHost(text);
        return values.some((value) => text === value || inDomain(host, value)) ? event[field] : undefined;
      });
    }
  } else {
    const names = new Set(matcher.values.map(lower));
    if (names.size > 0) probes.push((event) => (names.has(lower(event[field])) ? event[field] : undefined));
  }
  const groups = new Set(('groups' in matcher ? matcher.groups : []).map(lower));
  if (groups.size > 0) probes.push((_event, groupsOf) => groupsOf().find((group) => groups.has(lower(group))));
  return [...probes, ...listProbes(matcher.listIds, ctx)];
}

const firstHit = (probes: readonly Probe[], event: PolicyEvent, groups: () => readonly string[]) => {
  for (const probe of probes) {
    const hit = probe(event, groups);
    if (hit !== undefined) return hit;
  }
  return undefined;
};

/** A compiled condition: what matched, or undefined when the condition does not hold. */
type Test = (event: PolicyEvent, groups: () => readonly string[]) => string[] | undefined;

/** Condition on one field against a set of values, compared without case or as classification ids. */
function fieldTest(values: readonly string[], field: PolicyEventTextField, compare: 'classification' | 'text'): Test {
  const key = compare === 'classification' ? classificationIdOf : lower;
  const set = new Set(values.map(key));
  return (event) => {
    const value = event[field];
    return set.has(key(value ?? '')) ? [value ?? ''] : undefined;
  };
}

/**
 * The data condition: any listed element type found at its minimum count, or any element of a listed framework.
 * A type found meets a minimum of 1; a higher minimum reads the type's count, or without per-type counts the event's
 * total hits (the only figure the agent gave).
 */
function dataTest(conditions: PolicyConditions, ctx: PolicyContext): Test | undefined {
  const minimum = new Map<string, number>();
  for (const { id, minCount } of conditions.elementTypes) {
    const key = classificationIdOf(id);
    minimum.set(key, Math.min(minimum.get(key) ?? Infinity, minCount));
  }
  for (const framework of conditions.complianceFrameworks) {
    for (const element of ctx.frameworkElements.get(classificationIdOf(framework)) ?? []) {
      minimum.set(classificationIdOf(element), 1);
    }
  }
  if (conditions.elementTypes.length === 0 && conditions.complianceFrameworks.length === 0) return undefined;
  return (event) => {
    const counts = event.dataTypeCounts;
    const found: string[] = [];
    for (const name of event.dataTypes) {
      const needed = minimum.get(classificationIdOf(name));
      if (needed === undefined) continue;
      // A type found is found at least once: only a higher minimum reads the counts (which grouped reads leave out).
      if (needed > 1 && (counts?.[name] ?? event.totalHitCount) < needed) continue;
      found.push(name);
    }
    return found.length > 0 ? found : undefined;
  };
}

/** The tests of every non-empty condition of a policy, by condition, in declaration order. */
function conditionTests(conditions: PolicyConditions, ctx: PolicyContext): [PolicyConditionKey, Test][] {
  const tests: [PolicyConditionKey, Test][] = [];
  let data = dataTest(conditions, ctx);
  for (const key of POLICY_CONDITION_KEYS) {
    const condition: PolicyConditionDeclaration = POLICY_CONDITIONS[key];
    if (condition.compare === 'data') {
      // Element types and frameworks are one condition, named after the element types when it has them.
      if (data) tests.push([conditions.elementTypes.length > 0 ? 'elementTypes' : 'complianceFrameworks', data]);
      data = undefined;
    } else if (condition.shape === 'values' && hasConditionShape(key, 'values')) {
      // (The same fact twice: the first narrows the declaration, the second the key.)
      const values = conditions[key];
      if (values.length > 0) tests.push([key, fieldTest(values, condition.field, condition.compare)]);
    } else if (hasConditionShape(key, 'matcher', 'users')) {
      const named = conditions[key];
      const groups = 'groups' in named ? named.groups.length : 0;
      if (named.values.length === 0 && named.listIds.length === 0 && groups === 0) continue;
      // A condition naming only lists the tenant no longer has holds for no event.
      const probes = matcherProbes(key, named, ctx);
      tests.push([
        key,
        (event, groupsOf) => {
          const hit = firstHit(probes, event, groupsOf);
          return hit === undefined ? undefined : [hit];
        },
      ]);
    }
  }
  return tests;
}

interface CompiledPolicy {
  policy: EvaluablePolicy;
  tests: [PolicyConditionKey, Test][];
  exceptions: Probe[];
}

function compile(policy: EvaluablePolicy, ctx: PolicyContext): CompiledPolicy {
  const { exceptions } = policy.definition;
  return {
    policy,
    tests: conditionTests(policy.definition.conditions, ctx),
    exceptions: POLICY_EXCEPTION_KEYS.flatMap((key) => matcherProbes(key, exceptions[key], ctx)),
  };
}

function matchOf(
  compiled: CompiledPolicy,
  event: PolicyEvent,
  groups: () => readonly string[],
): PolicyMatch | undefined {
  const matched: MatchedCondition[] = [];
  for (const [condition, test] of compiled.tests) {
    const values = test(event, groups);
    if (!values) return undefined;
    matched.push({ condition, values });
  }
  if (firstHit(compiled.exceptions, event, groups) !== undefined) return undefined;
  const { policy } = compiled;
  return {
    policyId: policy.policyId,
    name: policy.name,
    status: policy.status,
    verdict: policy.verdict,
    matched,
    ...(policy.verdict === 'educate' && { educateMessage: policy.definition.educateMessage }),
    raiseIncident: policy.definition.raiseIncident,
  };
}

/** The event fields a list's items are compared with. */
const LIST_FIELDS: Readonly<Record<ListEntityType, readonly (keyof PolicyEvent)[]>> = {
  domain: ['destination'],
  email_domain: ['destination'],
  url: ['url', 'destination'],
  user: ['username'],
  group: ['username'],
  hostname: ['hostname'],
  file_extension: ['fileName'],
};

/**
 * The event fields a policy set reads, so a caller that evaluates many stored events (the backtest) reads only
 * those, and groups events that agree on them: policies that read no field of an event decide all such events alike.
 */
export function policyEventFields(policies: readonly EvaluablePolicy[], ctx: PolicyContext): Set<keyof PolicyEvent> {
  const fields = new Set<keyof PolicyEvent>();
  const listFields = (listIds: readonly string[]) => {
    for (const id of listIds)
      for (const field of LIST_FIELDS[ctx.lists.get(id)?.entityType ?? 'user']) fields.add(field);
  };
  const matcher = (key: PolicyMatcherConditionKey, named: PolicyMatcher | PolicyUserMatcher) => {
    if (named.values.length > 0 || ('groups' in named && named.groups.length > 0)) {
      fields.add(POLICY_CONDITIONS[key].field);
    }
    listFields(named.listIds);
  };
  for (const { status, definition } of policies) {
    if (status !== 'active' && status !== 'simulation') continue;
    const { conditions, exceptions } = definition;
    for (const key of policyConditionKeysOf('elements', 'values')) {
      if (conditions[key].length > 0) fields.add(POLICY_CONDITIONS[key].field);
      // A minimum count above 1 reads the per-type counts, or the total without them.
      if (key === 'elementTypes' && conditions.elementTypes.some(({ minCount }) => minCount > 1)) {
        fields.add('dataTypeCounts');
        fields.add('totalHitCount');
      }
    }
    for (const key of policyConditionKeysOf('matcher', 'users')) matcher(key, conditions[key]);
    for (const key of POLICY_EXCEPTION_KEYS) matcher(key, exceptions[key]);
  }
  return fields;
}

/**
 * What a policy set can tell apart about a user: a class key, equal for two users whom every test of the set that
 * reads the user (names, directory groups, lists of users or groups, in conditions and exceptions) treats alike. Two
 * events that differ only in users of one class are decided alike, so a caller evaluating many stored events (the
 * backtest) may group them by class instead of by user.
 */
export function userClassifier(policies: readonly EvaluablePolicy[], ctx: PolicyContext): (username: string) => string {
  const readsUser = (key: PolicyMatcherConditionKey) => POLICY_CONDITIONS[key].field === 'username';
  const probes: Probe[] = [];
  for (const { status, definition } of policies) {
    if (status !== 'active' && status !== 'simulation') continue;
    const sides = [
      policyConditionKeysOf('matcher', 'users').map((key) => [key, definition.conditions[key]] as const),
      POLICY_EXCEPTION_KEYS.map((key) => [key, definition.exceptions[key]] as const),
    ];
    for (const side of sides) {
      for (const [key, named] of side) if (readsUser(key)) probes.push(...matcherProbes(key, named, ctx));
      // A list of users or groups reads the user wherever it is named; other lists read other fields.
      const userLists = side
        .filter(([key]) => !readsUser(key))
        .flatMap(([, named]) => named.listIds)
        .filter((id) => LIST_FIELDS[ctx.lists.get(id)?.entityType ?? 'domain'].includes('username'));
      probes.push(...listProbes(userLists, ctx));
    }
  }
  return (username) => {
    // Only the user is known: probes of other fields see empty values, alike for every user.
    const event: PolicyEvent = { ...EMPTY_POLICY_EVENT, username };
    let cached: readonly string[] | undefined;
    const groups = () => (cached ??= ctx.groupsOf(username));
    return probes.map((probe) => (probe(event, groups) === undefined ? '0' : '1')).join('');
  };
}

/**
 * Compiles an ordered policy set: active and simulated policies by priority (lowest number first, then id), the
 * others left out. The answer decides one event: the first active policy whose conditions all hold and no exception
 * does gives the verdict; every simulated policy that matches is reported beside it.
 */
export function compilePolicySet(
  policies: readonly EvaluablePolicy[],
  ctx: PolicyContext,
): (event: PolicyEvent) => PolicyDecision {
  const ordered = policies
    .filter((policy) => policy.status === 'active' || policy.status === 'simulation')
    .sort((a, b) => a.priority - b.priority || (a.policyId < b.policyId ? -1 : a.policyId > b.policyId ? 1 : 0))
    .map((policy) => compile(policy, ctx));
  return (event) => {
    let cached: readonly string[] | undefined;
    const groups = () => (cached ??= ctx.groupsOf(event.username));
    let decided: PolicyMatch | undefined;
    const simulated: PolicyMatch[] = [];
    for (const compiled of ordered) {
      const isActive = compiled.policy.status === 'active';
      if (isActive && decided) continue;
      const match = matchOf(compiled, event, groups);
      if (!match) continue;
      if (isActive) decided = match;
      else simulated.push(match);
    }
    return { verdict: decided?.verdict ?? 'NOT_COVERED', policy: decided, simulated };
  };
}

/** Decides one event against a policy set (compile the set once with {@link compilePolicySet} for many events). */
export function evaluatePolicies(
  policies: readonly EvaluablePolicy[],
  event: PolicyEvent,
  ctx: PolicyContext,
): PolicyDecision {
  return compilePolicySet(policies, ctx)(event);
}
