import type { ExtendedIncident } from 'shared-contracts';
import { builtInSummary } from './built-in-summariser';
import { factSources } from './summary-facts';
import type { RelatedCounts, RelatedIncident } from './summary-facts';

const INCIDENT: ExtendedIncident = {
  id: '11111111-1111-4111-8111-111111111111',
  created: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
  policyType: 'protection',
  title: 'Source code pasted into an AI prompt',
  severity: 'high',
  status: 'in_progress',
  assignedTo: null,
  assignedToName: null,
  flagged: false,
  exceptionRequestStatus: null,
  exceptionRequestType: null,
  eventId: null,
  acknowledgedAt: null,
  resolvedAt: null,
  slaDueAt: null,
  policyName: 'Watch AI prompts',
  policyVerdict: 'educate',
  hostname: 'MAC-ANA',
  username: 'ana@acme.example',
  source: 'Safari',
  destination: 'chat.example.com',
  egressChannel: 'paste into ai prompt',
  dataTypes: ['Source code'],
  contentCategory: 'Engineering',
  mipLabel: '',
  dataVolume: 2048,
  totalHitCount: 1,
  version: 1,
  details: {},
  commentCount: 0,
  event: null,
};

function related(sameUser: boolean, sameHost: boolean): RelatedIncident {
  return {
    id: 'r',
    created: '2026-11-19T10:00:00.000Z',
    title: 't',
    severity: 'low',
    status: 'open',
    policyVerdict: 'BLOCK',
    sameUser,
    sameHost,
  };
}

const NONE: RelatedCounts = { user: { all: 0, recent: 0 }, host: { all: 0, recent: 0 } };

describe('builtInSummary', () => {
  it('names the channel, severity and status as the console does', () => {
    const { summary } = builtInSummary({ incident: INCIDENT, related: [], counts: NONE });
    expect(summary).toContain('via Paste into AI prompt.');
    expect(summary).toContain('severity High, status In progress.');
  });

  it.each([
    ['CHALLENGE', 'Monitored'],
    ['BLOCK', 'Protected'],
    ['educate', 'Educate'],
    ['ALLOW', 'Allowed'],
  ])('names the verdict %s by the label map’s word, %s (SPEC §4)', (verdict, label) => {
    const { summary } = builtInSummary({
      incident: { ...INCIDENT, policyVerdict: verdict },
      related: [],
      counts: NONE,
    });
    expect(summary).toContain(`: verdict ${label},`);
    expect(summary).not.toMatch(/challenged|blocked/i);
  });

  it('counts other incidents as the drawer’s Related links do, and states the window of the recent ones', () => {
    const counts: RelatedCounts = { user: { all: 3, recent: 2 }, host: { all: 1, recent: 0 } };
    const { summary } = builtInSummary({ incident: INCIDENT, related: [], counts });
    expect(summary).toContain(
      'When this summary was written: 3 other incidents of this user (2 in the 30 days before this one) and ' +
        '1 other incident on this host (0 in the 30 days before this one).',
    );
    expect(summary).not.toContain('(s)');
    expect(builtInSummary({ incident: INCIDENT, related: [], counts: NONE }).summary).toContain(
      'no other incidents of this user and no other incidents on this host.',
    );
  });
});

describe('factSources', () => {
  it('lists related incidents in the console’s words, dated relative to the incident', () => {
    const sources = factSources({ incident: INCIDENT, related: [related(true, true)], counts: NONE });
    const source = sources.find((item) => item.kind === 'related-incident');
    expect(source).toMatchObject({
      label: 'Incident of the same user, 1 day before',
      value: 't (Low, Open, Protected)',
    });
  });
});
