import { emptyPolicyDefinition } from 'shared-contracts';
import { changeWords, itemDifferences, planWords, versionWords, type TemplateItemStatus } from './template-words';

const policy = {
  key: 'p1',
  name: 'Block shares',
  description: '',
  status: 'active' as const,
  verdict: 'BLOCK' as const,
  priority: 10,
  definition: { ...emptyPolicyDefinition() },
};
policy.definition.conditions.destinations.listIds = ['l1'];

const drifted: TemplateItemStatus = {
  kind: 'policy',
  key: 'p1',
  name: 'Block shares',
  state: 'drifted',
  fields: ['verdict'],
  templatePolicy: policy,
  copyPolicy: { ...policy, verdict: 'CHALLENGE', priority: 70 },
  templateList: null,
  copyList: null,
};

describe('policy template words', () => {
  it('compares a drifted policy with the template side by side, list references by name, priority not', () => {
    const rows = itemDifferences(drifted, new Map([['l1', 'File shares']]));
    expect(rows.filter((row) => row.differs)).toEqual([
      { key: 'verdict', label: 'Verdict', left: 'Protected', right: 'Monitored', differs: true },
    ]);
    expect(rows.find((row) => row.key === 'conditions.destinations')).toMatchObject({
      left: 'list File shares',
      right: 'list File shares',
    });
  });

  it('compares a drifted list field by field, items included', () => {
    const list = {
      key: 'l1',
      name: 'File shares',
      description: '',
      listType: 'block' as const,
      entityType: 'domain' as const,
      items: ['a.example'],
    };
    const rows = itemDifferences(
      {
        ...drifted,
        kind: 'list',
        templatePolicy: null,
        copyPolicy: null,
        templateList: list,
        copyList: { ...list, items: ['a.example', 'b.example'] },
      },
      new Map(),
    );
    expect(rows.filter((row) => row.differs)).toEqual([
      { key: 'items', label: 'Items', left: 'a.example', right: 'a.example, b.example', differs: true },
    ]);
    expect(itemDifferences({ ...drifted, copyPolicy: null, state: 'missing' }, new Map())).toEqual([]);
  });

  it('says what a push would do in a tenant, skipped or overwriting when drifted', () => {
    const plan = {
      tenantId: 'globex',
      tenantName: 'Globex',
      drifted: true,
      conflict: null,
      changes: [
        { kind: 'list' as const, key: 'l1', name: 'File shares', action: 'unchanged' as const, fields: [] },
        { kind: 'policy' as const, key: 'p1', name: 'Block shares', action: 'update' as const, fields: ['verdict'] },
      ],
    };
    expect(planWords(plan, 'skip')).toBe('Skipped: the tenant edited its copy');
    expect(planWords(plan, 'overwrite')).toBe(
      `Policy "Block shares": updated (verdict) (overwrites the tenant's edits)`,
    );
    expect(planWords({ ...plan, drifted: false, changes: [plan.changes[0]!] }, 'skip')).toBe('Nothing changes');
    expect(planWords({ ...plan, conflict: 'A policy named "X" exists already' }, 'skip')).toBe(
      'Refused: A policy named "X" exists already',
    );
    expect(changeWords({ kind: 'list', key: 'l1', name: 'File shares', action: 'create', fields: [] })).toBe(
      'List "File shares": created',
    );
  });

  it("gives a tenant's version against the latest", () => {
    expect(versionWords(2, 2)).toBe('Version 2 (latest)');
    expect(versionWords(1, 2)).toBe('Version 1 of 2');
    expect(versionWords(null, 2)).toBe('—');
  });
});
