import '../components/testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { TableSection } from './table-section';

interface Row {
  id: string;
  name: string;
}

describe('TableSection', () => {
  it('shows its toolbar, searches on Enter, says a load error and shows the rows', () => {
    const onSearch = jest.fn();
    render(
      <TableSection<Row>
        toolbar={<span>2 of 2 users</span>}
        search={{ label: 'Search users', onSearch }}
        actions={<button type="button">Invite user</button>}
        loadError="The users could not be loaded."
        rowKey="id"
        rows={[{ id: 'a', name: 'Avery' }]}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
      />,
    );
    expect(screen.getByText('2 of 2 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeInTheDocument();
    expect(screen.getByText('The users could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Avery').closest('tr')).not.toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAttribute('placeholder', 'Search users');
    fireEvent.change(search, { target: { value: 'av' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch.mock.calls[0]?.[0]).toBe('av');
  });

  it('shows its replacement (an empty state) instead of the table', () => {
    render(
      <TableSection<Row>
        title="Protection Policies"
        replacement={<p>No protection policies yet.</p>}
        rowKey="id"
        rows={[]}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
      />,
    );
    expect(screen.getByText('Protection Policies')).toBeInTheDocument();
    expect(screen.getByText('No protection policies yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the load error with Retry instead of its empty replacement', () => {
    const onRetry = jest.fn();
    render(
      <TableSection<Row>
        title="Protection Policies"
        label="Protection policies"
        replacement={<p>No protection policies yet.</p>}
        error={new Error('The API is down.')}
        onRetry={onRetry}
        rowKey="id"
        rows={[]}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
      />,
    );
    expect(screen.queryByText('No protection policies yet.')).toBeNull();
    expect(screen.getByText('The protection policies could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
