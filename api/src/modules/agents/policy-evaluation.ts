import { compilePolicySet, EVALUATED_POLICY_STATUSES } from 'shared-contracts';
import type { AgentEvent, MatchedCondition, PolicyDecision } from 'shared-contracts';
import type { Tx } from '../../db/database';
import type { DeviceCaller } from '../../plugins/access';
import { loadPolicyContext } from '../policies/policy-context';
import { listPolicies } from '../policies/repository';

/** What the policy engine decides for one event, as ingest stores it. */
export interface EventVerdict {
  verdict: string;
  policyId: string | null;
  policyName: string;
  raiseIncident: boolean;
  /** The deciding policy's conditions and what matched them. */
  matched: MatchedCondition[];
  /** For an educate verdict: what the end user was shown. */
  educateMessage: string | null;
  /** Policies in simulation that matched: recorded, not deciding. */
  simulated: { policyId: string; policyName: string; verdict: string }[];
}

/** The stored form of a decision. */
export function toEventVerdict(decision: PolicyDecision): EventVerdict {
  const policy = decision.policy;
  return {
    verdict: decision.verdict,
    policyId: policy?.policyId ?? null,
    policyName: policy?.name ?? '',
    raiseIncident: policy?.raiseIncident ?? false,
    matched: policy?.matched ?? [],
    educateMessage: policy?.educateMessage ?? null,
    simulated: decision.simulated.map((match) => ({
      policyId: match.policyId,
      policyName: match.name,
      verdict: match.verdict,
    })),
  };
}

/**
 * Decides a batch of one device's events with its tenant's protection policies (active ones decide, simulated ones
 * are recorded), in the ingest's transaction: the policies, their lists and the directory groups are read once per
 * batch, then the engine decides each event without I/O. One verdict per event, in order.
 */
export async function evaluateEvents(
  tx: Tx,
  caller: DeviceCaller,
  events: readonly AgentEvent[],
): Promise<EventVerdict[]> {
  const policies = (await listPolicies(tx, caller.tenantId, 'protection')).filter((policy) =>
    EVALUATED_POLICY_STATUSES.includes(policy.status),
  );
  const ctx = await loadPolicyContext(tx, caller.tenantId, policies);
  const decide = compilePolicySet(policies, ctx);
  return events.map((event) =>
    toEventVerdict(
      decide({
        ...event,
        mipLabel: event.mipLabel ?? null,
        fileName: event.fileName ?? null,
        url: event.url ?? null,
        hostname: caller.hostname,
      }),
    ),
  );
}
