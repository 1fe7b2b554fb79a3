import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TenantUser } from 'shared-contracts';
import { ApiError } from 'shared-ui';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import type { FakeHandler } from 'shared-ui/testing';
import { UsersGrid } from './users-grid';

const ADMIN: TenantUser = {
  userId: 'U-admin',
  email: 'admin@acme.example',
  name: 'Avery Chen',
  roleNames: ['Tenant Admin'],
  status: 'enabled',
  provisioned: false,
  created: '2026-11-01T10:00:00.000Z',
};
const ANALYST: TenantUser = {
  ...ADMIN,
  userId: 'U-analyst',
  email: 'analyst@acme.example',
  name: 'Sam Patel',
  roleNames: ['Analyst'],
};

function renderGrid(routes: Record<string, FakeHandler> = {}, selfId = 'u-1') {
  const fake = createFakeApi({
    'GET /users': () => ({ users: [ADMIN, ANALYST], nextToken: null, total: 2, filtered: 2 }),
    'GET /roles': () => ({
      roles: [
        { name: 'Analyst', description: 'Triages' },
        { name: 'Tenant Admin', description: 'Administers' },
      ],
    }),
    ...routes,
  });
  const { notify, toasts } = createFakeNotify();
  const base = createTestShell({ api: fake.api, isTenantAdmin: true, notify });
  const shell = { ...base, user: { ...base.user, userId: selfId } };
  render(
    <TestShell shell={shell} url="/settings/user-management">
      <UsersGrid />
    </TestShell>,
  );
  return { fake, toasts };
}

describe('UsersGrid', () => {
  it('lists the members with their roles and status and the counts', async () => {
    renderGrid();
    expect(await screen.findByText('Sam Patel')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 users')).toBeInTheDocument();
    const row = screen.getByText('admin@acme.example').closest('tr')!;
    expect(within(row).getByText('Tenant Admin')).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
  });

  it('disables the actions of the signed-in admin’s own row, each saying why on hover', async () => {
    const { fake } = renderGrid({}, ADMIN.userId);
    const own = (await screen.findByText('admin@acme.example')).closest('tr')!;
    for (const [name, reason] of [
      ['Roles', 'You cannot change your own roles; ask another Tenant Admin'],
      ['Disable', 'You cannot disable your own account; ask another Tenant Admin'],
      ['Remove', 'You cannot remove your own account; ask another Tenant Admin'],
    ] as const) {
      const button = within(own).getByRole('button', { name });
      expect(button).toBeDisabled();
      fireEvent.click(button);
      fireEvent.mouseEnter(button.parentElement!);
      await waitFor(() => expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(reason));
      // Described by a visually hidden text too, for screen readers that ignore aria-description.
      const describedBy = button.getAttribute('aria-describedby') ?? '';
      expect(button.parentElement!.querySelector(`[id="${describedBy}"]`)).toHaveTextContent(reason);
    }
    expect(screen.queryByText('Disable admin@acme.example?')).toBeNull();
    expect(screen.queryByText('Remove admin@acme.example from this tenant?')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('PATCH', '/users/U-admin')).toHaveLength(0);
    // Another member's row keeps its actions.
    const other = screen.getByText('analyst@acme.example').closest('tr')!;
    for (const name of ['Roles', 'Disable', 'Remove'])
      expect(within(other).getByRole('button', { name })).toBeEnabled();
  });

  it('invites by e-mail with roles and shows the first password once', async () => {
    const { fake } = renderGrid({
      'POST /users': () => ({
        user: { ...ANALYST, userId: 'U-new', email: 'new@acme.example' },
        firstPassword: 'Pw-once-123',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'new@acme.example' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'New Person' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Pw-once-123')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/users')[0]?.body).toEqual({
      email: 'new@acme.example',
      name: 'New Person',
      roleNames: ['Analyst'],
    });
  });

  it('says why the last Tenant Admin cannot be disabled', async () => {
    const { fake, toasts } = renderGrid({
      'PATCH /users/U-admin': () => {
        throw new ApiError(409, 'Conflict', 'Avery Chen (admin@acme.example) is the last Tenant Admin of this tenant');
      },
    });
    const row = (await screen.findByText('admin@acme.example')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    const popover = (await screen.findByText('Disable admin@acme.example?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/users/U-admin')[0]?.body).toEqual({ status: 'disabled' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ variant: 'destructive', description: expect.stringMatching(/last Tenant Admin/) }),
      ),
    );
  });

  it('asks before disabling a member, naming them: Cancel changes nothing, OK disables', async () => {
    const { fake } = renderGrid({ 'PATCH /users/U-analyst': () => ({ ...ANALYST, status: 'disabled' }) });
    const row = (await screen.findByText('analyst@acme.example')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    const question = await screen.findByText('Disable analyst@acme.example?');
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popover).toHaveClass('ant-popover-hidden'));
    expect(fake.callsTo('PATCH', '/users/U-analyst')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(popover).not.toHaveClass('ant-popover-hidden'));
    fireEvent.click(within(popover).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/users/U-analyst')[0]?.body).toEqual({ status: 'disabled' }));
  });

  it('enables a disabled member at once, asking nothing', async () => {
    const disabled = { ...ANALYST, status: 'disabled' as const };
    const { fake } = renderGrid({
      'GET /users': () => ({ users: [ADMIN, disabled], nextToken: null, total: 2, filtered: 2 }),
      'PATCH /users/U-analyst': () => ({ ...ANALYST }),
    });
    const row = (await screen.findByText('analyst@acme.example')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/users/U-analyst')[0]?.body).toEqual({ status: 'enabled' }));
    expect(screen.queryByText('Disable analyst@acme.example?')).toBeNull();
  });

  it('changes a member’s roles in a dialog, and tells a refusal there', async () => {
    let refuse = true;
    const { fake, toasts } = renderGrid({
      'PATCH /users/U-analyst': () => {
        if (refuse) throw new ApiError(404, 'Not Found', 'No such member');
        return { ...ANALYST, roleNames: ['Analyst'] };
      },
    });
    const row = (await screen.findByText('analyst@acme.example')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Roles' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Roles of Sam Patel')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This user is no longer a member of the tenant.')).toBeInTheDocument();
    expect(fake.callsTo('PATCH', '/users/U-analyst')[0]?.body).toEqual({ roleNames: ['Analyst'] });
    expect(toasts).toEqual([]);
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Roles of Sam Patel')).toBeNull());
  });

  it('shows a role the API refuses next to the Roles field of the invite dialog', async () => {
    const { toasts } = renderGrid({
      'POST /users': () => {
        throw new ApiError(400, 'Bad Request', 'Invalid body', [
          { field: 'roleNames/0', message: "'Analyst' is not a role of this tenant" },
        ]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'new@acme.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const message = await within(dialog).findByText("'Analyst' is not a role of this tenant");
    expect(message.closest('.ant-form-item')).toContainElement(within(dialog).getByRole('combobox', { name: 'Roles' }));
    expect(toasts).toEqual([]);
  });
});
