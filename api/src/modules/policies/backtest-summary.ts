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

/** A value (user, destination) and how many changed events carry it. */
export interface RankedValue {
  value: string;
  events: number;
}

/** What a policy change would have done to the events: counts, transitions, who and where, and groups to sample. */
export interface BacktestSummary {
  events: number;
  changed: number;
  transitions: VerdictTransition[];
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

const add = (counts: Map<string, number>, key: string, events: number) =>
  counts.set(key, (counts.get(key) ?? 0) + events);

/**
 * Decides every group under the current policies and under the changed ones, and sums what changed: by transition
 * (largest first), by user and by destination (the `limit` largest, from groups that carry them), and every changed
 * group.
 * Pure: the caller reads the groups and compiles both policy sets.
 */
export function summariseBacktest(
  groups: Iterable<EventGroup>,
  before: (event: PolicyEvent) => PolicyDecision,
  after: (event: PolicyEvent) => PolicyDecision,
  limit = 10,
): BacktestSummary {
  let events = 0;
  let changed = 0;
  const transitions = new Map<string, VerdictTransition>();
  const users = new Map<string, number>();
  const destinations = new Map<string, number>();
  const changedGroups: BacktestSummary['changedGroups'] = [];
  for (const group of groups) {
    events += group.events;
    const from = before(group.event).verdict;
    const to = after(group.event).verdict;
    if (from === to) continue;
    changed += group.events;
    const key = `${from}>${to}`;
    const transition = transitions.get(key) ?? { from, to, events: 0 };
    transition.events += group.events;
    transitions.set(key, transition);
    if (group.event.username) add(users, group.event.username, group.events);
    if (group.event.destination) add(destinations, group.event.destination, group.events);
    changedGroups.push({ ...group, from, to });
  }
  changedGroups.sort((a, b) => b.events - a.events);
  return {
    events,
    changed,
    // Most events first; ties in verdict order, so grouped and one-by-one reads list them alike.
    transitions: [...transitions.values()].sort(
      (a, b) => b.events - a.events || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
    ),
    users: rankedValues(users, limit),
    destinations: rankedValues(destinations, limit),
    changedGroups,
  };
}
