import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Device } from 'shared-contracts';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import { DeviceRevoke } from './device-revoke';

const DEVICE = { id: 'd-1', hostname: 'ACME-WIN-0001', revoked: false } as Device;

function renderRevoke(isTenantAdmin = true) {
  const fake = createFakeApi({ 'POST /devices/d-1/revoke': () => ({ ...DEVICE, revoked: true }) });
  const { notify, toasts } = createFakeNotify();
  render(
    <TestShell shell={createTestShell({ api: fake.api, notify, isTenantAdmin })} url="/devices">
      <DeviceRevoke device={DEVICE} />
    </TestShell>,
  );
  return { ...fake, toasts };
}

describe('the revoke button of a device row', () => {
  it('asks first (the confirmation mounts on the click), then revokes', async () => {
    const fake = renderRevoke();
    expect(screen.queryByText('Revoke ACME-WIN-0001?')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke ACME-WIN-0001' }));
    expect(await screen.findByText('Revoke ACME-WIN-0001?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(fake.callsTo('POST', '/devices/d-1/revoke')).toHaveLength(1));
    await waitFor(() => expect(fake.toasts.at(-1)).toMatchObject({ variant: 'success' }));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fake = renderRevoke();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke ACME-WIN-0001' }));
    const question = await screen.findByText('Revoke ACME-WIN-0001?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question.closest('.ant-popover')).toHaveClass('ant-popover-hidden'));
    expect(fake.callsTo('POST', '/devices/d-1/revoke')).toHaveLength(0);
  });

  it('is not offered to those who may not write devices', () => {
    renderRevoke(false);
    expect(screen.queryByRole('button', { name: 'Revoke ACME-WIN-0001' })).not.toBeInTheDocument();
  });
});
