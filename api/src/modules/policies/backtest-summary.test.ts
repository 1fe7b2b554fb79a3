import { compilePolicySet, emptyPolicyDefinition } from 'shared-contracts';
import type { EvaluablePolicy, PolicyContext, PolicyEvent } from 'shared-contracts';
import { summariseBacktest, type EventGroup } from './backtest-summary';

const CTX: PolicyContext = { lists: new Map(), frameworkElements: new Map(), groupsOf: () => [] };

const event = (egressChannel: string, username: string, destination: string): PolicyEvent => ({
  username,
  source: 'Google Chrome',
  destination,
  destinationType: 'AI service',
  egressChannel,
  dataTypes: ['Source code'],
  totalHitCount: 1,
  contentCategory: 'Source code',
});

function blocking(channel: string, status: EvaluablePolicy['status'] = 'active'): EvaluablePolicy {
  const definition = emptyPolicyDefinition();
  definition.conditions.egressChannels = [channel];
  return { policyId: `block-${channel}`, name: channel, priority: 1, status, verdict: 'BLOCK', definition };
}

const MONITOR_ALL: EvaluablePolicy = {
  policyId: 'monitor',
  name: 'Monitor all',
  priority: 50,
  status: 'active',
  verdict: 'CHALLENGE',
  definition: emptyPolicyDefinition(),
};

const GROUPS: EventGroup[] = [
  { event: event('Email', 'ada', 'gmail.com'), events: 40 },
  { event: event('Email', 'bob', 'gmail.com'), events: 25 },
  { event: event('USB', 'ada', 'SanDisk'), events: 30 },
  { event: event('Paste into AI prompt', 'cy', 'chat.openai.com'), events: 5 },
];

describe('summariseBacktest', () => {
  it('counts the events whose verdict changes, by transition, user and destination', () => {
    const before = compilePolicySet([MONITOR_ALL], CTX);
    const after = compilePolicySet([MONITOR_ALL, blocking('Email')], CTX);
    const alone = compilePolicySet([blocking('Email')], CTX);
    const summary = summariseBacktest(GROUPS, before, after, 10, (e) => alone(e).policy !== undefined);
    expect(summary).toMatchObject({
      events: 100,
      matched: 65,
      changed: 65,
      transitions: [{ from: 'CHALLENGE', to: 'BLOCK', events: 65 }],
      policies: [
        {
          before: { policyId: 'monitor', name: 'Monitor all' },
          after: { policyId: 'block-Email', name: 'Email' },
          from: 'CHALLENGE',
          to: 'BLOCK',
          events: 65,
        },
      ],
      users: [
        { value: 'ada', events: 40 },
        { value: 'bob', events: 25 },
      ],
      destinations: [{ value: 'gmail.com', events: 65 }],
    });
    expect(summary.changedGroups.map((group) => [group.event.username, group.events, group.from, group.to])).toEqual([
      ['ada', 40, 'CHALLENGE', 'BLOCK'],
      ['bob', 25, 'CHALLENGE', 'BLOCK'],
    ]);
  });

  it('reports NOT_COVERED transitions both ways, largest first, within the limit', () => {
    const before = compilePolicySet([blocking('USB')], CTX);
    const after = compilePolicySet([blocking('Email')], CTX);
    const summary = summariseBacktest(GROUPS, before, after, 1);
    expect(summary.changed).toBe(95);
    expect(summary.transitions).toEqual([
      { from: 'NOT_COVERED', to: 'BLOCK', events: 65 },
      { from: 'BLOCK', to: 'NOT_COVERED', events: 30 },
    ]);
    expect(summary.matched).toBe(0);
    expect(summary.policies).toEqual([
      { before: null, after: { policyId: 'block-Email', name: 'Email' }, from: 'NOT_COVERED', to: 'BLOCK', events: 65 },
      { before: { policyId: 'block-USB', name: 'USB' }, after: null, from: 'BLOCK', to: 'NOT_COVERED', events: 30 },
    ]);
    expect(summary.users).toEqual([{ value: 'ada', events: 70 }]);
    expect(summary.changedGroups).toHaveLength(3);
  });

  it('changes nothing when the change is a simulation, or the same set', () => {
    const before = compilePolicySet([MONITOR_ALL], CTX);
    const simulated = compilePolicySet([MONITOR_ALL, blocking('Email', 'simulation')], CTX);
    expect(summariseBacktest(GROUPS, before, simulated)).toMatchObject({ events: 100, changed: 0, transitions: [] });
    expect(summariseBacktest([], before, before)).toMatchObject({
      events: 0,
      changed: 0,
      users: [],
      changedGroups: [],
    });
  });
});
