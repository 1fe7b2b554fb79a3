import { fireEvent, render, screen } from '@testing-library/react';
import type { Device } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { DeviceToggle } from './device-toggle';

// The device grid scrolls 1,000 rows, each mounting two toggles: the hover texts (the kit's DisabledReason and
// HoverText) mount their tooltip on the first hover only, not with every row.
const DEVICE = {
  id: 'd-1',
  hostname: 'ACME-WIN-0001',
  agentVersion: '4.12.3',
  extensionVersion: '',
  agentDisabled: true,
  agentDisabledCurrent: false,
  chromeExtensionDisabled: false,
  chromeExtensionDisabledCurrent: false,
  revoked: false,
} as Device;

function renderToggle(component: 'agent' | 'extension') {
  const fake = createFakeApi({});
  render(
    <TestShell shell={createTestShell({ api: fake.api, isTenantAdmin: true })} url="/devices">
      <DeviceToggle device={DEVICE} component={component} />
    </TestShell>,
  );
}

describe('the hover texts of a device toggle', () => {
  it('mounts the "not installed" text on the first hover only', async () => {
    renderToggle('extension');
    expect(screen.getByRole('switch', { name: 'Extension of ACME-WIN-0001' })).toBeDisabled();
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('switch', { name: 'Extension of ACME-WIN-0001' }).parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Not installed on ACME-WIN-0001: nothing to switch');
  });

  it('mounts the "Pending" text on the first hover only', async () => {
    renderToggle('agent');
    const pending = screen.getByText('Pending');
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    fireEvent.mouseEnter(pending);
    expect(await screen.findByText('Waiting for the device to disable its agent')).toBeInTheDocument();
  });
});
