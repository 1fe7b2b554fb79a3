import { emptyPolicyDefinition } from 'shared-contracts';
import type { Policy } from 'shared-contracts';

/** A protection policy for tests: active, BLOCK, an empty definition, written by Ada; `change` overrides any field. */
export function policyFixture(change: Partial<Policy> = {}): Policy {
  return {
    policyId: 'p-1',
    policyType: 'protection',
    name: 'Watch uploads',
    description: '',
    status: 'active',
    verdict: 'BLOCK',
    priority: 10,
    definition: emptyPolicyDefinition(),
    createdBy: 'Ada',
    created: '2026-11-01T00:00:00.000Z',
    updated: '2026-11-02T00:00:00.000Z',
    updatedBy: 'Ada',
    version: 1,
    ...change,
  };
}
