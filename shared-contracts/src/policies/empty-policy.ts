// The empty policy definition the builder starts from and tests build on: every condition empty, no exception.

import type { PolicyDefinition, PolicyMatcher, PolicyUserMatcher } from '../schemas/policies';

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
