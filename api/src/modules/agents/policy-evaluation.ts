import type { AgentEvent } from 'shared-contracts';

/** What the policy engine decides for one event: its verdict, the policy that decided, and whether to raise an incident. */
export interface EventVerdict {
  verdict: string;
  policyId: string | null;
  policyName: string;
  raiseIncident: boolean;
}

/** The verdict of an event no policy covers. */
export const NOT_COVERED: EventVerdict = {
  verdict: 'NOT_COVERED',
  policyId: null,
  policyName: '',
  raiseIncident: false,
};

/**
 * Evaluates a batch of one tenant's events against its protection policies: one verdict per event, in order.
 * The policy engine (issue 11, "Protection policies") has not landed, so no policy covers anything yet and every
 * event is NOT_COVERED, as issue 14 says; this call is the one place ingest asks, and the engine replaces its body.
 */
export function evaluateEvents(_tenantId: string, events: readonly AgentEvent[]): EventVerdict[] {
  return events.map(() => NOT_COVERED);
}
