import { useState } from 'react';
import { applyDeviceChanges, disabledFlags, isInstalled, isTogglePending, toggleChanges } from 'shared-contracts';
import type { Device, DeviceComponent } from 'shared-contracts';
import { CellSwitch, Tag, Tooltip, describeError, useShell } from 'shared-ui';
import { useUpdateDevice } from './api/update-device';

const NAMES: Readonly<Record<DeviceComponent, string>> = { agent: 'Agent', extension: 'Extension' };

/** Props of a device toggle. */
export interface DeviceToggleProps {
  device: Device;
  component: DeviceComponent;
}

/**
 * The on/off switch of a device's agent or extension. It shows the desired state; switching sets the matching
 * disabled flag to the opposite of that effective value (SPEC §4). "Pending" shows until the device reports the
 * desired state. The row shows the change at once and goes back if the call fails. Only those who may write devices (Tenant Admins) can switch, and only what the device has installed.
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

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <CellSwitch
        checked={enabled}
        loading={optimistic !== null}
        disabled={!can('devices.write') || !isInstalled(device, component)}
        label={`${name} of ${device.hostname}`}
        onClick={(event) => {
          event.stopPropagation();
          void toggle();
        }}
      />
      {isTogglePending(shown, component) ? (
        <Tooltip title={`Waiting for the device to ${enabled ? 'enable' : 'disable'} its ${name.toLowerCase()}`}>
          <Tag color="processing" data-pending={component}>
            Pending
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
