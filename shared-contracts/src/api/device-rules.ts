// The device rules the console and the API share: what a toggle asks for, how a row reads once saved, and a grid's
// query as a batch's filter. Apart from ./devices (TypeBox-free constants) so that its types come from the schemas.

import { filterParams } from '../listing/filter-definition';
import { matchingQuery } from '../listing/list-query';
import type { ListQuery } from '../listing/list-query';
import type { Device, DeviceChanges, DeviceFilterQuery } from '../schemas/devices';

/** What a device runs that the console switches on and off. */
export type DeviceComponent = 'agent' | 'extension';

/** The device's desired and reported disabled flags of one component. */
export function disabledFlags(device: Device, component: DeviceComponent): { desired: boolean; current: boolean } {
  return component === 'agent'
    ? { desired: device.agentDisabled, current: device.agentDisabledCurrent }
    : { desired: device.chromeExtensionDisabled, current: device.chromeExtensionDisabledCurrent };
}

/** Whether the device runs the component at all (it reports a version of it); only then can it be switched. */
export function isInstalled(device: Device, component: DeviceComponent): boolean {
  return (component === 'agent' ? device.agentVersion : device.extensionVersion) !== '';
}

/** Whether the device has not yet applied the desired state of the component (desired and reported differ). */
export function isTogglePending(device: Device, component: DeviceComponent): boolean {
  const { desired, current } = disabledFlags(device, component);
  return desired !== current;
}

/**
 * The PATCH /devices/{id} body of a toggle (SPEC §4): the component's disabled flag set to the opposite of its
 * effective value, the desired one (what the console has asked for, whether or not the device has applied it yet).
 */
export function toggleChanges(device: Device, component: DeviceComponent): DeviceChanges {
  const disable = !disabledFlags(device, component).desired;
  return component === 'agent' ? { AgentDisable: disable } : { ChromeExtensionDisable: disable };
}

/** The device as it reads once the changes are saved (the desired flags replaced; what an optimistic row shows). */
export function applyDeviceChanges(device: Device, changes: DeviceChanges): Device {
  return {
    ...device,
    ...(changes.AgentDisable !== undefined && { agentDisabled: changes.AgentDisable }),
    ...(changes.ChromeExtensionDisable !== undefined && { chromeExtensionDisabled: changes.ChromeExtensionDisable }),
  };
}

/** The `allMatching` of PATCH /devices/batch for a grid's query: its search, cutoff and filters (lists as arrays). */
export function deviceBatchFilter(query: ListQuery): DeviceFilterQuery {
  const matching = matchingQuery(query);
  const result: DeviceFilterQuery = {};
  if (matching.search) result.search = matching.search;
  if (matching.cutoff) result.cutoff = matching.cutoff;
  for (const [key, value] of Object.entries(matching.filters ?? {})) {
    if (value.kind === 'options') result[key] = [...value.values];
    else for (const [name, item] of filterParams(key, value)) result[name] = item;
  }
  return result;
}
