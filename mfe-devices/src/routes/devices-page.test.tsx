import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Device } from 'shared-contracts';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import { DevicesPage } from './devices-page';

const DEVICE: Device = {
  id: 'd-1',
  hostname: 'ACME-WIN-0001',
  lastActiveUser: 'ana.lee',
  operatingSystem: 'Windows',
  osVersion: 'Windows 11 24H2',
  cpuArchitecture: 'x64',
  agentVersion: '4.12.3',
  extensionVersion: '',
  agentStatus: 'Online',
  extensionStatus: 'Not installed',
  agentDisabled: false,
  agentDisabledCurrent: false,
  chromeExtensionDisabled: true,
  chromeExtensionDisabledCurrent: false,
  ipAddress: '10.0.0.1',
  revoked: false,
  lastSeen: '2026-11-23T10:00:00.000Z',
  created: '2026-01-01T00:00:00.000Z',
};

function renderAt(url: string, isTenantAdmin = true, patchFailure?: Promise<never>) {
  let device = DEVICE;
  const fake = createFakeApi({
    'GET /devices': () => ({ devices: [device], nextToken: null }),
    'GET /devices/count': () => ({ totalDevices: 40, totalFilteredDevices: 12 }),
    'PATCH /devices/d-1': (_query, body) => {
      if (patchFailure) return patchFailure;
      device = { ...device, agentDisabled: (body as { AgentDisable: boolean }).AgentDisable };
      return device;
    },
    'PATCH /devices/batch': () => ({ matched: 12, updated: 9 }),
    'POST /devices/d-1/revoke': () => {
      device = { ...device, revoked: true };
      return device;
    },
  });
  const { notify, toasts } = createFakeNotify();
  render(
    <TestShell shell={createTestShell({ api: fake.api, notify, isTenantAdmin })} url={url}>
      <DevicesPage />
    </TestShell>,
  );
  return { ...fake, toasts };
}

describe('the Device Manager page', () => {
  it('loads 1000 devices by last seen with the URL filters and shows statuses, switches and counts', async () => {
    const fake = renderAt('/devices?agentStatus=Online&operatingSystem=Windows');
    expect(await screen.findByText('ACME-WIN-0001')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/devices')[0]?.query).toMatchObject({
      pageSize: 1000,
      sortColumn: 'lastSeen',
      sortOrder: 'desc',
      agentStatus: 'Online',
      operatingSystem: 'Windows',
    });
    expect(await screen.findByLabelText('12 of 40 devices')).toBeInTheDocument();
    expect(screen.getByText('Online')).toHaveAttribute('data-status', 'Online');
    expect(screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' })).toBeChecked();
    const extension = screen.getByRole('switch', { name: 'Extension of ACME-WIN-0001' });
    expect(extension).not.toBeChecked();
    expect(extension).toBeDisabled(); // no extension installed: nothing to switch
    expect(document.querySelector('[data-pending="extension"]')).toHaveTextContent('Pending');
    expect(document.querySelector('[data-pending="agent"]')).toBeNull();
  });

  it('toggles the agent to the opposite of its desired value once confirmed, then shows it pending', async () => {
    const fake = renderAt('/devices');
    fireEvent.click(await screen.findByRole('switch', { name: 'Agent of ACME-WIN-0001' }));
    expect(await screen.findByText('Switch off the agent of ACME-WIN-0001?')).toBeInTheDocument();
    expect(fake.callsTo('PATCH', '/devices/d-1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/devices/d-1')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/devices/d-1')[0]?.body).toEqual({ AgentDisable: true });
    await waitFor(() => expect(document.querySelector('[data-pending="agent"]')).toHaveTextContent('Pending'));
    expect(screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' })).not.toBeChecked();
  });

  it('shows the change at once and goes back when the call fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const failure = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    const fake = renderAt('/devices', true, failure);
    // The switch is drawn again once its confirmation mounts: read it afresh each time.
    const agent = () => screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Agent of ACME-WIN-0001' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(document.querySelector('[data-pending="agent"]')).toHaveTextContent('Pending'));
    expect(agent()).not.toBeChecked();
    fail(new Error('The API is unreachable'));
    await waitFor(() => expect(agent()).toBeChecked());
    expect(document.querySelector('[data-pending="agent"]')).toBeNull();
    expect(fake.toasts.at(-1)).toMatchObject({ title: 'The agent was not changed', variant: 'destructive' });
  });

  it('confirms a bulk change with the matching count, then sends the filter in one batch', async () => {
    const fake = renderAt('/devices?agentStatus=Offline&search=win');
    await screen.findByLabelText('12 of 40 devices');
    fireEvent.click(screen.getByRole('button', { name: /all matching/i }));
    fireEvent.click(await screen.findByText('Disable agent'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable agent on 12 devices matching the filter?');
    expect(fake.callsTo('PATCH', '/devices/batch')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable agent' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/devices/batch')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/devices/batch')[0]?.body).toEqual({
      allMatching: { search: 'win', cutoff: expect.any(String), agentStatus: ['Offline'] },
      changes: { AgentDisable: true },
    });
    await waitFor(() => expect(fake.toasts.at(-1)?.title).toBe('Disable agent: 9 devices changed, 3 already set'));
  });

  it('changes nothing when switching off is cancelled, and switches back on without asking', async () => {
    const fake = renderAt('/devices');
    fireEvent.click(await screen.findByRole('switch', { name: 'Agent of ACME-WIN-0001' }));
    const question = await screen.findByText('Switch off the agent of ACME-WIN-0001?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question.closest('.ant-popover')).toHaveClass('ant-popover-hidden'));
    expect(fake.callsTo('PATCH', '/devices/d-1')).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' })).toBeChecked();

    fireEvent.click(screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/devices/d-1')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' })).not.toBeChecked());
    fireEvent.click(screen.getByRole('switch', { name: 'Agent of ACME-WIN-0001' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/devices/d-1')).toHaveLength(2));
    expect(fake.callsTo('PATCH', '/devices/d-1')[1]?.body).toEqual({ AgentDisable: false });
  });

  it('shows a component that is not installed as off and disabled, and says why on hover', async () => {
    renderAt('/devices');
    const extension = await screen.findByRole('switch', { name: 'Extension of ACME-WIN-0001' });
    expect(extension).not.toBeChecked();
    expect(extension).toBeDisabled();
    fireEvent.mouseEnter(extension.closest('[data-disabled-reason]') as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Not installed on ACME-WIN-0001: nothing to switch');
  });

  it('lets an analyst read but not switch or change in bulk', async () => {
    renderAt('/devices', false);
    const agent = await screen.findByRole('switch', { name: 'Agent of ACME-WIN-0001' });
    expect(agent).toBeDisabled();
    expect(agent.closest('[data-disabled-reason]')).toHaveAttribute(
      'data-disabled-reason',
      'Only Tenant Admins of this tenant and Product Admins can switch it',
    );
    expect(screen.queryByRole('button', { name: /all matching/i })).not.toBeInTheDocument();
  });

  it('revokes a device after a confirmation, then shows it revoked', async () => {
    const fake = renderAt('/devices');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke ACME-WIN-0001' }));
    expect(fake.callsTo('POST', '/devices/d-1/revoke')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(fake.callsTo('POST', '/devices/d-1/revoke')).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke ACME-WIN-0001' })).not.toBeInTheDocument();
  });
});
