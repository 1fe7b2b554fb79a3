import { plural } from 'shared-contracts';
import type { EvidencePreview as Preview } from 'shared-contracts';
import { Alert, Button, EmptyState, Skeleton, Typography, describeError } from 'shared-ui';
import type { EgressEventRef } from '../../common/egress-keys';
import { useEvidencePreview } from './api/get-evidence-preview';

/** Props of EvidencePreview. */
export interface EvidencePreviewProps {
  eventRef: EgressEventRef;
}

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** What the preview shows, in a line: the matches marked, whether masked, whether only part of the file. */
function summaryOf(preview: Preview): string {
  const matches = plural(preview.matches, { one: 'match', other: 'matches' });
  const masked = preview.redacted && preview.matches > 0 ? ', masked' : '';
  const part = preview.truncated ? ' Only the parts around the matches are shown.' : '';
  return `${matches} marked${masked}.${part}`;
}

/**
 * The in-page preview of an event's evidence, before any download: the matched part of the file as text, each match
 * in a <mark> named by its data type (for screen readers too), masked as the tenant redacts snippets. A file that is
 * not text has none; loading, failure (with Retry) and an empty file each say so.
 */
export function EvidencePreview({ eventRef }: EvidencePreviewProps) {
  const { data, error, isLoading, mutate } = useEvidencePreview(eventRef);
  return (
    <section aria-label="Matched content preview" aria-busy={isLoading} style={{ marginTop: 12 }}>
      <Typography.Text strong>Preview</Typography.Text>
      {isLoading ? <Skeleton active title={false} paragraph={{ rows: 3 }} /> : null}
      {error && !isLoading ? (
        <Alert
          type="error"
          showIcon
          title="The preview could not be loaded"
          description={describeError(error)}
          action={
            <Button size="sm" variant="outline" onClick={() => void mutate()}>
              Retry
            </Button>
          }
        />
      ) : null}
      {data && !error && !data.previewable ? (
        <EmptyState
          title="No preview for this file type"
          description={`${data.contentType} is not shown as text: download the evidence to open it.`}
        />
      ) : null}
      {data && !error && data.previewable && data.segments.length === 0 ? (
        <Typography.Paragraph type="secondary">The file is empty.</Typography.Paragraph>
      ) : null}
      {data && !error && data.previewable && data.segments.length > 0 ? (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {summaryOf(data)}
          </Typography.Paragraph>
          <pre
            aria-label={`Preview of ${data.fileName}`}
            style={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontSize: 12,
              padding: 8,
              margin: 0,
              border: '1px solid rgba(0, 0, 0, 0.15)',
              borderRadius: 4,
            }}
          >
            {data.segments.map((segment, index) =>
              segment.match === null ? (
                segment.text
              ) : (
                <mark key={index} title={segment.match}>
                  <span style={hidden}>{`${segment.match}: `}</span>
                  {segment.text}
                </mark>
              ),
            )}
          </pre>
        </>
      ) : null}
    </section>
  );
}
