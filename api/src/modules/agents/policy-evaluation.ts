import { compilePolicySet, EVALUATED_POLICY_STATUSES } from 'shared-contracts';
import type { AgentEvent, MatchedCondition, PolicyDecision } from 'shared-contracts';
import type { Tx } from '../../db/database';
import type { DeviceCaller } from '../../plugins/access';
import { loadExceptions } from '../exceptions/exception-engine';
import { isExemptible } from '../exceptions/exception-matcher';
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
  /** An active exception exempted the event: it, and the policy and verdict it set aside. */
  exception?: { exceptionId: string; policyId: string | null; policyName: string; verdict: string };
}

/**
 * An exempted event's verdict: Allowed, no deciding policy and no incident; the exception and what it set aside are
 * kept with the event (details.exception).
 */
function exempted(verdict: EventVerdict, exceptionId: string): EventVerdict {
  return {
    verdict: 'ALLOW',
    policyId: null,
    policyName: '',
    raiseIncident: false,
    matched: [],
    educateMessage: null,
    simulated: verdict.simulated,
    exception: { exceptionId, policyId: verdict.policyId, policyName: verdict.policyName, verdict: verdict.verdict },
  };
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

/** One device's batch of events, as its request sent them. */
export interface DeviceEvents {
  caller: DeviceCaller;
  events: readonly AgentEvent[];
}

/**
 * Decides batches of events of one tenant (each of one device) with the tenant's protection policies (active ones
 * decide, simulated ones are recorded), in the ingest's transaction: the policies, their lists and the directory
 * groups are read once for all the batches, then the engine decides each event without I/O. An event a policy decided
 * (Protected, Monitored, Educate) that an active exception covers at the event's time (a time ahead of `now` counts as
 * `now`) is exempted: recorded as Allowed with the exception. The exceptions are read for each write, so a revocation
 * holds from the next one. One verdict per event, in order, for each batch.
 */
export async function evaluateEvents(
  tx: Tx,
  tenantId: string,
  batches: readonly DeviceEvents[],
  now: Date = new Date(),
): Promise<EventVerdict[][]> {
  const policies = (await listPolicies(tx, tenantId, 'protection')).filter((policy) =>
    EVALUATED_POLICY_STATUSES.includes(policy.status),
  );
  const ctx = await loadPolicyContext(tx, tenantId, policies);
  const decide = compilePolicySet(policies, ctx);
  const timeOf = (event: AgentEvent) => new Date(Math.min(Date.parse(event.occurredAt), now.getTime()));
  let earliest = now.getTime();
  for (const { events } of batches) for (const event of events) earliest = Math.min(earliest, timeOf(event).getTime());
  const exceptions = await loadExceptions(tx, tenantId, new Date(earliest));
  return batches.map(({ caller, events }) =>
    events.map((event) => {
      const policyEvent = {
        ...event,
        mipLabel: event.mipLabel ?? null,
        fileName: event.fileName ?? null,
        url: event.url ?? null,
        hostname: caller.hostname,
      };
      const verdict = toEventVerdict(decide(policyEvent));
      if (!isExemptible(verdict.verdict)) return verdict;
      const exception = exceptions.match(policyEvent, timeOf(event));
      return exception ? exempted(verdict, exception.id) : verdict;
    }),
  );
}
