// The agents API's constants. The DTOs of the agents API and of the enrolment-token routes, with their types, are
// ../schemas/agents.

/** The agents API's prefix; its routes take a device credential (enrol: an enrolment token), never a session. */
export const AGENTS_API_PREFIX = '/agents/v1';
