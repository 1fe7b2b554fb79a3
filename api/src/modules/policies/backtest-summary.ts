import type { PolicyDecision, PolicyEvent } from 'shared-contracts';

/** Stored events that agree on every field the policies read, and how many they are. */
export interface EventGroup {
  event: PolicyEvent;
  events: number;
}

/** A verdict before or after the change, NOT_COVERED included. */
type Outcome = PolicyDecision['verdict'];

/** How many events went from one verdict to another. */
export interface VerdictTransition {
  from: Outcome;
  to: Outcome;
  events: number;
}

/** A policy that decided an event: its id and name. */
export interface DecidingPolicy {
  policyId: string;
  name: string;
}

/** How many events went from one verdict to another, with the policy that decided each before and after (null: none). */
export interface PolicyTransition extends VerdictTransition {
  before: DecidingPolicy | null;
  after: DecidingPolicy | null;
}

/** A value (user, destination) and how many changed events carry it. */
export interface RankedValue {
  value: string;
  events: number;
}

/** What a policy change would have done to the events: counts, transitions, who and where, and groups to sample. */
export interface BacktestSummary {
  events: number;
  /** Events the draft's conditions match (`matches`), whether or not it decides them. */
  matched: number;
  changed: number;
  transitions: VerdictTransition[];
  /** The changed events by the policies that decided them before and after, largest first. */
  policies: PolicyTransition[];
  users: RankedValue[];
  destinations: RankedValue[];
  /** Every changed group with its transition, largest first: the caller samples the first and ranks them all. */
  changedGroups: (EventGroup & { from: Outcome; to: Outcome })[];
}

/** The `limit` largest counts, largest first, then by value. */
export function rankedValues(counts: ReadonlyMap<string, number>, limit: number): RankedValue[] {
  return [...counts]
    .map(([value, events]) => ({ value, events }))
    .sort((a, b) => b.events - a.events || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit);
}

const decidingOf = (decision: PolicyDecision): DecidingPolicy | null =>
  decision.policy ? { policyId: decision.policy.policyId, name: decision.policy.name } : null;

const add = (counts: Map<string, number>, key: string, events: number) =>
  counts.set(key, (counts.get(key) ?? 0) + events);

/**
 * Decides every group under the current policies and under the changed ones, and sums what changed: by transition
 * (largest first), by user and by destination (the `limit` largest, from groups that carry them), and every changed
 * group; by the policies that decided each changed group before and after; and the events `matches` holds for (the
 * draft's own conditions).
 * Pure: the caller reads the groups and compiles both policy sets.
 */
export function summariseBacktest(
  groups: Iterable<EventGroup>,
  before: (event: PolicyEvent) => PolicyDecision,
  after: (event: PolicyEvent) => PolicyDecision,
  limit = 10,
  matches: (event: PolicyEvent) => boolean = () => false,
): BacktestSummary {
  let events = 0;
  let matched = 0;
  let changed = 0;
  const transitions = new Map<string, VerdictTransition>();
  const policies = new Map<string, PolicyTransition>();
  const users = new Map<string, number>();
  const destinations = new Map<string, number>();
  const changedGroups: BacktestSummary['changedGroups'] = [];
  for (const group of groups) {
    events += group.events;
    if (matches(group.event)) matched += group.events;
    const decidedBefore = before(group.event);
    const decidedAfter = after(group.event);
    const from = decidedBefore.verdict;
    const to = decidedAfter.verdict;
    if (from === to) continue;
    changed += group.events;
    const key = `${from}>${to}`;
    const transition = transitions.get(key) ?? { from, to, events: 0 };
    transition.events += group.events;
    transitions.set(key, transition);
    const [was, is] = [decidingOf(decidedBefore), decidingOf(decidedAfter)];
    const policyKey = `${was?.policyId ?? ''}>${is?.policyId ?? ''}>${key}`;
    const byPolicy = policies.get(policyKey) ?? { before: was, after: is, from, to, events: 0 };
    byPolicy.events += group.events;
    policies.set(policyKey, byPolicy);
    if (group.event.username) add(users, group.event.username, group.events);
    if (group.event.destination) add(destinations, group.event.destination, group.events);
    changedGroups.push({ ...group, from, to });
  }
  changedGroups.sort((a, b) => b.events - a.events);
  const order = (a: VerdictTransition, b: VerdictTransition) =>
    b.events - a.events || a.from.localeCompare(b.from) || a.to.localeCompare(b.to);
  const policyOrder = (a: PolicyTransition, b: PolicyTransition) =>
    order(a, b) ||
    (a.before?.name ?? '').localeCompare(b.before?.name ?? '') ||
    (a.after?.name ?? '').localeCompare(b.after?.name ?? '') ||
    `${a.before?.policyId}>${a.after?.policyId}`.localeCompare(`${b.before?.policyId}>${b.after?.policyId}`);
  return {
    events,
    matched,
    changed,
    // Most events first; ties in verdict order, so grouped and one-by-one reads list them alike.
    transitions: [...transitions.values()].sort(order),
    policies: [...policies.values()].sort(policyOrder),
    users: rankedValues(users, limit),
    destinations: rankedValues(destinations, limit),
    changedGroups,
  };
}
