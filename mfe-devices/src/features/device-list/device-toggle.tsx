import { useState } from 'react';
import { applyDeviceChanges, disabledFlags, isInstalled, isTogglePending, toggleChanges } from 'shared-contracts';
import type { Device, DeviceComponent } from 'shared-contracts';
import { CellSwitch, ConfirmToggle, DisabledReason, HoverText, Tag, describeError, useShell, whoMay } from 'shared-ui';
import { useUpdateDevice } from './api/update-device';

const NAMES: Readonly<Record<DeviceComponent, string>> = { agent: 'Agent', extension: 'Extension' };
const CELL_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 6 } as const;

/** Props of a device toggle. */
export interface DeviceToggleProps {
  device: Device;
  component: DeviceComponent;
}

/**
 * The on/off switch of a device's agent or extension. It shows the desired state; switching sets the matching
 * disabled flag to the opposite of that effective value (SPEC §4). "Pending" shows until the device reports the
 * desired state. The row shows the change at once and goes back if the call fails. Only those who may write devices
 * (Tenant Admins) can switch, and only what the device has installed: a component that is not installed shows off;
 * a switch that cannot act is disabled and says why (the kit's DisabledReason). Switching off asks first, naming the device; switching back on
 * acts at once (the kit's ConfirmToggle, its popover mounted on the click).
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
  const allowed = can('devices.write');
  const label = `${name} of ${device.hostname}`;
  const cellSwitch = (
    <CellSwitch
      checked={enabled && installed}
      loading={optimistic !== null}
      disabled={!allowed || !installed}
      label={label}
      onClick={(event) => event.stopPropagation()}
    />
  );

  return (
    <span style={CELL_STYLE}>
      {installed && allowed ? (
        <ConfirmToggle
          lazy
          on={enabled}
          disabled={optimistic !== null}
          title={`Switch off the ${name.toLowerCase()} of ${device.hostname}?`}
          description={`${device.hostname} stops protecting with its ${name.toLowerCase()} until it is switched on again.`}
          okText="Switch off"
          onChange={() => void toggle()}
        >
          {cellSwitch}
        </ConfirmToggle>
      ) : (
        <DisabledReason
          reason={
            installed
              ? `Only ${whoMay('devices.write')} can switch it`
              : `Not installed on ${device.hostname}: nothing to switch`
          }
        >
          {cellSwitch}
        </DisabledReason>
      )}
      {isTogglePending(shown, component) ? (
        <HoverText title={`Waiting for the device to ${enabled ? 'enable' : 'disable'} its ${name.toLowerCase()}`}>
          <Tag color="processing" data-pending={component}>
            Pending
          </Tag>
        </HoverText>
      ) : null}
    </span>
  );
}
