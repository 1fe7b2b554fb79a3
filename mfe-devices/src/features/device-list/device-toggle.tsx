import { useState } from 'react';
import { disabledFlags, isInstalled, isTogglePending, toggleChanges } from 'shared-contracts';
import type { Device, DeviceComponent } from 'shared-contracts';
import { Switch, Tag, Tooltip, describeError, useShell } from 'shared-ui';
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
 * desired state. Only those who may write devices (Tenant Admins) can switch, and only what the device has installed.
 */
export function DeviceToggle({ device, component }: DeviceToggleProps) {
  const { can, notify } = useShell();
  const update = useUpdateDevice();
  const [busy, setBusy] = useState(false);
  const enabled = !disabledFlags(device, component).desired;
  const name = NAMES[component];

  const toggle = async () => {
    setBusy(true);
    try {
      await update(device.id, toggleChanges(device, component));
    } catch (error) {
      notify({
        title: `The ${name.toLowerCase()} was not changed`,
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Switch
        size="small"
        checked={enabled}
        loading={busy}
        disabled={!can('devices.write') || !isInstalled(device, component)}
        aria-label={`${name} of ${device.hostname}`}
        onClick={(_checked, event) => {
          event.stopPropagation();
          void toggle();
        }}
      />
      {isTogglePending(device, component) ? (
        <Tooltip title={`Waiting for the device to ${enabled ? 'enable' : 'disable'} its ${name.toLowerCase()}`}>
          <Tag color="processing" data-pending={component}>
            Pending
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
