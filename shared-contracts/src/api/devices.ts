// Device calls of SPEC §7 (GET /devices, /devices/count, /devices/export, PATCH /devices/{id}, PATCH /devices/batch).
// The DTOs are declared once as schemas (../schemas/devices); these are their types and the device rules.

import type { Static } from '@sinclair/typebox';
import { filterParams } from '../listing/filter-definition';
import { matchingQuery } from '../listing/list-query';
import type { ListQuery } from '../listing/list-query';
import type {
  DeviceBatchRequestSchema,
  DeviceBatchResultSchema,
  DeviceChangesSchema,
  DeviceFilterQuerySchema,
  DeviceListingSchemas,
  DeviceSchema,
} from '../schemas/devices';

/** A device is Online when it was last seen at most this many minutes ago. */
export const DEVICE_ONLINE_WITHIN_MINUTES = 15;
/** A device not seen for this many days is Inactive; between the two it is Offline. */
export const DEVICE_INACTIVE_AFTER_DAYS = 7;

/** Extension status values a device reports. */
export const EXTENSION_STATUSES = ['Active', 'Inactive', 'Disabled', 'Not installed'] as const;
/** One extension status. */
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** Columns GET /devices sorts by (`sortColumn`); `lastSeen` is the default. */
export const DEVICE_SORT_COLUMNS = ['lastSeen', 'hostname', 'lastActiveUser', 'agentVersion'] as const;

/** Counts of GET /devices/count are exact up to this many devices, then estimated. */
export const DEVICE_COUNT_CAP = 100_000;

/** One row of GET /devices. */
export type Device = Static<typeof DeviceSchema>;
/** GET /devices answer. */
export type DeviceList = Static<typeof DeviceListingSchemas.page>;
/** GET /devices/count answer. */
export type DeviceCounts = Static<typeof DeviceListingSchemas.counts>;
/** PATCH /devices/{id} body: the desired state of the agent and/or the browser extension. */
export type DeviceChanges = Static<typeof DeviceChangesSchema>;
/** The list-query filters of GET /devices as a batch's `allMatching`. */
export type DeviceFilterQuery = Static<typeof DeviceFilterQuerySchema>;
/** PATCH /devices/batch body: the desired state for every device matching a filter. */
export type DeviceBatchRequest = Static<typeof DeviceBatchRequestSchema>;
/** PATCH /devices/batch answer. */
export type DeviceBatchResult = Static<typeof DeviceBatchResultSchema>;

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
