import type { Policy } from 'shared-contracts';

/**
 * Priority is one number for the user: the policy's 1-based place in the decision order, as the list numbers it. The
 * API keeps its own stored priority (10, 20, ... after a reorder); these helpers translate between the two.
 */

/** The 1-based place of a policy in the list (the API's decision order), or undefined when it is not in it. */
export function positionOf(policies: readonly Policy[], policyId: string): number | undefined {
  const index = policies.findIndex((policy) => policy.policyId === policyId);
  return index < 0 ? undefined : index + 1;
}

/** The whole order (policy ids, first decides first) with the policy put at the 1-based position (clamped). */
export function orderWithPosition(policies: readonly Policy[], policyId: string, position: number): string[] {
  const others = policies.map((policy) => policy.policyId).filter((id) => id !== policyId);
  const index = Math.min(Math.max(Math.trunc(position), 1), others.length + 1) - 1;
  return [...others.slice(0, index), policyId, ...others.slice(index)];
}

/**
 * A stored priority that places a draft at the 1-based position among the other policies (in their order): what the
 * backtest, which saves nothing, sends for the number edited.
 */
export function priorityAtPosition(others: readonly Policy[], position: number): number {
  const index = Math.min(Math.max(Math.trunc(position), 1), others.length + 1) - 1;
  const next = others[index];
  if (!next) return Math.min((others.at(-1)?.priority ?? 0) + 10, 1_000_000);
  const before = others[index - 1]?.priority ?? 0;
  return next.priority - 1 > before ? next.priority - 1 : Math.max(next.priority, 1);
}

/** Whether the stored priority decides exactly at the 1-based position among the others (no tie to break). */
export function placesExactly(others: readonly Policy[], position: number, priority: number): boolean {
  const index = Math.min(Math.max(Math.trunc(position), 1), others.length + 1) - 1;
  const before = others[index - 1]?.priority ?? 0;
  const next = others[index]?.priority;
  return priority > before && (next === undefined || priority < next);
}
