import '../components/testing/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDelete } from './confirm-delete';

describe('ConfirmDelete', () => {
  it('deletes only once confirmed in its popover', async () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmDelete
        title='Delete the list "Blocked"?'
        description="Its items go with it."
        okText="Delete"
        onConfirm={onConfirm}
      >
        <button type="button">Delete list</button>
      </ConfirmDelete>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    const popover = (await screen.findByText('Delete the list "Blocked"?')).closest('.ant-popover') as HTMLElement;
    expect(within(popover).getByText('Its items go with it.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    const ok = within(popover).getByRole('button', { name: 'Delete' });
    expect(ok).toHaveClass('ant-btn-dangerous');
    fireEvent.click(ok);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('does nothing on Cancel, and asks nothing while disabled', async () => {
    const onConfirm = jest.fn();
    const { rerender } = render(
      <ConfirmDelete title="Revoke this token?" onConfirm={onConfirm}>
        <button type="button">Revoke</button>
      </ConfirmDelete>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const popover = (await screen.findByText('Revoke this token?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    rerender(
      <ConfirmDelete title="Delete 0 policies?" disabled onConfirm={onConfirm}>
        <button type="button">Delete</button>
      </ConfirmDelete>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByText('Delete 0 policies?')).toBeNull();
  });
});
