import type { EgressEventVerdict, MostEnforcedPolicies } from 'shared-contracts';

/** One policy of the answer. */
export type EnforcedPolicy = MostEnforcedPolicies['policies'][number];

/** A policy's events by verdict: blocked (Protected), challenged (Monitored), educated, and the allowed rest. */
export function policyVerdicts(policy: EnforcedPolicy): { verdict: EgressEventVerdict; events: number }[] {
  const allowed = Math.max(0, policy.events - policy.blocked - policy.challenged - policy.educated);
  return [
    { verdict: 'BLOCK', events: policy.blocked },
    { verdict: 'CHALLENGE', events: policy.challenged },
    { verdict: 'educate', events: policy.educated },
    { verdict: 'ALLOW', events: allowed },
  ];
}
