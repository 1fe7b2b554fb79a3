import './testing/setup-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useApiQuery } from '../cache/use-api-query';
import { createFakeApi, createTestShell, TestShell } from '../testing';
import { EmptyState } from './empty-state';
import { LoadState } from './load-state';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A list's name through LoadState, its answers resolved by hand. */
function ListName({ id }: { id: string }) {
  const { data, error, isLoading, mutate } = useApiQuery(
    '/lists/{id}',
    { path: { id } },
    { keepPreviousData: true, shouldRetryOnError: false },
  );
  return (
    <LoadState
      noun="list"
      data={data}
      error={error}
      stale={isLoading}
      onRetry={() => void mutate()}
      isEmpty={(answer) => answer.items.length === 0}
      empty={<EmptyState title="No items yet" />}
    >
      {(answer) => <p>{answer.list.name}</p>}
    </LoadState>
  );
}

function setup() {
  const answers: Deferred[] = [];
  const fake = createFakeApi({
    'GET /lists/l1': () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
    'GET /lists/l2': () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
  });
  const shell = createTestShell({ api: fake.api, tenantId: 't-1' });
  const view = (id: string) => (
    <TestShell shell={shell}>
      <ListName id={id} />
    </TestShell>
  );
  const utils = render(view('l1'));
  return { answers, rerender: (id: string) => utils.rerender(view(id)), container: utils.container };
}

const answer = (name: string, items: unknown[] = [{ value: 'a' }]) => ({
  list: { id: name, name, version: 1 },
  items,
});

describe('LoadState', () => {
  it('shows a skeleton while loading, then the content, dimmed while the next answer loads', async () => {
    const { answers, rerender, container } = setup();
    expect(screen.getByRole('status', { name: 'Loading list' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!.resolve(answer('Blocked domains')));
    expect(await screen.findByText('Blocked domains')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading list' })).toBeNull();
    expect(container.querySelector('.console-stale')).toBeNull();

    rerender('l2');
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(screen.getByText('Blocked domains').closest('.console-stale')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answers[1]!.resolve(answer('Allowed hosts')));
    expect(await screen.findByText('Allowed hosts')).toBeInTheDocument();
    expect(container.querySelector('.console-stale')).toBeNull();
  });

  it("shows the kit's empty state when the answer has nothing", async () => {
    const { answers } = setup();
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!.resolve(answer('Blocked domains', [])));
    expect(await screen.findByRole('region', { name: 'No items yet' })).toBeInTheDocument();
    expect(screen.getByTestId('empty-state-illustration')).toBeInTheDocument();
  });

  it('shows an error with the readable message and Retry, which loads again', async () => {
    const { answers } = setup();
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!.reject(new Error('The API took too long.')));
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The API took too long.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.resolve(answer('Blocked domains')));
    expect(await screen.findByText('Blocked domains')).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded')).toBeNull();
  });
});
