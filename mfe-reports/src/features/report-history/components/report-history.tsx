import { formatBytes, formatExactTime, formatScheduledTime, labelOf } from 'shared-contracts';
import type { Report, ReportStatus } from 'shared-contracts';
import { Button, DisplayTable, Tag, Tooltip } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { useDownloadLink } from '../api/download-link';
import { useReports } from '../api/use-reports';

const STATUS_COLORS: Readonly<Record<ReportStatus, string>> = {
  queued: 'default',
  running: 'blue',
  ready: 'green',
  failed: 'red',
};

/** Props of {@link ReportHistory}. */
export interface ReportHistoryProps {
  templateId: string;
  /** The report the URL names, shown selected. */
  selectedReportId: string | undefined;
  onError: (error: unknown) => void;
}

/** A template's reports, newest first: status (the reason when failed), rows, size, times, and the download. */
export function ReportHistory({ templateId, selectedReportId, onError }: ReportHistoryProps) {
  const { data, isLoading } = useReports(templateId);
  const linkOf = useDownloadLink();
  const download = async (report: Report) => {
    // Opened at once (a click's new tab is not blocked), then pointed at the signed link.
    const tab = window.open('about:blank', '_blank');
    try {
      const url = await linkOf(templateId, report.id);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      onError(error);
    }
  };
  const columns: TableColumn<Report>[] = [
    { title: 'Slot', dataIndex: 'slot', render: (slot) => formatScheduledTime(slot, { zone: true }) },
    {
      title: 'Trigger',
      dataIndex: 'trigger',
      render: (trigger) => labelOf('reportTrigger', trigger),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status, report) => (
        <Tooltip title={report.error}>
          <Tag color={STATUS_COLORS[status]}>{labelOf('reportStatus', status)}</Tag>
        </Tooltip>
      ),
    },
    { title: 'Rows', dataIndex: 'rowCount' },
    { title: 'Size', dataIndex: 'sizeBytes', render: (size) => formatBytes(size) },
    { title: 'Started', dataIndex: 'started', render: (at) => (at ? formatExactTime(at, { zone: true }) : '—') },
    { title: 'Finished', dataIndex: 'finished', render: (at) => (at ? formatExactTime(at, { zone: true }) : '—') },
    {
      title: 'CSV',
      key: 'download',
      render: (_, report) => (
        <Button size="sm" variant="ghost" disabled={!report.available} onClick={() => void download(report)}>
          Download
        </Button>
      ),
    },
  ];
  return (
    <DisplayTable<Report>
      rowKey="id"
      size="small"
      loading={isLoading}
      rows={data?.reports ?? []}
      columns={columns}
      isSelected={(report) => report.id === selectedReportId}
    />
  );
}
