// The empty policy definition the builder starts from and tests build on: every condition empty, no exception.

import type { PolicyConditions, PolicyDefinition, PolicyExceptions } from '../schemas/policies';
import {
  POLICY_CONDITION_KEYS,
  POLICY_CONDITIONS,
  POLICY_EXCEPTION_KEYS,
  type PolicyConditionKey,
  type PolicyConditionKeyOf,
  type PolicyConditionShape,
} from './conditions';

/** Each condition shape, empty. */
const EMPTY: { [S in PolicyConditionShape]: () => PolicyConditions[PolicyConditionKeyOf<S>] } = {
  elements: () => [],
  values: () => [],
  matcher: () => ({ values: [], listIds: [] }),
  users: () => ({ values: [], groups: [], listIds: [] }),
};

function empty<K extends PolicyConditionKey>(keys: readonly K[]): Pick<PolicyConditions, K> {
  return Object.fromEntries(keys.map((key) => [key, EMPTY[POLICY_CONDITIONS[key].shape]()])) as Pick<
    PolicyConditions,
    K
  >;
}

/** A definition with every condition empty (it applies to every event) and no exception. */
export function emptyPolicyDefinition(): PolicyDefinition {
  const conditions: PolicyConditions = empty(POLICY_CONDITION_KEYS);
  const exceptions: PolicyExceptions = empty(POLICY_EXCEPTION_KEYS);
  return { conditions, exceptions, educateMessage: '', raiseIncident: true };
}
