import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createFakeApi, createFakeNotify, IncidentsTestShell } from '../../testing/incidents-test-shell';
import { CommentThread } from './comment-thread';

const REF = { id: 'inc-1', created: '2026-11-20T10:00:00.000Z' };
const PATH = '/incidents/inc-1/comments';
const STORED = {
  id: 'c-1',
  created: '2026-11-20T11:00:00.000Z',
  authorId: 'u-9',
  authorName: 'Bo Analyst',
  message: 'Looked at it',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderThread(post: () => unknown) {
  const fake = createFakeApi({ [`GET ${PATH}`]: () => ({ comments: [STORED] }), [`POST ${PATH}`]: post });
  const { notify, toasts } = createFakeNotify();
  render(
    <IncidentsTestShell api={fake.api} notify={notify}>
      <CommentThread incidentRef={REF} />
    </IncidentsTestShell>,
  );
  return { fake, toasts };
}

async function typeAndPost(text: string) {
  fireEvent.change(await screen.findByLabelText('New comment'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
}

describe('CommentThread', () => {
  it('lists the thread and shows a posted comment at once, then the stored one', async () => {
    const answer = deferred<unknown>();
    const { fake } = renderThread(() => answer.promise);
    expect(await screen.findByText('Looked at it')).toBeInTheDocument();
    await typeAndPost('  Escalating to legal ');
    // Shown before the API answered, marked as posting.
    expect(await screen.findByText('Escalating to legal')).toBeInTheDocument();
    expect(screen.getByText('Posting…')).toBeInTheDocument();
    expect(fake.callsTo('POST', PATH)[0]).toMatchObject({
      body: { message: 'Escalating to legal' },
      query: { created: REF.created },
    });
    answer.resolve({ ...STORED, id: 'c-2', message: 'Escalating to legal' });
    await waitFor(() => expect(screen.queryByText('Posting…')).not.toBeInTheDocument());
    expect(screen.getByText('Escalating to legal')).toBeInTheDocument();
    expect(screen.getByText('Comments (2)')).toBeInTheDocument();
  });

  it('takes a failed comment back, keeps the text and says why', async () => {
    const { toasts } = renderThread(() => Promise.reject(new Error('The incident is locked')));
    await screen.findByText('Looked at it');
    await typeAndPost('Will not stick');
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'The comment was not posted',
          description: 'The incident is locked',
          variant: 'destructive',
        }),
      ]),
    );
    expect(screen.getByText('Comments (1)')).toBeInTheDocument();
    expect(screen.getByLabelText('New comment')).toHaveValue('Will not stick');
  });

  it('posts with Ctrl+Enter (or Cmd+Enter); Enter alone posts nothing', async () => {
    const { fake } = renderThread(() => ({ ...STORED, id: 'c-2', message: 'Escalating' }));
    const box = await screen.findByLabelText('New comment');
    fireEvent.change(box, { target: { value: 'Escalating' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(fake.callsTo('POST', PATH)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fake.callsTo('POST', PATH)).toHaveLength(1));
    expect(fake.callsTo('POST', PATH)[0]).toMatchObject({ body: { message: 'Escalating' } });
    fireEvent.change(box, { target: { value: 'Legal informed' } });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(fake.callsTo('POST', PATH)).toHaveLength(2));
  });

  it('does not post blank comments', async () => {
    renderThread(() => undefined);
    fireEvent.change(await screen.findByLabelText('New comment'), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
  });
});
