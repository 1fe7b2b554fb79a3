import { Alert, Input, Skeleton, Typography, Avatar, Button, describeError, Time, useShell } from 'shared-ui';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { INCIDENT_COMMENT_MAX_LENGTH } from 'shared-contracts';
import type { IncidentComment } from 'shared-contracts';
import type { IncidentRef } from '../../common/incident-keys';
import { useComments } from './api/get-comments';
import { PENDING_COMMENT_PREFIX, usePostComment } from './api/post-comment';

function CommentItem({ comment }: { comment: IncidentComment }) {
  const pending = comment.id.startsWith(PENDING_COMMENT_PREFIX);
  return (
    <li style={{ display: 'flex', gap: 10, opacity: pending ? 0.6 : 1 }} aria-busy={pending}>
      <Avatar name={comment.authorName} size="small" />
      <div style={{ minWidth: 0 }}>
        <div>
          <Typography.Text strong>{comment.authorName}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {pending ? 'Posting…' : <Time value={comment.created} relative />}
          </Typography.Text>
        </div>
        <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.message}</div>
      </div>
    </li>
  );
}

/** An incident's comment thread and the box to post one; a posted comment shows at once and is stored by the API. */
export function CommentThread({ incidentRef }: { incidentRef: IncidentRef }) {
  const { notify } = useShell();
  const comments = useComments(incidentRef);
  const post = usePostComment(incidentRef);
  const [text, setText] = useState('');
  const message = text.trim();

  const submit = async (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!message) return;
    setText('');
    try {
      await post(message);
    } catch (error) {
      setText(message);
      notify({ title: 'The comment was not posted', description: describeError(error), variant: 'destructive' });
    }
  };

  const list = comments.data?.comments ?? [];
  return (
    <section aria-label="Comments" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {`Comments (${list.length})`}
      </Typography.Title>
      {comments.error && !comments.data ? (
        <Alert
          type="error"
          showIcon
          title="The comments could not be loaded"
          description={describeError(comments.error)}
        />
      ) : null}
      {comments.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {comments.data && list.length === 0 ? <Typography.Text type="secondary">No comments yet.</Typography.Text> : null}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {list.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
      <form onSubmit={(event) => void submit(event)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Input.TextArea
          aria-label="New comment"
          placeholder="Add a comment"
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={INCIDENT_COMMENT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Ctrl+Enter (Cmd+Enter on a Mac) posts, as in the mail and chat tools analysts use; Enter alone is a new line.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
          }}
          aria-keyshortcuts="Control+Enter"
        />
        <div>
          <Button htmlType="submit" variant="primary" disabled={!message}>
            Post comment
          </Button>
        </div>
      </form>
    </section>
  );
}
