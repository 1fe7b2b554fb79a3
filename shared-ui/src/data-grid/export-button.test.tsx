import '../components/testing/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

function setup(download: (options: DownloadExportOptions) => Promise<DownloadedFile>) {
  const { api } = createFakeApi({});
  const apiDownload = jest.fn(
    async (_path: string, _query?: Query, _init?: { signal?: AbortSignal }) => ({}) as Response,
  );
  api.download = apiDownload;
  const { notify, toasts } = createFakeNotify();
  const save = jest.fn();
  render(
    <GridTestShell api={api} notify={notify} tenantId="t-acme">
      <ExportButton resource="incidents" query={QUERY} download={download} save={save} />
    </GridTestShell>,
  );
  return { toasts, save, apiDownload };
}

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
});
