import { Alert, Collapse, Drawer, Skeleton, Typography, ApiError, describeError, EmptyState, Time } from 'shared-ui';
import { useMemo } from 'react';
import type { OutboxMessage } from 'shared-contracts';
import { useOutbox } from './api/get-outbox';

/** Newest first (the API answers so already; kept here so the order never depends on it). */
function newestFirst(messages: readonly OutboxMessage[]): OutboxMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
}

/** The failure as a title and a sentence: the API's problem title and detail when it gave them. */
function describeLoadError(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && error.status !== 0 && error.detail) {
    return { title: error.title, description: describeError(error) };
  }
  return { title: 'The outbox could not be loaded', description: describeError(error) };
}

function MessageHeader({ message }: { message: OutboxMessage }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {`To ${message.to.join(', ')} · `}
        {'Queued '}
        <Time value={message.created} relative />
      </Typography.Text>
    </div>
  );
}

/** Props of the outbox drawer. */
export interface OutboxDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The tenant's outbox (Tenant Admin): the mail the API kept because no mail server is configured, newest first, each
 * message's recipients, subject and time, and its body on expand. Asked for each time the drawer opens.
 */
export function OutboxDrawer({ open, onClose }: OutboxDrawerProps) {
  const outbox = useOutbox(open);
  const messages = useMemo(() => newestFirst(outbox.data?.messages ?? []), [outbox.data]);
  const failure = outbox.error && !outbox.data ? describeLoadError(outbox.error) : undefined;
  return (
    <Drawer open={open} title="Outbox" size={640} onClose={onClose} destroyOnHidden>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Typography.Text type="secondary">
          Mail the console could not send because no mail server is configured, newest first.
        </Typography.Text>
        {failure ? <Alert type="error" showIcon title={failure.title} description={failure.description} /> : null}
        {!outbox.data && !outbox.error ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {outbox.data && messages.length === 0 ? (
          <EmptyState
            title="The outbox is empty"
            description="Summaries emailed while no mail server is configured are kept here."
          />
        ) : null}
        {messages.length > 0 ? (
          <Collapse
            aria-label="Outbox messages"
            items={messages.map((message) => ({
              key: message.id,
              label: <MessageHeader message={message} />,
              children: (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Typography.Paragraph>
              ),
            }))}
          />
        ) : null}
      </div>
    </Drawer>
  );
}
