import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { applyDeviceChanges, disabledFlags, isInstalled, isTogglePending, toggleChanges } from 'shared-contracts';
import type { Device, DeviceComponent } from 'shared-contracts';
import { CellSwitch, ConfirmAction, Tag, Tooltip, describeError, useShell } from 'shared-ui';
import { useUpdateDevice } from './api/update-device';

const NAMES: Readonly<Record<DeviceComponent, string>> = { agent: 'Agent', extension: 'Extension' };
const CELL_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 6 } as const;
const WRAPPER_STYLE = { display: 'inline-flex' } as const;

/**
 * A hover text that mounts the kit's Tooltip on the first hover only (it wraps what cannot take focus: a disabled
 * switch, a tag): a Tooltip per row of a 1,000-row grid
 * costs frames while it scrolls (issue 33, item 10), and most rows are never hovered.
 */
function LazyTooltip({ title, children }: { title: ReactNode; children: ReactElement }) {
  const [used, setUsed] = useState(false);
  if (used)
    return (
      <Tooltip title={title} defaultOpen>
        {children}
      </Tooltip>
    );
  return (
    <span style={WRAPPER_STYLE} onMouseEnter={() => setUsed(true)}>
      {children}
    </span>
  );
}

/** Props of a device toggle. */
export interface DeviceToggleProps {
  device: Device;
  component: DeviceComponent;
}

/**
 * The on/off switch of a device's agent or extension. It shows the desired state; switching sets the matching
 * disabled flag to the opposite of that effective value (SPEC §4). "Pending" shows until the device reports the
 * desired state. The row shows the change at once and goes back if the call fails. Only those who may write devices
 * (Tenant Admins) can switch, and only what the device has installed: a component that is not installed shows off,
 * disabled, and says why on hover. Switching off asks first, naming the device (the kit's ConfirmAction, mounted on the
 * click); switching back on acts at once.
 */
export function DeviceToggle({ device, component }: DeviceToggleProps) {
  const { can, notify } = useShell();
  const update = useUpdateDevice();
  // The row as it will read once saved, while the call and the grid's revalidation run; null otherwise.
  const [optimistic, setOptimistic] = useState<Device | null>(null);
  const shown = optimistic ?? device;
  const enabled = !disabledFlags(shown, component).desired;
  const name = NAMES[component];

  const toggle = async () => {
    const changes = toggleChanges(shown, component);
    setOptimistic(applyDeviceChanges(shown, changes));
    try {
      await update(device.id, changes);
    } catch (error) {
      notify({
        title: `The ${name.toLowerCase()} was not changed`,
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setOptimistic(null);
    }
  };

  const installed = isInstalled(device, component);
  const label = `${name} of ${device.hostname}`;
  const cellSwitch = (
    <CellSwitch
      checked={enabled && installed}
      loading={optimistic !== null}
      disabled={!can('devices.write') || !installed}
      label={label}
      onClick={(event) => {
        event.stopPropagation();
        // Switching on acts at once; switching off waits for the confirmation.
        if (!enabled) void toggle();
      }}
    />
  );

  return (
    <span style={CELL_STYLE}>
      {installed ? (
        <ConfirmAction
          lazy
          ask={enabled && optimistic === null}
          title={`Switch off the ${name.toLowerCase()} of ${device.hostname}?`}
          description={`${device.hostname} stops protecting with its ${name.toLowerCase()} until it is switched on again.`}
          okText="Switch off"
          onConfirm={() => void toggle()}
        >
          {cellSwitch}
        </ConfirmAction>
      ) : (
        <LazyTooltip title={`Not installed on ${device.hostname}: nothing to switch`}>
          {/* A disabled button fires no hover events: the span carries the tooltip. */}
          <span data-not-installed={component} style={WRAPPER_STYLE}>
            {cellSwitch}
          </span>
        </LazyTooltip>
      )}
      {isTogglePending(shown, component) ? (
        <LazyTooltip title={`Waiting for the device to ${enabled ? 'enable' : 'disable'} its ${name.toLowerCase()}`}>
          <Tag color="processing" data-pending={component}>
            Pending
          </Tag>
        </LazyTooltip>
      ) : null}
    </span>
  );
}
