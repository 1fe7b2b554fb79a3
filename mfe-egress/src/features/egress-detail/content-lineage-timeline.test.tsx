import { fireEvent, render, screen } from '@testing-library/react';
import type { ContentLineage, ContentLineageStep } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import ContentLineageTimeline, { describeStep } from './content-lineage-timeline';

const FINGERPRINT = 'ab'.repeat(32);
const EVENT = { id: 'e-2', created: '2026-11-20T10:00:00.000Z' };

const step = (overrides: Partial<ContentLineageStep>): ContentLineageStep => ({
  kind: 'copied',
  occurred: '2026-11-20T08:00:00.000Z',
  hostname: 'mac-ana',
  username: 'ana.lee',
  application: 'explorer.exe',
  fileName: 'customers.csv',
  previousName: '',
  location: '',
  event: null,
  current: false,
  ...overrides,
});

const egress = (id: string, created: string, current: boolean) =>
  step({
    kind: 'egress',
    occurred: created,
    application: 'chrome.exe',
    event: { id, created, egressChannel: 'File upload', destination: 'dropbox.com', policyVerdict: 'BLOCK' },
    current,
  });

const CHAIN: ContentLineage = {
  fingerprint: FINGERPRINT,
  totalSteps: 4,
  steps: [
    step({ kind: 'downloaded', fileName: 'export.csv', location: 'https://acme.my.salesforce.com/reports' }),
    step({ kind: 'renamed', previousName: 'export.csv', occurred: '2026-11-20T08:02:00.000Z' }),
    egress('e-1', '2026-11-20T09:00:00.000Z', false),
    egress(EVENT.id, EVENT.created, true),
  ],
};

function renderTimeline(lineage: ContentLineage) {
  const fake = createFakeApi({ [`GET /egress-events/${EVENT.id}/lineage`]: () => lineage });
  render(
    <TestShell shell={createTestShell({ api: fake.api })} url="/egress?egressChannel=File%20upload">
      <ContentLineageTimeline eventRef={EVENT} />
    </TestShell>,
  );
  return fake;
}

describe('the content lineage timeline', () => {
  it('shows the chain oldest first, marks this event and opens another egress of the same content', async () => {
    const fake = renderTimeline(CHAIN);
    const steps = await screen.findAllByTestId('lineage-step');
    expect(steps.map((item) => item.textContent)).toEqual([
      expect.stringContaining('First seen'),
      expect.stringContaining('Renamed export.csv to customers.csv'),
      expect.stringContaining('dropbox.com via File upload (customers.csv)'),
      expect.stringContaining('This event'),
    ]);
    expect(steps[0]).toHaveTextContent('Downloaded export.csv from https://acme.my.salesforce.com/reports');
    expect(steps[0]).toHaveTextContent('ana.lee on mac-ana with explorer.exe');
    // A drawer's times name their zone, as the event's own time does.
    for (const item of steps) expect(item).toHaveTextContent(/\d\d:\d\d:\d\d [AP]M (UTC|GMT[+-]\d+|[A-Z]{3,5})/);
    expect(screen.getByText('4 steps', { exact: false })).toBeInTheDocument();
    expect(fake.callsTo('GET', `/egress-events/${EVENT.id}/lineage`)[0]?.query).toEqual({ created: EVENT.created });

    fireEvent.click(screen.getByRole('link', { name: 'dropbox.com via File upload (customers.csv)' }));
    const location = screen.getByTestId('location').textContent ?? '';
    const params = new URLSearchParams(location.slice(location.indexOf('?')));
    expect(params.get('event')).toBe('e-1');
    expect(params.get('created')).toBe('2026-11-20T09:00:00.000Z');
    expect(params.get('egressChannel')).toBe('File upload');
  });

  it('names the content by its file name, the hash in a short form with the whole on hover and copy', async () => {
    renderTimeline(CHAIN);
    const summary = await screen.findByTestId('lineage-summary');
    expect(summary).toHaveTextContent('4 steps of customers.csv · fingerprint abababab…');
    expect(summary).not.toHaveTextContent(FINGERPRINT);
    expect(screen.getByText('abababab…').closest('[title]')).toHaveAttribute('title', FINGERPRINT);
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
  });

  it('says so when a long chain is cut', async () => {
    renderTimeline({ ...CHAIN, totalSteps: 250 });
    expect(await screen.findByText('The first 3 of 250 steps and this event', { exact: false })).toBeInTheDocument();
  });

  it('says the agent sent no fingerprint', async () => {
    renderTimeline({ fingerprint: null, steps: [], totalSteps: 0 });
    expect(await screen.findByText('The agent sent no content fingerprint for this event.')).toBeInTheDocument();
  });

  it('describes every kind of step', () => {
    expect(describeStep(step({ kind: 'created', fileName: 'plan.xlsx', application: 'EXCEL.EXE' }))).toBe(
      'Created plan.xlsx in EXCEL.EXE',
    );
    expect(describeStep(step({ kind: 'archived', previousName: 'plan.xlsx', fileName: 'plan.zip' }))).toBe(
      'Archived plan.xlsx into plan.zip',
    );
    expect(describeStep(step({ kind: 'pasted', previousName: 'plan.xlsx', fileName: 'notes.txt' }))).toBe(
      'Pasted from plan.xlsx into notes.txt',
    );
    expect(describeStep(step({ kind: 'copied', location: '/Users/ana/Desktop' }))).toBe(
      'Copied customers.csv to /Users/ana/Desktop',
    );
    expect(describeStep({ ...egress('e', EVENT.created, false), fileName: '' })).toBe('dropbox.com via File upload');
  });
});
