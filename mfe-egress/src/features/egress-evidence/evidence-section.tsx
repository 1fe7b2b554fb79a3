import { useState } from 'react';
import { formatBytes, formatExactTime, formatNumber } from 'shared-contracts';
import type { EvidenceInfo } from 'shared-contracts';
import { Alert, Button, Descriptions, Skeleton, Tag, Typography, describeError, useShell } from 'shared-ui';
import type { DescriptionsProps } from 'shared-ui';
import type { EgressEventRef } from '../../common/egress-keys';
import { describeDownloadError, downloadEvidence } from './api/download-evidence';
import { useEvidenceInfo } from './api/get-evidence-info';
import { EvidencePreview } from './evidence-preview';

/** Props of EvidenceSection. */
export interface EvidenceSectionProps {
  eventRef: EgressEventRef;
}

function evidenceItems(info: EvidenceInfo): DescriptionsProps['items'] {
  return [
    { key: 'file', label: 'File', children: `${info.fileName ?? '—'} (${info.contentType ?? 'unknown type'})` },
    {
      key: 'size',
      label: 'Size',
      children: info.size === null ? '—' : `${formatBytes(info.size)} (${formatNumber(info.size)} bytes)`,
    },
    {
      key: 'sha256',
      label: 'SHA-256',
      children: info.sha256 ? (
        <Typography.Text code copyable={{ text: info.sha256 }} style={{ wordBreak: 'break-all' }}>
          {info.sha256}
        </Typography.Text>
      ) : (
        '—'
      ),
    },
    { key: 'stored', label: 'Stored', children: info.stored ? formatExactTime(info.stored, { zone: true }) : '—' },
    {
      key: 'expires',
      label: info.expired ? 'Expired' : 'Kept until',
      children: (
        <>
          {info.expires ? formatExactTime(info.expires, { zone: true }) : '—'}{' '}
          {info.expired ? <Tag>Past retention</Tag> : null}
        </>
      ),
    },
  ];
}

/**
 * The Evidence section of the event drawer: whether the event's content was kept, its name, size and sha256, until
 * when it is kept, a preview of its matched part, and its download (fetched with the session, audited by the API).
 */
export default function EvidenceSection({ eventRef }: EvidenceSectionProps) {
  const { api } = useShell();
  const { data, error, isLoading, mutate } = useEvidenceInfo(eventRef);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadEvidence(api, eventRef);
    } catch (caught) {
      setFailure(describeDownloadError(caught));
      // A refusal may mean it expired or went meanwhile: show what the API says now.
      void mutate();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-label="Evidence" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>Evidence</Typography.Title>
      {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {error ? (
        <Alert type="error" showIcon title={`The evidence could not be loaded. ${describeError(error)}`} />
      ) : null}
      {data && !data.exists ? (
        <Typography.Paragraph type="secondary">No evidence was kept for this event.</Typography.Paragraph>
      ) : null}
      {data?.exists ? (
        <>
          <Descriptions size="small" column={1} bordered items={evidenceItems(data)} />
          {data.expired ? (
            <Alert
              style={{ marginTop: 8 }}
              type="info"
              showIcon
              title="The evidence was deleted after the retention period, so it can no longer be downloaded."
            />
          ) : (
            <>
              <EvidencePreview eventRef={eventRef} />
              <Button style={{ marginTop: 8 }} variant="outline" loading={downloading} onClick={() => void download()}>
                Download evidence
              </Button>
            </>
          )}
        </>
      ) : null}
      {failure ? <Alert style={{ marginTop: 8 }} type="error" showIcon title={failure} /> : null}
    </section>
  );
}
