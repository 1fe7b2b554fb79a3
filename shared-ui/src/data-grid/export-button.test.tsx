import '../components/testing/setup-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Query } from 'shared-contracts';
import { ApiError } from '../shell';
import type { DownloadExportOptions, DownloadedFile } from './download-export';
import { ExportButton } from './export-button';
import { createFakeApi, createFakeNotify, GridTestShell } from './testing/grid-test-shell';

const QUERY = {
  pageSize: 100,
  sortColumn: 'created',
  sortOrder: 'desc' as const,
  nextToken: 'page-3',
  cutoff: '2026-01-01T00:00:00.000Z',
  filters: { severity: { kind: 'options' as const, values: ['high', 'low'] } },
};

function setup(download: (options: DownloadExportOptions) => Promise<DownloadedFile>, timeZones?: string[]) {
  const { api } = createFakeApi({});
  const apiDownload = jest.fn(
    async (_path: string, _query?: Query, _init?: { signal?: AbortSignal }) => ({}) as Response,
  );
  api.download = apiDownload;
  const { notify, toasts } = createFakeNotify();
  const save = jest.fn();
  render(
    <GridTestShell api={api} notify={notify} tenantId="t-acme">
      <ExportButton resource="incidents" query={QUERY} download={download} save={save} timeZones={timeZones} />
    </GridTestShell>,
  );
  return { toasts, save, apiDownload };
}

beforeEach(() => localStorage.clear());

describe('ExportButton', () => {
  it('downloads the current filter with the session and tenant, showing progress while it runs', async () => {
    let finish: (file: DownloadedFile) => void = () => undefined;
    const download = jest.fn(
      (options: DownloadExportOptions) =>
        new Promise<DownloadedFile>((resolve) => {
          options.onProgress?.(3 * 1_048_576);
          finish = resolve;
        }),
    );
    const { save, apiDownload, toasts } = setup(download);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Export CSV/ })));
    const options = download.mock.calls[0]![0];
    await options.request();
    const [path, query, init] = apiDownload.mock.calls[0]!;
    expect(path).toBe('/incidents/export');
    expect(query).toEqual({
      sortColumn: 'created',
      sortOrder: 'desc',
      cutoff: '2026-01-01T00:00:00.000Z',
      severity: ['high', 'low'],
      timeZone: 'UTC',
    });
    expect(query).not.toHaveProperty('nextToken');
    expect(query).not.toHaveProperty('pageSize');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const busy = screen.getByRole('button', { name: /Exporting… 3.0 MB/ });
    expect(busy).toBeDisabled();
    expect(toasts).toEqual([expect.objectContaining({ title: 'Export started' })]);
    const file = { blob: new Blob(['a'.repeat(2048)]), fileName: 'incidents.csv', rows: 1234 };
    await act(async () => finish(file));
    expect(save).toHaveBeenCalledWith(file);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
    expect(toasts.at(-1)).toEqual({
      variant: 'success',
      title: 'Export ready',
      description: 'incidents.csv: 1,234 rows, 2.0 KB',
    });
  });

  it('reports a failure as a destructive toast', async () => {
    const { toasts, save } = setup(async () => {
      throw new ApiError(400, 'Bad Request', 'severity: unknown value');
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Export CSV/ })));
    expect(toasts.at(-1)).toEqual({
      variant: 'destructive',
      title: 'Export failed',
      description: 'severity: unknown value',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('writes times in the zone chosen beside it, UTC until one is, and remembers the choice', async () => {
    const file = { blob: new Blob(['x']), fileName: 'incidents.csv' };
    const download = jest.fn(async (options: DownloadExportOptions) => {
      await options.request();
      return file;
    });
    const { apiDownload } = setup(download, ['America/St_Johns', 'Europe/Paris']);
    const trigger = screen.getByRole('button', { name: 'Time zone of the export: UTC' });
    await act(async () => fireEvent.click(trigger));
    const zone = await screen.findByRole('combobox', { name: 'Time zone of the export' });
    await waitFor(() => expect(zone).toHaveFocus());
    fireEvent.change(zone, { target: { value: 'Paris' } });
    await act(async () => fireEvent.click(await screen.findByTitle('Europe/Paris')));
    const chosen = screen.getByRole('button', { name: 'Time zone of the export: Europe/Paris' });
    expect(chosen).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Export CSV/ })));
    expect(apiDownload.mock.calls[0]![1]).toMatchObject({ timeZone: 'Europe/Paris' });
    expect(screen.getByRole('button', { name: /Export CSV/ })).toHaveAttribute('title', 'Times in Europe/Paris');

    // A new page starts from the zone chosen last.
    cleanup();
    const again = setup(download, ['America/St_Johns', 'Europe/Paris']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Export CSV/ })));
    expect(again.apiDownload.mock.calls[0]![1]).toMatchObject({ timeZone: 'Europe/Paris' });
  });

  it('closes the zone picker on Escape, giving focus back to its button', async () => {
    setup(async () => ({ blob: new Blob(['x']), fileName: 'incidents.csv' }), ['Europe/Paris']);
    const trigger = screen.getByRole('button', { name: 'Time zone of the export: UTC' });
    await act(async () => fireEvent.click(trigger));
    const zone = await screen.findByRole('combobox', { name: 'Time zone of the export' });
    await waitFor(() => expect(zone).toHaveFocus());
    await act(async () => fireEvent.keyDown(zone, { key: 'Escape' }));
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: 'Time zone of the export' })).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Time zone of the export: UTC');
  });
});
