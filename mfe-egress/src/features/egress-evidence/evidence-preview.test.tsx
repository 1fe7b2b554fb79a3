import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { EvidencePreview as Preview } from 'shared-contracts';
import { ApiError } from 'shared-ui';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { EvidencePreview } from './evidence-preview';

const EVENT = { id: 'e-1', created: '2026-11-20T10:00:00.000Z' };
const PREVIEW: Preview = {
  fileName: 'customers.csv.excerpt.csv',
  contentType: 'text/csv',
  previewable: true,
  redacted: true,
  truncated: true,
  matches: 2,
  segments: [
    { text: 'line,data_type,match\r\n18,Credit card number,', match: null },
    { text: '•••• •••• •••• 4242', match: 'Credit card number' },
    { text: '\r\n23,Email address,', match: null },
    { text: '••••••@•••••••.com', match: 'Email address' },
    { text: '\n…\n', match: null },
  ],
};

function renderPreview(answer: () => unknown) {
  const fake = createFakeApi({ 'GET /evidence/preview': answer });
  const view = render(
    <TestShell shell={createTestShell({ api: fake.api, isTenantAdmin: false })}>
      <EvidencePreview eventRef={EVENT} />
    </TestShell>,
  );
  return { fake, view, region: () => screen.getByRole('region', { name: 'Matched content preview' }) };
}

describe('the evidence preview', () => {
  it('shows a skeleton while loading, then the text with each match marked and named, masked', async () => {
    let resolve: (preview: Preview) => void = () => undefined;
    const { fake, view, region } = renderPreview(() => new Promise<Preview>((done) => (resolve = done)));
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(region().querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(region()).queryByText(/No preview/)).not.toBeInTheDocument();
    await act(async () => resolve(PREVIEW));
    expect(await screen.findByLabelText('Preview of customers.csv.excerpt.csv')).toHaveTextContent(
      'line,data_type,match 18,Credit card number,Credit card number: •••• •••• •••• 4242',
    );
    const marks = [...view.container.querySelectorAll('mark')];
    expect(marks.map((mark) => [mark.title, mark.textContent])).toEqual([
      ['Credit card number', 'Credit card number: •••• •••• •••• 4242'],
      ['Email address', 'Email address: ••••••@•••••••.com'],
    ]);
    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(region().querySelector('.ant-skeleton')).toBeNull();
    expect(within(region()).getByText('2 matches marked, masked. Only the parts around the matches are shown.'));
    expect(fake.callsTo('GET', '/evidence/preview')[0]?.query).toEqual({ eventId: EVENT.id, created: EVENT.created });
  });

  it('says when the file type has no preview, with the next step', async () => {
    renderPreview(() => ({ ...PREVIEW, contentType: 'application/pdf', previewable: false, segments: [], matches: 0 }));
    expect(await screen.findByText('No preview for this file type')).toBeInTheDocument();
    expect(screen.getByText(/download the evidence to open it/)).toBeInTheDocument();
  });

  it('says when the file is empty', async () => {
    renderPreview(() => ({ ...PREVIEW, segments: [], matches: 0, truncated: false }));
    expect(await screen.findByText('The file is empty.')).toBeInTheDocument();
  });

  it('shows a failure readably and loads again on Retry', async () => {
    let calls = 0;
    const { view } = renderPreview(() => {
      calls += 1;
      if (calls === 1) throw new ApiError(503, 'Service Unavailable', 'The database is unreachable');
      return { ...PREVIEW, truncated: false, matches: 1, segments: PREVIEW.segments.slice(0, 2) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The preview could not be loaded');
    expect(alert).toHaveTextContent('The database is unreachable');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('1 match marked, masked.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.container.querySelectorAll('mark')).toHaveLength(1);
  });
});
