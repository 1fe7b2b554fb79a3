import type { PolicyVersion } from '../schemas/policies';
import { emptyPolicyDefinition } from './empty-policy';
import { policyDifferences } from './policy-differences';

function version(change: (v: PolicyVersion) => void): PolicyVersion {
  const v: PolicyVersion = {
    version: 1,
    name: 'Block mail',
    description: '',
    status: 'active',
    verdict: 'BLOCK',
    priority: 10,
    definition: emptyPolicyDefinition(),
    savedBy: 'Ada',
    saved: '2026-11-01T00:00:00.000Z',
    change: 'created',
    restoredFrom: null,
  };
  change(v);
  return v;
}

describe('policyDifferences', () => {
  it('lines up every field and marks those that differ', () => {
    const a = version((v) => (v.definition.conditions.egressChannels = ['Email']));
    const b = version((v) => {
      v.version = 2;
      v.status = 'simulation';
      v.definition.conditions.egressChannels = ['Email', 'USB'];
      v.definition.conditions.elementTypes = [{ id: 'source-code', minCount: 3 }];
      v.definition.exceptions.destinations.listIds = ['l-1'];
      v.definition.conditions.users.groups = ['Finance'];
    });
    const rows = policyDifferences(a, b, (id) => (id === 'l-1' ? 'Sanctioned AI' : id));
    const differing = rows.filter((row) => row.differs).map((row) => [row.label, row.left, row.right]);
    expect(differing).toEqual([
      ['Status', 'Active', 'Simulation'],
      ['Data types', '—', 'source-code ≥ 3'],
      ['Egress channels', 'Email', 'Email, USB'],
      ['Users', '—', 'group Finance'],
      ['Exempt destinations', '—', 'list Sanctioned AI'],
    ]);
    expect(rows.find((row) => row.key === 'name')).toMatchObject({ left: 'Block mail', differs: false });
    expect(rows.find((row) => row.key === 'raiseIncident')).toMatchObject({ left: 'Yes', right: 'Yes' });
  });

  it('finds nothing different between a version and itself', () => {
    const a = version(() => undefined);
    expect(policyDifferences(a, a).some((row) => row.differs)).toBe(false);
  });
});
