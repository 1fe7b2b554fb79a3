import { compilePolicySet, emptyPolicyDefinition } from 'shared-contracts';
import type { EvaluablePolicy, PolicyContext, PolicyDefinition, PolicyEvent } from 'shared-contracts';

/** What the engine reads of an exception: its scope (null is any), its stored state and its span. */
export interface ExceptionScope {
  id: string;
  username: string | null;
  userGroup: string | null;
  destination: string | null;
  listId: string | null;
  dataType: string | null;
  egressChannel: string | null;
  /** The stored state: pending, active (approved), denied or revoked. */
  state: string;
  startsAt: Date;
  expiresAt: Date;
}

/**
 * An exception's scope as a policy definition, so the engine's own matching applies to it (every part given must
 * hold; a user or a group; a domain covers its subdomains; a data type is found at any count). A list of users or
 * groups scopes the user, any other list the destination. Without `lists`, a list is put on both conditions: what
 * loading the context reads (the lists named, and the groups when a list may hold groups).
 */
export function exceptionDefinition(scope: ExceptionScope, lists?: PolicyContext['lists']): PolicyDefinition {
  const definition = emptyPolicyDefinition();
  const { conditions } = definition;
  if (scope.username) conditions.users.values.push(scope.username);
  if (scope.userGroup) conditions.users.groups.push(scope.userGroup);
  if (scope.destination) conditions.destinations.values.push(scope.destination);
  if (scope.dataType) conditions.elementTypes.push({ id: scope.dataType, minCount: 1 });
  if (scope.egressChannel) conditions.egressChannels.push(scope.egressChannel);
  if (scope.listId) {
    const entityType = lists?.get(scope.listId)?.entityType;
    const ofUsers = entityType === 'user' || entityType === 'group';
    if (!lists || ofUsers) conditions.users.listIds.push(scope.listId);
    if (!lists || !ofUsers) conditions.destinations.listIds.push(scope.listId);
  }
  return definition;
}

/** Whether an exception applies at a time: approved, started, not expired (and never revoked or denied). */
export function exceptionApplies(scope: ExceptionScope, at: Date): boolean {
  return scope.state === 'active' && scope.startsAt <= at && at < scope.expiresAt;
}

/** Verdicts an exception exempts an event from: a policy decided it (Allowed and Not Covered need nothing). */
const EXEMPTIBLE = new Set(['BLOCK', 'CHALLENGE', 'educate']);

/** Whether a verdict is one an exception exempts from. */
export const isExemptible = (verdict: string) => EXEMPTIBLE.has(verdict);

/**
 * Compiles exceptions once for many events: the answer is, for an event at a time, the first exception (by id) that
 * applies then and whose scope matches it, else undefined. No I/O: the caller loads the exceptions and context per
 * request, so a revocation or an expiry holds from the next event on.
 */
export function compileExceptions(
  exceptions: readonly ExceptionScope[],
  ctx: PolicyContext,
): (event: PolicyEvent, at: Date) => ExceptionScope | undefined {
  const compiled = [...exceptions]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((scope) => {
      const policy: EvaluablePolicy = {
        policyId: scope.id,
        name: scope.id,
        priority: 1,
        status: 'active',
        verdict: 'ALLOW',
        definition: exceptionDefinition(scope, ctx.lists),
      };
      return { scope, decide: compilePolicySet([policy], ctx) };
    });
  return (event, at) =>
    compiled.find(({ scope, decide }) => exceptionApplies(scope, at) && decide(event).policy !== undefined)?.scope;
}
