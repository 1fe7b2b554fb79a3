import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { Device } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { DeviceToggle } from './device-toggle';

// Issue 33, item 10: the device grid scrolls 1,000 rows, each mounting two toggles. A hover text (the kit's Tooltip,
// a trigger with its own hooks and observers) mounts on the first hover only, not with every row.
const tooltips: string[] = [];
jest.mock('shared-ui', () => {
  const actual: Record<string, unknown> = jest.requireActual('shared-ui');
  const Tooltip = actual.Tooltip as ComponentType<{ title: ReactNode; children: ReactNode }>;
  function CountedTooltip(props: { title: ReactNode; children: ReactNode }) {
    tooltips.push(String(props.title));
    return <Tooltip {...props} />;
  }
  return { ...actual, Tooltip: CountedTooltip };
});

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

beforeEach(() => {
  tooltips.length = 0;
});

describe('the hover texts of a device toggle', () => {
  it('mounts the "not installed" text on the first hover only', async () => {
    renderToggle('extension');
    expect(screen.getByRole('switch', { name: 'Extension of ACME-WIN-0001' })).toBeDisabled();
    expect(tooltips).toEqual([]);
    fireEvent.mouseEnter(screen.getByRole('switch', { name: 'Extension of ACME-WIN-0001' }).parentElement!);
    expect(await screen.findByText('Not installed on ACME-WIN-0001: nothing to switch')).toBeInTheDocument();
    expect(tooltips).toContain('Not installed on ACME-WIN-0001: nothing to switch');
  });

  it('mounts the "Pending" text on the first hover only', async () => {
    renderToggle('agent');
    const pending = screen.getByText('Pending');
    expect(tooltips).toEqual([]);
    fireEvent.mouseEnter(pending);
    expect(await screen.findByText('Waiting for the device to disable its agent')).toBeInTheDocument();
  });
});
