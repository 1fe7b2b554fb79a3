import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ListDetail, ListSummary } from 'shared-contracts';
import { ApiError } from 'shared-ui';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import type { FakeHandler } from 'shared-ui/testing';
import { ListsGrid } from './lists-grid';

const LIST: ListSummary = {
  id: 'l-1',
  name: 'Blocked sites',
  description: 'File sharing',
  listType: 'block',
  entityType: 'domain',
  itemCount: 3,
  created: '2026-11-01T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
  version: 4,
};
const USERS: ListSummary = { ...LIST, id: 'l-2', name: 'Executives', entityType: 'user', itemCount: 0 };

const detail = (list: ListSummary, values: string[]): ListDetail => ({
  list,
  items: values.map((value, n) => ({ id: `i-${n}`, value, created: list.created })),
  matchingItems: values.length,
  nextToken: null,
});

function renderGrid(routes: Record<string, FakeHandler> = {}, isTenantAdmin = true) {
  const fake = createFakeApi({
    'GET /lists': () => ({ lists: [LIST, USERS] }),
    'GET /lists/l-1': () => detail(LIST, ['a.example', 'b.example', 'c.example']),
    'GET /lists/l-2': () => detail(USERS, []),
    ...routes,
  });
  render(
    <TestShell shell={createTestShell({ api: fake.api, isTenantAdmin })} url="/settings/lists">
      <ListsGrid />
    </TestShell>,
  );
  return fake;
}

async function openList(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('ListsGrid', () => {
  it('shows the lists and filters them by entity type and search on the server', async () => {
    const fake = renderGrid();
    expect(await screen.findByText('Blocked sites')).toBeInTheDocument();
    expect(screen.getByText('Executives')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Users' }));
    await waitFor(() => expect(fake.callsTo('GET', '/lists').at(-1)?.query).toEqual({ entityType: 'user' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lists' }), { target: { value: 'exec' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search lists' }), { key: 'Enter' });
    await waitFor(() =>
      expect(fake.callsTo('GET', '/lists').at(-1)?.query).toEqual({ entityType: 'user', search: 'exec' }),
    );
  });

  it('saves pasted, deleted and modified items and a new name together in one PATCH', async () => {
    const fake = renderGrid({ 'PATCH /lists/l-1': () => ({ ...LIST, version: 5 }) });
    const drawer = await openList('Blocked sites');
    expect(await within(drawer).findByText('b.example')).toBeInTheDocument();
    const paste = within(drawer).getByLabelText('Items to add, one per line');
    fireEvent.change(paste, { target: { value: 'new.example\n\nNEW.example\nnot a domain\nz.example' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add items' }));
    expect(within(drawer).getByText("Line 4: 'not a domain' is not a domain")).toBeInTheDocument();
    expect(paste).toHaveValue('not a domain');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete a.example' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Edit c.example' }));
    const edit = within(drawer).getByLabelText('New value of c.example');
    fireEvent.change(edit, { target: { value: 'nope nope' } });
    fireEvent.keyDown(edit, { key: 'Enter' });
    fireEvent.keyUp(edit, { key: 'Enter' });
    expect(within(drawer).getByText("'nope nope' is not a domain")).toBeInTheDocument();
    const retry = within(drawer).getByLabelText('New value of c.example');
    fireEvent.change(retry, { target: { value: 'C2.example' } });
    fireEvent.keyDown(retry, { key: 'Enter' });
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Blocked sites 2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /^Save \(5 changes\)/ }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/lists/l-1')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/lists/l-1')[0]?.body).toEqual({
      name: 'Blocked sites 2',
      newItems: ['new.example', 'z.example'],
      deleteItems: ['a.example'],
      modifyItems: [{ from: 'c.example', to: 'c2.example' }],
      version: 4,
    });
  });

  it('explains a 412 in words, reloads the list and keeps the unsaved changes', async () => {
    const stale = new ApiError(412, 'Precondition Failed', 'The list changed since version 4');
    const fake = renderGrid({
      'PATCH /lists/l-1': () => {
        throw stale;
      },
    });
    const drawer = await openList('Blocked sites');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Delete b.example' }));
    const loads = fake.callsTo('GET', '/lists/l-1').length;
    fireEvent.click(within(drawer).getByRole('button', { name: /^Save/ }));
    expect(await within(drawer).findByText(/Someone else changed this list/)).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', '/lists/l-1').length).toBeGreaterThan(loads));
    expect(within(drawer).getByRole('button', { name: /^Save \(1 changes\)/ })).toBeEnabled();
  });

  it('asks before deleting, naming the list: Cancel changes nothing, OK sends the delete', async () => {
    const fake = renderGrid({ 'DELETE /lists/l-1': () => undefined });
    const drawer = await openList('Blocked sites');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete list' }));
    const popover = (await screen.findByText('Delete the list "Blocked sites"?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popover).toHaveClass('ant-popover-hidden'));
    expect(fake.callsTo('DELETE', '/lists/l-1')).toHaveLength(0);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(popover).not.toHaveClass('ant-popover-hidden'));
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.callsTo('DELETE', '/lists/l-1')).toHaveLength(1));
  });

  it('deletes after confirmation, and shows the policies that use a list when the API refuses (409)', async () => {
    const inUse = new ApiError(409, 'Conflict', 'The list is used by the policy "Block uploads"', [
      { field: 'p-1', message: 'Block uploads' },
    ]);
    const fake = renderGrid({
      'DELETE /lists/l-1': () => {
        throw inUse;
      },
    });
    const drawer = await openList('Blocked sites');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete list' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await within(drawer).findByText(/policies use it/)).toBeInTheDocument();
    expect(within(drawer).getByText('Block uploads')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/lists/l-1')[0]?.query).toEqual({ version: 4 });
  });

  it('creates a list with its pasted items in one POST', async () => {
    const created = { ...LIST, id: 'l-9', name: 'Fresh', itemCount: 2 };
    const fake = renderGrid({
      'POST /lists': () => created,
      'GET /lists/l-9': () => detail(created, ['x.example', 'y.example']),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New list' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Fresh' } });
    fireEvent.change(within(drawer).getByLabelText('Items to add, one per line'), {
      target: { value: 'x.example\ny.example\nx.example' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add items' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(fake.callsTo('POST', '/lists')).toHaveLength(1));
    expect(fake.callsTo('POST', '/lists')[0]?.body).toEqual({
      name: 'Fresh',
      listType: 'block',
      entityType: 'domain',
      newItems: ['x.example', 'y.example'],
    });
    expect(await screen.findByText('2 saved items')).toBeInTheDocument();
  });

  it('shows new items a page at a time, the rest found by search', async () => {
    renderGrid();
    fireEvent.click(await screen.findByRole('button', { name: 'New list' }));
    const drawer = await screen.findByRole('dialog');
    const lines = Array.from({ length: 150 }, (_, n) => `n-${String(n).padStart(3, '0')}.example`);
    fireEvent.change(within(drawer).getByLabelText('Items to add, one per line'), {
      target: { value: lines.join('\n') },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add items' }));
    expect(within(drawer).getByText(/The first 100 of 150 new items are shown/)).toBeInTheDocument();
    expect(within(drawer).getByText('n-099.example')).toBeInTheDocument();
    expect(within(drawer).queryByText('n-100.example')).toBeNull();
  });

  it('offers the users-and-groups picker with its Add button on a user list', async () => {
    const fake = renderGrid({
      'GET /lists/users': () => ({
        usersAndGroups: [{ id: 'u-7', name: 'Ada Admin', value: 'ada@acme.example', userOrGroupType: 'user' }],
      }),
    });
    const drawer = await openList('Executives');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Add a user' }));
    const input = within(drawer).getByRole('combobox', { name: 'Search Add a user' });
    fireEvent.change(input, { target: { value: 'ada' } });
    fireEvent.click(await within(drawer).findByText('Ada Admin (ada@acme.example)'));
    expect(fake.callsTo('GET', '/lists/users')[0]?.query).toEqual({
      search: 'ada',
      pageSize: 100,
      userOrGroupType: 'user',
    });
    expect(within(drawer).getByText('ada@acme.example')).toBeInTheDocument();
    expect(within(drawer).getByText('New')).toBeInTheDocument();
  });

  it('shows an analyst the lists without write controls', async () => {
    renderGrid({}, false);
    const drawer = await openList('Blocked sites');
    expect(await within(drawer).findByText('b.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New list' })).toBeNull();
    expect(within(drawer).queryByLabelText('Items to add, one per line')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete list' })).toBeNull();
  });
});
