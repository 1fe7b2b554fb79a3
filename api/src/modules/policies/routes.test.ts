import { emptyPolicyDefinition } from 'shared-contracts';
import type { Classification, Policy, PolicyBacktest, PolicyVersion, PolicyWrite } from 'shared-contracts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { GLOBEX_CANARY_POLICY } from './policy-canaries';

let t: TestApp;
let admin: string;
let analyst: string;
const acme = 'acme-corp';
// A few days after the test data's anchor (15 Jan 2026), so the backtest's window holds the demo events.
const NOW = new Date('2026-01-20T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({}, { policyClock: () => NOW });
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method, url, token, tenant: acme, ...(payload && { payload }), headers });

async function ok<T>(method: Method, url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

function draft(name: string, change: (definition: PolicyWrite['definition']) => void = () => undefined): PolicyWrite {
  const definition = emptyPolicyDefinition();
  definition.conditions.egressChannels = ['Email'];
  change(definition);
  return { name, verdict: 'BLOCK', definition };
}

const create = async (policy: PolicyWrite) => (await ok<{ policy: Policy }>('POST', '/policies', { policy })).policy;
const list = async () => (await ok<{ policies: Policy[] }>('GET', '/policies?policyType=protection')).policies;
const versions = async (id: string) =>
  (await ok<{ versions: PolicyVersion[] }>('GET', `/policies/${id}/versions`)).versions;

describe('policies', () => {
  it('lists the demo policies in the order the engine decides, for an analyst too', async () => {
    const policies = await list();
    expect(policies.length).toBeGreaterThan(5);
    const priorities = policies.map((policy) => policy.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const seeded = policies.find((policy) => policy.name === 'Block source code to unsanctioned AI');
    expect(seeded).toMatchObject({ status: 'active', verdict: 'BLOCK', policyType: 'protection' });
    expect(seeded?.definition.exceptions.destinations.listIds).toHaveLength(1);
    const read = await call('GET', '/policies', undefined, analyst);
    expect(read.statusCode).toBe(200);
    const refused = await call('POST', '/policies', { policy: draft('Analyst policy') }, analyst);
    expect(refused.statusCode).toBe(403);
  });

  it('creates a policy as version 1, last in order and active, audited under Policies', async () => {
    const before = await list();
    const created = await create(draft('Block mail of source code'));
    expect(created).toMatchObject({ version: 1, status: 'active', createdBy: expect.any(String) });
    expect(created.priority).toBeGreaterThan(Math.max(...before.map((policy) => policy.priority)));
    expect(await versions(created.policyId)).toEqual([
      expect.objectContaining({ version: 1, change: 'created', name: 'Block mail of source code' }),
    ]);
    const audit = await ok<{ results: { page: string; action: string; objectId: string }[] }>(
      'GET',
      `/audit-logs?search=${encodeURIComponent('Block mail of source code')}`,
    );
    expect(audit.results[0]).toMatchObject({ page: 'Policies', action: 'Create policy', objectId: created.policyId });
    const twice = await call('POST', '/policies', { policy: draft('Block mail of source code') });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses what the schema cannot see, naming each field', async () => {
    const refused = async (policy: PolicyWrite, fields: string[]) => {
      const response = await call('POST', '/policies', { policy });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(fields);
    };
    await refused({ ...draft('Educate, silently'), verdict: 'educate' }, ['policy/definition/educateMessage']);
    await refused(
      draft('Unknown things', (d) => {
        d.conditions.elementTypes = [
          { id: 'source-code', minCount: 1 },
          { id: 'tarot-card', minCount: 1 },
        ];
        d.conditions.complianceFrameworks = ['hipaa', 'astrology'];
        d.exceptions.users.listIds = ['acac0000-0000-4000-8000-00000000dead'];
      }),
      [
        'policy/definition/conditions/elementTypes/1',
        'policy/definition/conditions/complianceFrameworks/1',
        'policy/definition/exceptions/users/listIds/0',
      ],
    );
    const schema = await call('POST', '/policies', { policy: { ...draft('No verdict'), verdict: 'MAYBE' } });
    expect(schema.statusCode).toBe(400);
  });

  it('edits with the version read (412 when stale), changes status, and restores a version as a new one', async () => {
    const created = await create(draft('Versioned policy'));
    const url = `/policies/${created.policyId}/`;
    const edited = await ok<{ policy: Policy }>('PATCH', url, {
      policy: { ...draft('Versioned policy', (d) => (d.conditions.egressChannels = ['USB'])), version: 1 },
    });
    expect(edited.policy).toMatchObject({ version: 2 });
    expect(edited.policy.definition.conditions.egressChannels).toEqual(['USB']);
    const stale = await call('PATCH', url, { policy: { ...draft('Versioned policy'), version: 1 } });
    expect(stale.statusCode).toBe(412);
    const staleHeader = await call('PATCH', url, { policy: draft('Versioned policy') }, admin, { 'if-match': '"1"' });
    expect(staleHeader.statusCode).toBe(412);
    const status = await ok<{ policy: Policy }>('PATCH', '/policies/status', {
      policyId: created.policyId,
      status: 'simulation',
      version: 2,
    });
    expect(status.policy).toMatchObject({ status: 'simulation', version: 3 });
    const restored = await ok<{ policy: Policy }>('POST', `${url}versions/1/restore`);
    expect(restored.policy).toMatchObject({ version: 4, status: 'active' });
    expect(restored.policy.definition.conditions.egressChannels).toEqual(['Email']);
    expect((await versions(created.policyId)).map((v) => [v.version, v.change, v.restoredFrom])).toEqual([
      [4, 'restored', 1],
      [3, 'status', null],
      [2, 'edited', null],
      [1, 'created', null],
    ]);
    expect((await call('POST', `${url}versions/9/restore`)).statusCode).toBe(404);
  });

  it("writes its audit entries in the console's words: verdicts and statuses by their labels", async () => {
    const policy = await create(draft('Audited in words'));
    await ok('PATCH', '/policies/status', { policyId: policy.policyId, status: 'simulation' });
    const audit = await ok<{ results: { action: string; description: string }[] }>(
      'GET',
      `/audit-logs?search=${encodeURIComponent('Audited in words')}`,
    );
    const described = (action: string) => audit.results.find((entry) => entry.action === action)?.description;
    expect(described('Create policy')).toBe('Policy "Audited in words" created (Protected, Active)');
    expect(described('Change policy status')).toBe('Policy "Audited in words": Active → Simulation');
  });

  it('deletes many all or none, in one audit entry', async () => {
    const a = await create(draft('Delete me A'));
    const b = await create(draft('Delete me B'));
    const missing = 'acac0000-0000-4000-8000-00000000beef';
    const refused = await call('PATCH', '/policies', { policyIds: [a.policyId, missing] });
    expect(refused.statusCode).toBe(404);
    expect((await list()).map((policy) => policy.policyId)).toEqual(expect.arrayContaining([a.policyId, b.policyId]));
    expect(await ok('PATCH', '/policies', { policyIds: [a.policyId, b.policyId] })).toEqual({ deleted: 2 });
    expect((await list()).some((policy) => [a.policyId, b.policyId].includes(policy.policyId))).toBe(false);
    const audit = await ok<{ results: { action: string; description: string }[] }>(
      'GET',
      `/audit-logs?search=${encodeURIComponent('Delete me A')}`,
    );
    expect(audit.results.filter((entry) => entry.action === 'Delete policies')).toHaveLength(1);
    expect(audit.results[0]?.description).toContain('2 policies deleted');
    expect((await call('GET', `/policies/${a.policyId}`)).statusCode).toBe(404);
  });

  it('reorders: the policies named take the places they held, and all are renumbered', async () => {
    const first = (await list())[0]!;
    const last = await create(draft('Move me first'));
    await ok('PATCH', '/policies/priority', { policyIds: [last.policyId, first.policyId] });
    const after = await list();
    expect(after[0]?.policyId).toBe(last.policyId);
    expect(after.at(-1)?.policyId).toBe(first.policyId);
    expect(after.map((policy) => policy.priority)).toEqual(after.map((_, index) => (index + 1) * 10));
    expect((await versions(last.policyId))[0]).toMatchObject({ change: 'priority', priority: 10 });
  });

  it("answers 404 for another tenant's policy, whatever the route", async () => {
    for (const [method, url] of [
      ['GET', `/policies/${GLOBEX_CANARY_POLICY}`],
      ['GET', `/policies/${GLOBEX_CANARY_POLICY}/versions`],
      ['DELETE', `/policies/${GLOBEX_CANARY_POLICY}/`],
      ['POST', `/policies/${GLOBEX_CANARY_POLICY}/versions/1/restore`],
    ] as const) {
      expect({ method, url, status: (await call(method, url)).statusCode }).toEqual({ method, url, status: 404 });
    }
    const edit = await call('PATCH', `/policies/${GLOBEX_CANARY_POLICY}/`, { policy: draft('Stolen') });
    expect(edit.statusCode).toBe(404);
    const status = await call('PATCH', '/policies/status', { policyId: GLOBEX_CANARY_POLICY, status: 'disabled' });
    expect(status.statusCode).toBe(404);
    expect((await call('PATCH', '/policies', { policyIds: [GLOBEX_CANARY_POLICY] })).statusCode).toBe(404);
    const backtest = await call('POST', '/policies/backtest', { policy: draft('x'), policyId: GLOBEX_CANARY_POLICY });
    expect(backtest.statusCode).toBe(404);
  });
});

describe('classifications', () => {
  it('lists each kind with the builder flags', async () => {
    const of = async (path: string) =>
      (await ok<{ classifications: Classification[] }>('GET', `/classifications/${path}`)).classifications;
    const elements = await of('element-types');
    expect(elements).toContainEqual({
      id: 'credit-card-number',
      display_name: 'Credit card number',
      policy_builder_hidden: false,
      extra: false,
    });
    expect(elements.find((item) => item.id === 'legacy-regex')?.policy_builder_hidden).toBe(true);
    const frameworks = await of('compliance-frameworks');
    expect(frameworks.find((item) => item.id === 'dora')?.extra).toBe(true);
    expect((await of('categories')).map((item) => item.display_name)).toContain('Source code');
  });
});

describe('backtest', () => {
  it("counts what a draft would change in the window's events, by transition, with samples", async () => {
    // First in order, on a channel no other test's policy names, so what it changes does not depend on them.
    const policy = { ...draft('Monitor all USB', (d) => (d.conditions.egressChannels = ['USB'])), priority: 1 };
    const result = await ok<PolicyBacktest>('POST', '/policies/backtest', {
      policy: { ...policy, verdict: 'CHALLENGE' },
      days: 30,
    });
    expect(result.to).toBe(NOW.toISOString());
    expect(result.events).toBeGreaterThan(0);
    expect(result.changed).toBeGreaterThan(0);
    expect(result.transitions.reduce((sum, transition) => sum + transition.events, 0)).toBe(result.changed);
    expect(result.transitions.every((transition) => transition.to === 'CHALLENGE')).toBe(true);
    // Every USB event is matched; those the draft now decides change, each by the policy deciding it before.
    expect(result.matched).toBeGreaterThanOrEqual(result.changed);
    expect(result.policies.reduce((sum, row) => sum + row.events, 0)).toBe(result.changed);
    for (const row of result.policies)
      expect(row).toMatchObject({ after: { name: 'Monitor all USB' }, to: 'CHALLENGE' });
    expect(result.samples.length).toBe(Math.min(20, result.changed));
    for (const sample of result.samples) {
      expect(sample).toMatchObject({ egressChannel: 'USB', to: 'CHALLENGE' });
      expect(Date.parse(sample.created)).toBeGreaterThanOrEqual(Date.parse(result.from));
    }
  });

  it('challenges, before the demo block, source code sent to unsanctioned AI services except by executives', async () => {
    const lists = (await ok<{ lists: { id: string; name: string }[] }>('GET', '/lists')).lists;
    const listId = (name: string) => lists.find((item) => item.name === name)!.id;
    const policy = draft('Challenge code to consumer AI', (d) => {
      d.conditions.egressChannels = [];
      d.conditions.elementTypes = [{ id: 'source-code', minCount: 1 }];
      d.conditions.destinations.listIds = [listId('Unsanctioned AI services')];
      d.exceptions.users.listIds = [listId('Executives')];
    });
    const result = await ok<PolicyBacktest>('POST', '/policies/backtest', {
      policy: { ...policy, verdict: 'CHALLENGE', priority: 1 },
    });
    // The demo blocks these (its policy reads the data types found, at least once each): now they are challenged.
    expect(result.transitions).toContainEqual(expect.objectContaining({ from: 'BLOCK', to: 'CHALLENGE' }));
    const unsanctioned = ['chat.deepseek.com', 'poe.com', 'chat.mistral.ai', 'perplexity.ai', 'huggingface.co'];
    for (const sample of result.samples) expect(unsanctioned).toContain(sample.destination);
  });

  it('changes nothing for a simulation, or for a policy backtested as it is', async () => {
    const simulated = await ok<PolicyBacktest>('POST', '/policies/backtest', {
      policy: { ...draft('Simulate all mail'), status: 'simulation', priority: 1 },
    });
    expect(simulated).toMatchObject({ changed: 0, transitions: [], policies: [], samples: [] });
    // A simulation decides nothing, but its conditions still match mail.
    expect(simulated.matched).toBeGreaterThan(0);
    const existing = (await list()).find((policy) => policy.status === 'active')!;
    const same = await ok<PolicyBacktest>('POST', '/policies/backtest', {
      policy: {
        name: existing.name,
        verdict: existing.verdict,
        status: existing.status,
        priority: existing.priority,
        definition: existing.definition,
      },
      policyId: existing.policyId,
    });
    expect(same.changed).toBe(0);
  });
});
