import { act, fireEvent, render, screen } from '@testing-library/react';
import { NO_EVIDENCE } from 'shared-contracts';
import type { EvidenceInfo, Query } from 'shared-contracts';
import { ApiError } from 'shared-ui';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import EvidenceSection from './evidence-section';

const EVENT = { id: 'e-1', created: '2026-11-20T10:00:00.000Z' };
const SHA = 'ab12'.repeat(16);
const INFO: EvidenceInfo = {
  exists: true,
  fileName: 'customers.csv.excerpt.csv',
  contentType: 'text/csv',
  size: 2048,
  sha256: SHA,
  stored: '2026-11-20T10:01:00.000Z',
  expires: '2026-12-20T10:01:00.000Z',
  expired: false,
  downloadable: true,
};

/** A download answer as the shell's client gives it (jsdom has no fetch Response). */
function fileResponse(text: string, disposition: string): Response {
  const headers: Record<string, string> = {
    'content-disposition': disposition,
    'content-type': 'application/octet-stream',
  };
  return { headers: { get: (name: string) => headers[name] ?? null }, body: null, text: async () => text } as Response;
}

function renderSection(info: EvidenceInfo, download?: (path: string, query?: Query) => Promise<Response>) {
  const fake = createFakeApi({
    'GET /evidence/info': () => info,
    'GET /evidence/preview': () => ({
      fileName: info.fileName,
      contentType: info.contentType,
      previewable: true,
      redacted: true,
      truncated: false,
      matches: 1,
      segments: [
        { text: 'a,', match: null },
        { text: '•••• •••• •••• 4242', match: 'Credit card number' },
      ],
    }),
  });
  if (download) fake.api.download = jest.fn(download);
  render(
    <TestShell shell={createTestShell({ api: fake.api, isTenantAdmin: false })}>
      <EvidenceSection eventRef={EVENT} />
    </TestShell>,
  );
  return fake;
}

describe('the Evidence section', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:evidence');
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the evidence's name, size, hash and retention, and downloads it with the session under its name", async () => {
    const download = jest.fn(async () =>
      fileResponse('a,b\r\n', `attachment; filename="x"; filename*=UTF-8''customers.csv.excerpt.csv`),
    );
    const fake = renderSection(INFO, download);
    expect(await screen.findByText('customers.csv.excerpt.csv (text/csv)')).toBeInTheDocument();
    expect(screen.getByText('2.0 KB (2,048 bytes)')).toBeInTheDocument();
    expect(screen.getByText(SHA)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(screen.getByText('Kept until')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/evidence/info')[0]?.query).toEqual({ eventId: EVENT.id, created: EVENT.created });
    // The matched part is shown before any download.
    expect(await screen.findByLabelText('Preview of customers.csv.excerpt.csv')).toHaveTextContent(
      'a,Credit card number: •••• •••• •••• 4242',
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download evidence' })));
    expect(download).toHaveBeenCalledWith('/evidence/download', { eventId: EVENT.id, created: EVENT.created });
    expect(clicked).toEqual(['customers.csv.excerpt.csv']);
    expect(createObjectURL.mock.calls[0]![0].size).toBe(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the evidence was deleted after the retention period when the download is refused with 410', async () => {
    const fake = renderSection(INFO, async () => {
      throw new ApiError(410, 'Gone', 'The evidence is past its retention period');
    });
    const button = await screen.findByRole('button', { name: 'Download evidence' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The evidence was deleted after the retention period, so it can no longer be downloaded.',
    );
    expect(clicked).toEqual([]);
    // It asks the API again what there is now.
    expect(fake.callsTo('GET', '/evidence/info').length).toBeGreaterThanOrEqual(2);
  });

  it('shows any other failure readably', async () => {
    renderSection(INFO, async () => {
      throw new ApiError(503, 'Service Unavailable', 'The database is unreachable');
    });
    const button = await screen.findByRole('button', { name: 'Download evidence' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The evidence could not be downloaded. The database is unreachable',
    );
  });

  it('offers no download once the retention period is over', async () => {
    renderSection({ ...INFO, expired: true, downloadable: false });
    expect(await screen.findByText('Past retention')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('deleted after the retention period');
    expect(screen.queryByRole('button', { name: 'Download evidence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Matched content preview' })).not.toBeInTheDocument();
  });

  it('says when no evidence was kept', async () => {
    renderSection(NO_EVIDENCE);
    expect(await screen.findByText('No evidence was kept for this event.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download evidence' })).not.toBeInTheDocument();
  });
});
