import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatBytes, formatNumber, matchingQuery, toQuery, plural } from 'shared-contracts';
import type { ListQuery, ListResourceName } from 'shared-contracts';
import { Button } from '../components/button';
import { useShell } from '../shell';
import { describeError } from './describe-error';
import { downloadExport, saveBlob } from './download-export';
import type { DownloadedFile } from './download-export';
import { readExportTimeZone, writeExportTimeZone } from './export-time-zone';
import { ExportTimeZonePicker } from './export-time-zone-picker';

/** Props of the export button. */
export interface ExportButtonProps {
  /** Path segment, such as 'incidents' (GET /incidents/export). */
  resource: ListResourceName;
  /** The list's query; search, cutoff, filters and sort are sent. */
  query: ListQuery;
  /** Name when the answer gives none; '<resource>.csv' by default. */
  fileName?: string;
  /** Disables it (such as when nothing matches). */
  disabled?: boolean;
  /** Injected in tests. */
  download?: typeof downloadExport;
  /** Injected in tests. */
  save?: (file: DownloadedFile) => void;
  /** The zones offered beside UTC and the browser's; every IANA zone the browser knows by default (tests). */
  timeZones?: readonly string[];
}

/**
 * Downloads the current filter as CSV (GET /<resource>/export), showing progress; a toast says when it starts and
 * when it is saved, with its rows and size; failures become a destructive toast. Beside it, the zone the file's times
 * are written in: UTC by default, the browser's zone or any IANA zone (remembered for the next export).
 */
export function ExportButton(props: ExportButtonProps) {
  const { resource, query, disabled, download = downloadExport } = props;
  const { api, notify } = useShell();
  const [bytes, setBytes] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const [timeZone, setTimeZone] = useState(readExportTimeZone);
  const chooseTimeZone = (zone: string) => {
    setTimeZone(zone);
    writeExportTimeZone(zone);
  };

  const run = async () => {
    controller.current = new AbortController();
    setBytes(0);
    notify({
      title: 'Export started',
      description: `The CSV downloads when every matching row is written. Times in ${timeZone}.`,
    });
    try {
      const exportQuery = { ...matchingQuery(query), sortColumn: query.sortColumn, sortOrder: query.sortOrder };
      const signal = controller.current.signal;
      const file = await download({
        request: () => api.download(`/${resource}/export`, { ...toQuery(exportQuery), timeZone }, { signal }),
        fallbackName: props.fileName ?? `${resource}.csv`,
        onProgress: setBytes,
      });
      (props.save ?? ((done: DownloadedFile) => saveBlob(done.blob, done.fileName)))(file);
      const rows = file.rows === undefined ? '' : `${plural(file.rows, 'row', formatNumber(file.rows))}, `;
      notify({
        variant: 'success',
        title: 'Export ready',
        description: `${file.fileName}: ${rows}${formatBytes(file.blob.size)}`,
      });
    } catch (error) {
      if (controller.current?.signal.aborted) return;
      notify({ variant: 'destructive', title: 'Export failed', description: describeError(error) });
    } finally {
      controller.current = null;
      setBytes(null);
    }
  };

  const running = bytes !== null;
  return (
    <Space.Compact className="console-export">
      <Button
        variant="outline"
        icon={<DownloadOutlined aria-hidden="true" />}
        disabled={disabled || running}
        aria-busy={running || undefined}
        title={`Times in ${timeZone}`}
        onClick={() => void run()}
      >
        {running ? `Exporting… ${formatBytes(bytes)}` : 'Export CSV'}
      </Button>
      <ExportTimeZonePicker value={timeZone} onChange={chooseTimeZone} disabled={running} timeZones={props.timeZones} />
    </Space.Compact>
  );
}
