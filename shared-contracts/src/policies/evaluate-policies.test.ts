import type { EvaluablePolicy, PolicyDefinition } from '../schemas/policies';
import { emptyPolicyDefinition } from './empty-policy';
import {
  classificationIdOf,
  compilePolicySet,
  destinationHost,
  evaluatePolicies,
  policyEventFields,
  userClassifier,
  type PolicyContext,
  type PolicyEvent,
} from './evaluate-policies';

const EVENT: PolicyEvent = {
  username: 'Dana.Scully',
  source: 'Google Chrome',
  destination: 'chat.openai.com',
  destinationType: 'AI service',
  egressChannel: 'Paste into AI prompt',
  dataTypes: ['Source code', 'API key'],
  totalHitCount: 4,
  contentCategory: 'Source code',
  mipLabel: 'Confidential',
  fileName: 'keys.ZIP',
  url: 'https://chat.openai.com/c/123',
  hostname: 'laptop-42',
};

const LISTS = {
  sanctionedAi: 'a0000000-0000-4000-8000-000000000001',
  blockedDomains: 'a0000000-0000-4000-8000-000000000002',
  contractors: 'a0000000-0000-4000-8000-000000000003',
  engineering: 'a0000000-0000-4000-8000-000000000004',
  personalMail: 'a0000000-0000-4000-8000-000000000005',
  chatUrls: 'a0000000-0000-4000-8000-000000000006',
  archives: 'a0000000-0000-4000-8000-000000000007',
  buildHosts: 'a0000000-0000-4000-8000-000000000008',
  gone: 'a0000000-0000-4000-8000-0000000000ff',
};

const CTX: PolicyContext = {
  lists: new Map([
    [LISTS.sanctionedAi, { entityType: 'domain', items: ['copilot.microsoft.com', 'chat.acme.example'] }],
    [LISTS.blockedDomains, { entityType: 'domain', items: ['*.openai.com', 'pastebin.com'] }],
    [LISTS.contractors, { entityType: 'user', items: ['dana.scully', 'fox.mulder'] }],
    [LISTS.engineering, { entityType: 'group', items: ['Engineering'] }],
    [LISTS.personalMail, { entityType: 'email_domain', items: ['gmail.com', '@proton.me'] }],
    [LISTS.chatUrls, { entityType: 'url', items: ['chat.openai.com/c/'] }],
    [LISTS.archives, { entityType: 'file_extension', items: ['zip', '.7z'] }],
    [LISTS.buildHosts, { entityType: 'hostname', items: ['LAPTOP-42'] }],
  ]),
  frameworkElements: new Map([
    ['pci-dss', ['credit-card-number']],
    ['gdpr', ['Email address', 'passport-number']],
  ]),
  groupsOf: (username) => (username.toLowerCase() === 'dana.scully' ? ['engineering', 'All staff'] : []),
};

/** A policy of the given verdict, priority and status with the conditions, exceptions and actions given. */
function policy(
  id: string,
  change: (definition: PolicyDefinition) => void,
  options: Partial<Pick<EvaluablePolicy, 'verdict' | 'priority' | 'status'>> = {},
): EvaluablePolicy {
  const definition = emptyPolicyDefinition();
  change(definition);
  return {
    policyId: id,
    name: `Policy ${id}`,
    priority: options.priority ?? 10,
    status: options.status ?? 'active',
    verdict: options.verdict ?? 'BLOCK',
    definition,
  };
}

const decide = (policies: EvaluablePolicy[], event: Partial<PolicyEvent> = {}) =>
  evaluatePolicies(policies, { ...EVENT, ...event }, CTX);

/** Whether one BLOCK policy with these conditions matches the event. */
const matches = (change: (definition: PolicyDefinition) => void, event: Partial<PolicyEvent> = {}) =>
  decide([policy('p', change)], event).verdict === 'BLOCK';

describe('evaluatePolicies: conditions', () => {
  const cases: [string, (d: PolicyDefinition) => void, Partial<PolicyEvent>, boolean][] = [
    ['no condition: every event', () => undefined, {}, true],
    [
      'element type by id, event by name',
      (d) => void (d.conditions.elementTypes = [{ id: 'api-key', minCount: 1 }]),
      {},
      true,
    ],
    [
      'a type found is found once, whatever the counts say (grouped reads carry none)',
      (d) => void (d.conditions.elementTypes = [{ id: 'api-key', minCount: 1 }]),
      { totalHitCount: 0 },
      true,
    ],
    ['element type absent', (d) => void (d.conditions.elementTypes = [{ id: 'iban', minCount: 1 }]), {}, false],
    [
      'minimum count met by the per-type count',
      (d) => void (d.conditions.elementTypes = [{ id: 'api-key', minCount: 3 }]),
      { dataTypeCounts: { 'API key': 3, 'Source code': 1 } },
      true,
    ],
    [
      'minimum count not met by the per-type count',
      (d) => void (d.conditions.elementTypes = [{ id: 'api-key', minCount: 3 }]),
      { dataTypeCounts: { 'API key': 2, 'Source code': 9 } },
      false,
    ],
    [
      'without per-type counts the total counts',
      (d) => void (d.conditions.elementTypes = [{ id: 'API key', minCount: 4 }]),
      {},
      true,
    ],
    [
      'without per-type counts, a total under the minimum',
      (d) => void (d.conditions.elementTypes = [{ id: 'api-key', minCount: 5 }]),
      {},
      false,
    ],
    [
      'compliance framework through its element types',
      (d) => void (d.conditions.complianceFrameworks = ['pci-dss']),
      { dataTypes: ['Credit card number'] },
      true,
    ],
    [
      'framework element named by display name in the catalog',
      (d) => void (d.conditions.complianceFrameworks = ['GDPR']),
      { dataTypes: ['Email address'] },
      true,
    ],
    ['framework with none of its elements', (d) => void (d.conditions.complianceFrameworks = ['pci-dss']), {}, false],
    [
      'element types OR frameworks: either is enough',
      (d) => {
        d.conditions.elementTypes = [{ id: 'iban', minCount: 1 }];
        d.conditions.complianceFrameworks = ['gdpr'];
      },
      { dataTypes: ['Passport number'] },
      true,
    ],
    ['content category', (d) => void (d.conditions.contentCategories = ['source-code']), {}, true],
    ['content category not held', (d) => void (d.conditions.contentCategories = ['Financial']), {}, false],
    ['MIP label, any case', (d) => void (d.conditions.mipLabels = ['confidential']), {}, true],
    [
      'MIP label absent on the event',
      (d) => void (d.conditions.mipLabels = ['Confidential']),
      { mipLabel: null },
      false,
    ],
    ['egress channel', (d) => void (d.conditions.egressChannels = ['Email', 'Paste into AI prompt']), {}, true],
    ['egress channel not held', (d) => void (d.conditions.egressChannels = ['USB']), {}, false],
    ['destination type', (d) => void (d.conditions.destinationTypes = ['AI service']), {}, true],
    ['source by name', (d) => void (d.conditions.sources.values = ['google chrome']), {}, true],
    ['source not named', (d) => void (d.conditions.sources.values = ['Safari']), {}, false],
    ['source through a file extension list', (d) => void (d.conditions.sources.listIds = [LISTS.archives]), {}, true],
    ['hostname list', (d) => void (d.conditions.sources.listIds = [LISTS.buildHosts]), {}, true],
    ['destination: a parent domain', (d) => void (d.conditions.destinations.values = ['openai.com']), {}, true],
    ['destination: not a suffix of a label', (d) => void (d.conditions.destinations.values = ['ai.com']), {}, false],
    [
      'destination: an exact device name',
      (d) => void (d.conditions.destinations.values = ['SanDisk Ultra USB 3.0']),
      { destination: 'SanDisk Ultra USB 3.0' },
      true,
    ],
    [
      'destination: a wildcard domain list',
      (d) => void (d.conditions.destinations.listIds = [LISTS.blockedDomains]),
      {},
      true,
    ],
    [
      'destination: a domain list without it',
      (d) => void (d.conditions.destinations.listIds = [LISTS.sanctionedAi]),
      {},
      false,
    ],
    [
      'destination: an e-mail domain list',
      (d) => void (d.conditions.destinations.listIds = [LISTS.personalMail]),
      { destination: 'dana@Proton.me' },
      true,
    ],
    [
      'e-mail domain list against a web destination',
      (d) => void (d.conditions.destinations.listIds = [LISTS.personalMail]),
      { destination: 'gmail.com' },
      false,
    ],
    ['destination: a URL prefix list', (d) => void (d.conditions.destinations.listIds = [LISTS.chatUrls]), {}, true],
    [
      'destination: a list the tenant no longer has',
      (d) => void (d.conditions.destinations.listIds = [LISTS.gone]),
      {},
      false,
    ],
    ['user by name, any case', (d) => void (d.conditions.users.values = ['dana.scully']), {}, true],
    ['user by directory group', (d) => void (d.conditions.users.groups = ['Engineering']), {}, true],
    ['user outside the group', (d) => void (d.conditions.users.groups = ['Finance']), {}, false],
    ['user through a user list', (d) => void (d.conditions.users.listIds = [LISTS.contractors]), {}, true],
    ['user through a group list', (d) => void (d.conditions.users.listIds = [LISTS.engineering]), {}, true],
    [
      'user through a group list, not a member',
      (d) => void (d.conditions.users.listIds = [LISTS.engineering]),
      { username: 'walter.skinner' },
      false,
    ],
    [
      'every condition must hold (AND)',
      (d) => {
        d.conditions.egressChannels = ['Paste into AI prompt'];
        d.conditions.elementTypes = [{ id: 'iban', minCount: 1 }];
      },
      {},
      false,
    ],
    [
      'all of several conditions hold',
      (d) => {
        d.conditions.egressChannels = ['Paste into AI prompt'];
        d.conditions.elementTypes = [{ id: 'source-code', minCount: 1 }];
        d.conditions.destinations.listIds = [LISTS.blockedDomains];
        d.conditions.users.groups = ['engineering'];
      },
      {},
      true,
    ],
    ['exception: a user', (d) => void (d.exceptions.users.values = ['Dana.Scully']), {}, false],
    ['exception: another user', (d) => void (d.exceptions.users.values = ['fox.mulder']), {}, true],
    [
      'exception: a sanctioned destination list',
      (d) => void (d.exceptions.destinations.listIds = [LISTS.sanctionedAi]),
      { destination: 'https://copilot.microsoft.com/chats' },
      false,
    ],
    ['exception: a group', (d) => void (d.exceptions.users.groups = ['all staff']), {}, false],
    ['exception: a source', (d) => void (d.exceptions.sources.values = ['Google Chrome']), {}, false],
  ];

  it.each(cases)('%s', (_name, change, event, expected) => {
    expect(matches(change, event)).toBe(expected);
  });
});

describe('evaluatePolicies: the policy set', () => {
  const onChannel = (channel: string) => (d: PolicyDefinition) => void (d.conditions.egressChannels = [channel]);

  it('answers NOT_COVERED when no policy matches, or there is none', () => {
    expect(decide([])).toEqual({ verdict: 'NOT_COVERED', policy: undefined, simulated: [] });
    expect(decide([policy('p', onChannel('USB'))]).verdict).toBe('NOT_COVERED');
  });

  it('lets priority decide between matching policies (lowest number first, then id)', () => {
    const allow = policy('allow', () => undefined, { verdict: 'ALLOW', priority: 5 });
    const block = policy('block', () => undefined, { verdict: 'BLOCK', priority: 1 });
    expect(decide([allow, block]).policy?.policyId).toBe('block');
    expect(decide([{ ...allow, priority: 1 }, block]).policy?.policyId).toBe('allow');
  });

  it('skips disabled and draft policies', () => {
    const disabled = policy('d', () => undefined, { status: 'disabled', priority: 1 });
    const draft = policy('r', () => undefined, { status: 'draft', priority: 2 });
    const active = policy('a', () => undefined, { verdict: 'CHALLENGE', priority: 3 });
    expect(decide([disabled, draft, active])).toMatchObject({ verdict: 'CHALLENGE', policy: { policyId: 'a' } });
    expect(decide([disabled, draft]).verdict).toBe('NOT_COVERED');
  });

  it('records simulated policies that match without letting them decide', () => {
    const simulated = policy('s', onChannel('Paste into AI prompt'), { status: 'simulation', priority: 1 });
    const other = policy('t', onChannel('USB'), { status: 'simulation', priority: 2 });
    const active = policy('a', () => undefined, { verdict: 'CHALLENGE', priority: 9 });
    const decision = decide([simulated, other, active]);
    expect(decision.verdict).toBe('CHALLENGE');
    expect(decision.simulated.map((match) => match.policyId)).toEqual(['s']);
    expect(decide([simulated])).toMatchObject({
      verdict: 'NOT_COVERED',
      simulated: [{ policyId: 's', verdict: 'BLOCK' }],
    });
  });

  it('carries the educate message, the incident flag and what matched', () => {
    const educate = policy(
      'e',
      (d) => {
        d.conditions.elementTypes = [{ id: 'api-key', minCount: 1 }];
        d.conditions.destinations.listIds = [LISTS.blockedDomains];
        d.educateMessage = 'Use the sanctioned assistant at chat.acme.example.';
        d.raiseIncident = false;
      },
      { verdict: 'educate' },
    );
    expect(decide([educate]).policy).toEqual({
      policyId: 'e',
      name: 'Policy e',
      status: 'active',
      verdict: 'educate',
      matched: [
        { condition: 'elementTypes', values: ['API key'] },
        { condition: 'destinations', values: ['chat.openai.com'] },
      ],
      educateMessage: 'Use the sanctioned assistant at chat.acme.example.',
      raiseIncident: false,
    });
    expect(decide([policy('b', () => undefined)]).policy).not.toHaveProperty('educateMessage');
  });

  it("asks for a user's groups once per event, and only when a policy needs them", () => {
    const groupsOf = jest.fn(CTX.groupsOf);
    const ctx = { ...CTX, groupsOf };
    const byGroup = (id: string) => policy(id, (d) => void (d.conditions.users.groups = ['Finance']), { priority: 1 });
    const decideAll = compilePolicySet([byGroup('g1'), byGroup('g2'), policy('a', onChannel('USB'))], ctx);
    decideAll(EVENT);
    expect(groupsOf).toHaveBeenCalledTimes(1);
    groupsOf.mockClear();
    compilePolicySet([policy('a', onChannel('USB'))], ctx)(EVENT);
    expect(groupsOf).not.toHaveBeenCalled();
  });
});

describe('policyEventFields', () => {
  it('names the fields the active and simulated policies read, lists by their entity type', () => {
    const reads = (policies: EvaluablePolicy[]) => [...policyEventFields(policies, CTX)].sort();
    expect(reads([])).toEqual([]);
    expect(reads([policy('a', () => undefined)])).toEqual([]);
    const wide = policy('w', (d) => {
      d.conditions.elementTypes = [{ id: 'api-key', minCount: 2 }];
      d.conditions.egressChannels = ['Email'];
      d.conditions.destinations.listIds = [LISTS.chatUrls];
      d.exceptions.users.groups = ['Finance'];
      d.exceptions.sources.listIds = [LISTS.archives];
    });
    expect(reads([wide])).toEqual([
      'dataTypeCounts',
      'dataTypes',
      'destination',
      'egressChannel',
      'fileName',
      'totalHitCount',
      'url',
      'username',
    ]);
    expect(reads([{ ...wide, status: 'disabled' }])).toEqual([]);
    const framework = policy('f', (d) => void (d.conditions.complianceFrameworks = ['gdpr']), { status: 'simulation' });
    expect(reads([framework])).toEqual(['dataTypes']);
  });

  it('decides alike two events that differ only in fields the set does not read', () => {
    const set = [
      policy('c', (d) => void (d.conditions.egressChannels = ['Email']), { priority: 1 }),
      policy('u', (d) => void (d.conditions.users.listIds = [LISTS.contractors]), {
        verdict: 'CHALLENGE',
        priority: 2,
      }),
    ];
    const fields = policyEventFields(set, CTX);
    expect(fields.has('destination')).toBe(false);
    const decideAll = compilePolicySet(set, CTX);
    const a = decideAll({ ...EVENT, destination: 'x.example', source: 'Safari' });
    const b = decideAll({ ...EVENT, destination: 'y.example', source: 'Edge' });
    expect(a).toEqual(b);
    expect(a.verdict).toBe('CHALLENGE');
  });
});

describe('helpers', () => {
  it.each([
    ['chat.openai.com', 'chat.openai.com'],
    ['https://Chat.OpenAI.com:443/c/1?x=y', 'chat.openai.com'],
    ['dana@Proton.me', 'proton.me'],
    ['mailto://a@b.example/x', 'b.example'],
    ['SanDisk Ultra USB 3.0', 'sandisk ultra usb 3.0'],
  ])('destinationHost(%s) is %s', (destination, host) => {
    expect(destinationHost(destination)).toBe(host);
  });

  it('makes classification ids from display names', () => {
    expect(classificationIdOf('Credit card number')).toBe('credit-card-number');
    expect(classificationIdOf('ICD-10 code')).toBe('icd-10-code');
    expect(classificationIdOf('credit-card-number')).toBe('credit-card-number');
  });
});

describe('userClassifier', () => {
  it('tells users apart only by what the policies read of them', () => {
    const classify = userClassifier(
      [
        policy('names', (d) => void (d.conditions.users.values = ['Walter.Skinner'])),
        policy('lists', (d) => void (d.exceptions.users.listIds = [LISTS.contractors])),
        // A user list named among destinations reads the user too; a domain list does not.
        policy('both', (d) => void (d.conditions.destinations.listIds = [LISTS.engineering, LISTS.blockedDomains])),
        policy('off', (d) => void (d.conditions.users.values = ['john.doggett']), { status: 'disabled' }),
      ],
      CTX,
    );
    const [skinner, dana, fox, monica, john] = [
      'walter.skinner',
      'dana.scully',
      'fox.mulder',
      'monica.reyes',
      'john.doggett',
    ].map(classify);
    expect(new Set([skinner, dana, fox, monica]).size).toBe(4);
    // A disabled policy's user is like anyone else; case and spaces do not matter.
    expect(john).toBe(monica);
    expect(classify(' Walter.SKINNER ')).toBe(skinner);
  });

  it('puts every user in one class when no policy reads the user', () => {
    const classify = userClassifier([policy('mail', (d) => void (d.conditions.egressChannels = ['Email']))], CTX);
    expect(classify('dana.scully')).toBe(classify('anyone'));
  });
});
