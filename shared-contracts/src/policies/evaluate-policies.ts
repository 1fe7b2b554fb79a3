// The policy engine (issue 11, item 2): one pure evaluator, no I/O, used by ingest, the backtest and the builder.
// A policy set is compiled once (lower-cased sets, lists resolved) and then decides each event in a few set lookups.

import type { ListEntityType } from '../api/lists';
import type { PolicyStatus } from '../api/policies';
import type { EvaluablePolicy, PolicyConditions, PolicyMatcher, PolicyUserMatcher } from '../schemas/policies';
import type { Verdict } from '../constants';

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
  condition: keyof PolicyConditions;
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

/** Sources: the application, by name; lists by their entity type. */
function sourceProbes(matcher: PolicyMatcher, ctx: PolicyContext): Probe[] {
  const names = new Set(matcher.values.map(lower));
  const direct: Probe[] =
    names.size > 0 ? [(event) => (names.has(lower(event.source)) ? event.source : undefined)] : [];
  return [...direct, ...listProbes(matcher.listIds, ctx)];
}

/** Destinations: a value is a domain (its subdomains too) or an exact destination; lists by their entity type. */
function destinationProbes(matcher: PolicyMatcher, ctx: PolicyContext): Probe[] {
  const values = matcher.values.map(lower).filter(Boolean);
  const direct: Probe[] =
    values.length > 0
      ? [
          (event) => {
            const text = lower(event.destination);
            const host = destinationHost(text);
            return values.some((value) => text === value || inDomain(host, value)) ? event.destination : undefined;
          },
        ]
      : [];
  return [...direct, ...listProbes(matcher.listIds, ctx)];
}

/** Users: by name, by directory group, or through lists of users or groups. */
function userProbes(matcher: PolicyUserMatcher, ctx: PolicyContext): Probe[] {
  const names = new Set(matcher.values.map(lower));
  const groups = new Set(matcher.groups.map(lower));
  const probes: Probe[] = [];
  if (names.size > 0) probes.push((event) => (names.has(lower(event.username)) ? event.username : undefined));
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

/** Condition on one field against a set of values (lower-cased). */
function fieldTest(values: readonly string[], read: (event: PolicyEvent) => string | null | undefined): Test {
  const set = new Set(values.map(lower));
  return (event) => {
    const value = read(event);
    return set.has(lower(value)) ? [value ?? ''] : undefined;
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

/** The tests of every non-empty condition of a policy, by condition. */
function conditionTests(conditions: PolicyConditions, ctx: PolicyContext): [keyof PolicyConditions, Test][] {
  const tests: [keyof PolicyConditions, Test][] = [];
  const data = dataTest(conditions, ctx);
  if (data) tests.push([conditions.elementTypes.length > 0 ? 'elementTypes' : 'complianceFrameworks', data]);
  const contentCategories = new Set(conditions.contentCategories.map(classificationIdOf));
  if (contentCategories.size > 0) {
    tests.push([
      'contentCategories',
      (event) =>
        contentCategories.has(classificationIdOf(event.contentCategory)) ? [event.contentCategory] : undefined,
    ]);
  }
  if (conditions.mipLabels.length > 0) tests.push(['mipLabels', fieldTest(conditions.mipLabels, (e) => e.mipLabel)]);
  if (conditions.egressChannels.length > 0) {
    tests.push(['egressChannels', fieldTest(conditions.egressChannels, (e) => e.egressChannel)]);
  }
  if (conditions.destinationTypes.length > 0) {
    tests.push(['destinationTypes', fieldTest(conditions.destinationTypes, (e) => e.destinationType)]);
  }
  const matchers: [keyof PolicyConditions, Probe[]][] = [
    ['sources', sourceProbes(conditions.sources, ctx)],
    ['destinations', destinationProbes(conditions.destinations, ctx)],
    ['users', userProbes(conditions.users, ctx)],
  ];
  for (const [condition, probes] of matchers) {
    const named = conditions[condition as 'sources' | 'destinations' | 'users'];
    const groups = 'groups' in named ? named.groups.length : 0;
    if (named.values.length === 0 && named.listIds.length === 0 && groups === 0) continue;
    // A condition naming only lists the tenant no longer has holds for no event.
    tests.push([
      condition,
      (event, groupsOf) => {
        const hit = firstHit(probes, event, groupsOf);
        return hit === undefined ? undefined : [hit];
      },
    ]);
  }
  return tests;
}

interface CompiledPolicy {
  policy: EvaluablePolicy;
  tests: [keyof PolicyConditions, Test][];
  exceptions: Probe[];
}

function compile(policy: EvaluablePolicy, ctx: PolicyContext): CompiledPolicy {
  const { exceptions } = policy.definition;
  return {
    policy,
    tests: conditionTests(policy.definition.conditions, ctx),
    exceptions: [
      ...sourceProbes(exceptions.sources, ctx),
      ...destinationProbes(exceptions.destinations, ctx),
      ...userProbes(exceptions.users, ctx),
    ],
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
  const matcher = ({ values, listIds }: PolicyMatcher, field: keyof PolicyEvent, groups: readonly string[] = []) => {
    if (values.length > 0 || groups.length > 0) fields.add(field);
    listFields(listIds);
  };
  for (const { status, definition } of policies) {
    if (status !== 'active' && status !== 'simulation') continue;
    const { conditions, exceptions } = definition;
    if (conditions.elementTypes.length > 0 || conditions.complianceFrameworks.length > 0) fields.add('dataTypes');
    if (conditions.elementTypes.some(({ minCount }) => minCount > 1)) {
      fields.add('dataTypeCounts');
      fields.add('totalHitCount');
    }
    if (conditions.contentCategories.length > 0) fields.add('contentCategory');
    if (conditions.mipLabels.length > 0) fields.add('mipLabel');
    if (conditions.egressChannels.length > 0) fields.add('egressChannel');
    if (conditions.destinationTypes.length > 0) fields.add('destinationType');
    for (const side of [conditions, exceptions]) {
      matcher(side.sources, 'source');
      matcher(side.destinations, 'destination');
      matcher(side.users, 'username', side.users.groups);
    }
  }
  return fields;
}

/** An event with nothing in it, for tests of one field. */
const NO_EVENT: PolicyEvent = {
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
 * What a policy set can tell apart about a user: a class key, equal for two users whom every test of the set that
 * reads the user (names, directory groups, lists of users or groups, in conditions and exceptions) treats alike. Two
 * events that differ only in users of one class are decided alike, so a caller evaluating many stored events (the
 * backtest) may group them by class instead of by user.
 */
export function userClassifier(policies: readonly EvaluablePolicy[], ctx: PolicyContext): (username: string) => string {
  const probes: Probe[] = [];
  for (const { status, definition } of policies) {
    if (status !== 'active' && status !== 'simulation') continue;
    for (const side of [definition.conditions, definition.exceptions]) {
      probes.push(...userProbes(side.users, ctx));
      // A list of users or groups reads the user wherever it is named; other lists read other fields.
      const userLists = [...side.sources.listIds, ...side.destinations.listIds].filter((id) =>
        LIST_FIELDS[ctx.lists.get(id)?.entityType ?? 'domain'].includes('username'),
      );
      probes.push(...listProbes(userLists, ctx));
    }
  }
  return (username) => {
    // Only the user is known: probes of other fields see empty values, alike for every user.
    const event: PolicyEvent = { ...NO_EVENT, username };
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
