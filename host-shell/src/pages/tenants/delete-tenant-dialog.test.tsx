import 'shared-ui/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import { DeleteTenantDialog } from './delete-tenant-dialog';
import type { PlatformTenant } from './tenant-words';

const globex: PlatformTenant = {
  id: 'globex',
  name: 'Globex',
  status: 'active',
  emailDomains: [],
  created: '2026-11-01T00:00:00.000Z',
  deletionDueAt: null,
  members: 3,
};

function renderDialog() {
  const { notify, toasts } = createFakeNotify();
  const scheduleDeletion = jest.fn(async (_confirmName: string) => ({
    ...globex,
    status: 'deletion_scheduled' as const,
    deletionDueAt: '2026-12-06T00:00:00.000Z',
  }));
  const onClose = jest.fn();
  render(
    <TestShell shell={createTestShell({ notify })}>
      <DeleteTenantDialog tenant={globex} scheduleDeletion={scheduleDeletion} onClose={onClose} />
    </TestShell>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete Globex?' });
  const typed = within(dialog).getByLabelText('Type Globex to confirm');
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return { dialog, typed, submit, scheduleDeletion, onClose, toasts };
}

describe('DeleteTenantDialog', () => {
  it('deletes nothing until the name is typed exactly', async () => {
    const { dialog, typed, submit, scheduleDeletion } = renderDialog();
    fireEvent.change(typed, { target: { value: 'globex' } });
    submit();
    expect(await within(dialog).findByText('Type Globex exactly')).toBeTruthy();
    expect(scheduleDeletion).not.toHaveBeenCalled();
  });

  it('schedules the deletion with the typed name, says when, and closes', async () => {
    const { typed, submit, scheduleDeletion, onClose, toasts } = renderDialog();
    fireEvent.change(typed, { target: { value: 'Globex' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(scheduleDeletion).toHaveBeenCalledWith('Globex');
    expect(toasts.map((toast) => toast.title)).toContain('Globex will be deleted in 7 days');
  });
});
