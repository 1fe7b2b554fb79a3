// Issue 33: every enumerated value the egress page shows reads as the console's one vocabulary (VALUE_LABELS): the
// grid's cells, the event drawer's facts and the verdict filter; and the drawer's wording slips stay fixed.
import { render } from '@testing-library/react';
import { EGRESS_CHANNELS, EGRESS_EVENT_VERDICTS, EGRESS_FILTERS, labelOf } from 'shared-contracts';
import type { ExtendedEgressEvent } from 'shared-contracts';
import { EgressEventFacts } from './features/egress-detail/egress-event-facts';
import { EGRESS_COLUMNS } from './features/egress-list/egress-columns';

function event(change: Partial<ExtendedEgressEvent> = {}): ExtendedEgressEvent {
  return {
    id: 'e-1',
    created: '2026-11-20T10:00:00.000Z',
    hostname: 'ACME-MAC-0001',
    username: 'ana.davis',
    source: 'Safari',
    destination: 'chat.example.com',
    destinationType: 'AI assistant',
    egressChannel: 'Paste into AI prompt',
    dataTypes: [],
    contentCategory: 'Engineering',
    mipLabel: '',
    dataVolume: 1024,
    totalHitCount: 1,
    policyName: 'Watch AI prompts',
    policyVerdict: 'CHALLENGE',
    fileName: '',
    device: {
      id: 'd-1',
      hostname: 'ACME-MAC-0001',
      operatingSystem: 'macOS',
      osVersion: 'macOS 15.3 Sequoia',
      lastActiveUser: 'ana',
    },
    process: 'Safari',
    filePath: null,
    url: null,
    policyId: null,
    matches: [{ dataType: 'Source code', count: 1, snippets: [] }],
    contentFingerprint: null,
    details: {},
    ...change,
  };
}

function cellText(key: string, row: ExtendedEgressEvent): string {
  const column = EGRESS_COLUMNS.find((candidate) => candidate.key === key);
  if (!column?.render) throw new Error(`the ${key} column shows the raw value`);
  return render(<>{column.render(row)}</>).container.textContent ?? '';
}

const factsText = (row: ExtendedEgressEvent) => render(<EgressEventFacts event={row} />).container.textContent ?? '';

describe('the egress page speaks the one vocabulary', () => {
  it.each(EGRESS_EVENT_VERDICTS)('shows the verdict %s by its label in the grid and the drawer', (verdict) => {
    expect(cellText('policyVerdict', event({ policyVerdict: verdict }))).toBe(labelOf('verdict', verdict));
    expect(factsText(event({ policyVerdict: verdict }))).toContain(labelOf('verdict', verdict));
  });

  it.each(EGRESS_CHANNELS)('shows the channel %s by its label, whatever its letter case', (channel) => {
    expect(cellText('egressChannel', event({ egressChannel: channel.toLowerCase() }))).toBe(channel);
    expect(factsText(event({ egressChannel: channel.toLowerCase() }))).toContain(`via ${channel}`);
  });

  it('labels every option of the verdict filter', () => {
    const verdicts = EGRESS_FILTERS.find((filter) => filter.key === 'policyVerdict');
    if (verdicts?.kind !== 'options' || !('options' in verdicts.source)) throw new Error('no verdict checklist');
    expect(verdicts.source.options.map((option) => option.label)).toEqual(
      EGRESS_EVENT_VERDICTS.map((verdict) => labelOf('verdict', verdict)),
    );
  });

  it('writes counts in the singular and the plural, names the system once and no empty MIP label', () => {
    const one = factsText(event());
    expect(one).toContain('1 hit');
    expect(one).not.toContain('1 hits');
    expect(one).toContain('(1 hit)');
    expect(one).toContain('(macOS 15.3 Sequoia)');
    expect(one).not.toContain('macOS macOS');
    expect(one).not.toContain('MIP label');
    expect(factsText(event({ totalHitCount: 3 }))).toContain('3 hits');
    expect(factsText(event({ mipLabel: 'Confidential' }))).toContain('Engineering, MIP label Confidential');
  });
});
