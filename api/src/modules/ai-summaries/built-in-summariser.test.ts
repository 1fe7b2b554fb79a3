import type { ExtendedIncident } from 'shared-contracts';
import { builtInSummary } from './built-in-summariser';
import type { RelatedIncident } from './summary-facts';

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

describe('builtInSummary', () => {
  it('names the channel, severity and status as the console does', () => {
    const { summary } = builtInSummary({ incident: INCIDENT, related: [] });
    expect(summary).toContain('via Paste into AI prompt.');
    expect(summary).toContain('severity High, status In progress.');
  });

  it('counts other incidents in the singular and the plural', () => {
    expect(builtInSummary({ incident: INCIDENT, related: [related(true, true)] }).summary).toContain(
      ': 1 other incident of this user',
    );
    const two = builtInSummary({ incident: INCIDENT, related: [related(true, true), related(true, false)] });
    expect(two.summary).toContain(': 2 other incidents of this user');
    expect(two.summary).not.toContain('(s)');
  });
});
