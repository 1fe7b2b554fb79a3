import { plural } from 'shared-contracts';
import { Alert, Card, Skeleton, Tag, Time, Typography, describeError, useShell } from 'shared-ui';
import type { AiSprinkles } from 'shared-contracts';
import type { IncidentRef } from '../../common/incident-keys';
import { useAiSprinkles } from './api/get-ai-sprinkles';
import { EmailSummaryForm } from './email-summary-form';

function authorship(summary: AiSprinkles): string {
  return summary.generator === 'ai'
    ? `Written by the configured AI model (${summary.model}).`
    : `Written by the built-in summariser (${summary.model}) from the incident's own facts; no AI model is configured.`;
}

/** Props of the AI summary panel. */
export interface AiSummaryPanelProps {
  incidentRef: IncidentRef;
  /** The incident's version; a change asks for the new summary. */
  version: number;
}

/**
 * The AI summary of an incident (flag USE_AI_SPRINKLES_FOR_INCIDENTS): the summary and recommendations, who wrote it,
 * what it was drawn from, and with USE_SEND_EMAIL_FOR_AI_SPRINKLES the "Email summary" action.
 */
export function AiSummaryPanel({ incidentRef, version }: AiSummaryPanelProps) {
  const { flags } = useShell();
  const sprinkles = useAiSprinkles(incidentRef, version);
  if (!flags.USE_AI_SPRINKLES_FOR_INCIDENTS) return null;
  const summary = sprinkles.data?.aiSprinkles;
  return (
    <Card size="small" title="AI summary" aria-label="AI summary" role="region">
      {sprinkles.error ? (
        <Alert
          type="error"
          showIcon
          title="The summary could not be made"
          description={describeError(sprinkles.error)}
        />
      ) : null}
      {!summary && !sprinkles.error ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {summary ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{summary.summary}</Typography.Paragraph>
          {summary.recommendations.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Recommendations">
              {summary.recommendations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          <Typography.Text type="secondary">
            <Tag color={summary.generator === 'ai' ? 'purple' : 'default'}>
              {summary.generator === 'ai' ? 'AI model' : 'Built-in summariser'}
            </Tag>
            {authorship(summary)}
          </Typography.Text>
          {/* Its counts of other incidents are as of then; the drawer's Related links count now. */}
          <Typography.Text type="secondary" data-testid="summary-written">
            Written <Time value={summary.generated} zone />
          </Typography.Text>
          <details>
            <summary>{`Drawn from ${plural(summary.sources.length, 'fact')}`}</summary>
            <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }} aria-label="Sources">
              {summary.sources.map((source, index) => (
                <li key={`${source.kind}-${source.label}-${index}`}>
                  <Typography.Text type="secondary">{`${sourceKind(source.kind)} · `}</Typography.Text>
                  {`${source.label}: ${source.value}`}
                </li>
              ))}
            </ul>
          </details>
          {flags.USE_SEND_EMAIL_FOR_AI_SPRINKLES ? <EmailSummaryForm incidentRef={incidentRef} /> : null}
        </div>
      ) : null}
    </Card>
  );
}

function sourceKind(kind: AiSprinkles['sources'][number]['kind']): string {
  if (kind === 'incident') return 'Incident';
  if (kind === 'event') return 'Event';
  return 'Related incident';
}
