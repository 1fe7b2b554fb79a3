import { formatExactTime, plural, whereItWent } from 'shared-contracts';
import type { ContentLineageStep } from 'shared-contracts';
import { Link, useLocation } from 'shared-ui/core';
import { EmptyState, LoadError, LoadingSkeleton, Tag, Timeline, Typography, VerdictTag } from 'shared-ui';
import type { TimelineProps } from 'shared-ui';
import type { EgressEventRef } from '../../common/egress-keys';
import { eventSearch } from '../../common/egress-link';
import { useContentLineage } from './api/get-content-lineage';

const named = (value: string) => (value ? value : 'the content');

/** What a step did, in a sentence. */
export function describeStep(step: ContentLineageStep): string {
  switch (step.kind) {
    case 'downloaded':
      return `Downloaded ${named(step.fileName)}${step.location ? ` from ${step.location}` : ''}`;
    case 'created':
      return `Created ${named(step.fileName)}${step.application ? ` in ${step.application}` : ''}`;
    case 'copied':
      return `Copied ${named(step.fileName)}${step.location ? ` to ${step.location}` : ''}`;
    case 'renamed':
      return `Renamed ${named(step.previousName)} to ${named(step.fileName)}`;
    case 'archived':
      return `Archived ${named(step.previousName)} into ${named(step.fileName)}`;
    case 'pasted':
      return `Pasted from ${named(step.previousName)} into ${named(step.fileName)}`;
    case 'egress': {
      const how = step.event ? whereItWent(step.event) : 'Left the organisation';
      return step.fileName ? `${how} (${step.fileName})` : how;
    }
  }
}

function who(step: ContentLineageStep): string {
  return [step.username, step.hostname && `on ${step.hostname}`, step.application && `with ${step.application}`]
    .filter(Boolean)
    .join(' ');
}

/** The content's name as a person knows it: the file name of this event, else the latest one the chain saw. */
function contentName(steps: readonly ContentLineageStep[]): string {
  const current = steps.find((step) => step.current && step.fileName);
  if (current) return current.fileName;
  return [...steps].reverse().find((step) => step.fileName)?.fileName ?? '';
}

/** A fingerprint's short form, as git shows a commit: its first 8 hex digits and an ellipsis. */
function shortFingerprint(fingerprint: string): string {
  return fingerprint.length > 8 ? `${fingerprint.slice(0, 8)}…` : fingerprint;
}

/** Per-file lineage: the event's content from where it was first seen to each egress, oldest first. */
export default function ContentLineageTimeline({ eventRef }: { eventRef: EgressEventRef }) {
  const { data, error, isLoading, mutate } = useContentLineage(eventRef);
  const location = useLocation();
  if (isLoading) return <LoadingSkeleton label="Loading the content lineage" rows={3} />;
  if (error || !data) {
    return <LoadError title="The content lineage could not be loaded." error={error} onRetry={() => void mutate()} />;
  }
  if (!data.fingerprint) return <EmptyState title="The agent sent no content fingerprint for this event." />;
  const items: TimelineProps['items'] = data.steps.map((step, index) => {
    const event = step.event;
    return {
      key: `${index}`,
      color: step.current ? 'red' : event ? 'orange' : 'blue',
      content: (
        <div data-testid="lineage-step">
          <Typography.Text type="secondary">
            {index === 0 ? 'First seen · ' : ''}
            {formatExactTime(step.occurred, { zone: true })}
          </Typography.Text>
          <div>
            {event && !step.current ? (
              <Link to={{ search: eventSearch(location.search, event) }}>{describeStep(step)}</Link>
            ) : (
              describeStep(step)
            )}{' '}
            {event ? <VerdictTag verdict={event.policyVerdict} /> : null}
            {step.current ? <Tag>This event</Tag> : null}
          </div>
          <Typography.Text type="secondary">{who(step)}</Typography.Text>
        </div>
      ),
    };
  });
  const name = contentName(data.steps);
  return (
    <section aria-label="Content lineage" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>Content lineage</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="lineage-summary">
        {data.totalSteps > data.steps.length
          ? `The first ${data.steps.length - 1} of ${data.totalSteps} steps and this event`
          : plural(data.totalSteps, 'step')}{' '}
        of {name ? <Typography.Text strong>{name}</Typography.Text> : 'the content'}
        {' · fingerprint '}
        {/* A short form to read; the whole hash on hover and copied by the button. */}
        <Typography.Text code copyable={{ text: data.fingerprint }} title={data.fingerprint}>
          {shortFingerprint(data.fingerprint)}
        </Typography.Text>
      </Typography.Paragraph>
      <Timeline items={items} />
    </section>
  );
}
