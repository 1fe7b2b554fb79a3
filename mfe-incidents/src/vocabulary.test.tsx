// Issue 33: every enumerated value the incidents page shows reads as the console's one vocabulary (VALUE_LABELS),
// never as the raw value the API sends: grid cells, the drawer's facts, and the filter options.
import { render } from '@testing-library/react';
import { EGRESS_CHANNELS, INCIDENT_FILTERS, INCIDENT_STATUSES, labelOf, SEVERITIES, VERDICTS } from 'shared-contracts';
import type { IncidentListItem } from 'shared-contracts';
import { IncidentFacts } from './features/incident-detail/incident-facts';
import { INCIDENT_COLUMNS } from './features/incident-list/incident-columns';
import { extendedIncident, incidentRow } from './testing/incident-fixtures';

function cellText(key: string, item: IncidentListItem): string {
  const column = INCIDENT_COLUMNS.find((candidate) => candidate.key === key);
  if (!column?.render) throw new Error(`the ${key} column shows the raw value`);
  return render(<>{column.render(item)}</>).container.textContent ?? '';
}

describe('the incidents page speaks the one vocabulary', () => {
  it.each(VERDICTS)('shows the verdict %s by its label in the grid and the drawer', (verdict) => {
    expect(cellText('policyVerdict', incidentRow({ policyVerdict: verdict }))).toBe(labelOf('verdict', verdict));
    const facts = render(<IncidentFacts incident={extendedIncident({ policyVerdict: verdict })} />).container;
    expect(facts.textContent).toContain(labelOf('verdict', verdict));
    if (labelOf('verdict', verdict) !== verdict) expect(facts.textContent).not.toContain(verdict);
  });

  it('shows CHALLENGE as Monitored and BLOCK as Protected (SPEC §4)', () => {
    expect(cellText('policyVerdict', incidentRow({ policyVerdict: 'CHALLENGE' }))).toBe('Monitored');
    expect(cellText('policyVerdict', incidentRow({ policyVerdict: 'BLOCK' }))).toBe('Protected');
  });

  it.each(SEVERITIES)('shows the severity %s by its label', (severity) => {
    expect(cellText('severity', incidentRow({ severity }))).toBe(labelOf('severity', severity));
  });

  it.each(INCIDENT_STATUSES)('shows the status %s by its label', (status) => {
    expect(cellText('status', incidentRow({ status }))).toBe(labelOf('incidentStatus', status));
  });

  it.each(EGRESS_CHANNELS)('shows the channel %s by its label, whatever its letter case', (channel) => {
    expect(cellText('egressChannel', incidentRow({ egressChannel: channel.toLowerCase() }))).toBe(channel);
    const facts = render(<IncidentFacts incident={extendedIncident({ egressChannel: channel.toLowerCase() })} />);
    expect(facts.container.textContent).toContain(`via ${channel}`);
  });

  it('labels every option of the fixed-list filters', () => {
    for (const filter of INCIDENT_FILTERS) {
      if (filter.kind !== 'options' || !('options' in filter.source)) continue;
      for (const option of filter.source.options) {
        expect(option.label).toMatch(/^[A-Z0-9]/);
        expect(option.label).not.toMatch(/_|^[A-Z]{4,}$/);
      }
    }
  });
});
