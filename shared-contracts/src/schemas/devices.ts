// Devices (SPEC §3, §7): each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { EXTENSION_STATUSES } from '../api/devices';
import { AGENT_STATUSES } from '../constants';
import { IsoTime, ListingSchemas, StringEnum } from './common';
import { DEVICE_LIST_RESOURCE, listingNames } from '../listing/list-resources';

const text = (title: string, description?: string) => Type.String({ title, ...(description && { description }) });

/** One row of GET /devices; `title` of a property is its CSV header. */
export const DeviceSchema = Type.Object({
  id: Type.String({ title: 'ID', description: 'Device id (uuid)' }),
  hostname: text('Host Name'),
  lastActiveUser: text('Last Active User', 'The user last signed in on the device'),
  operatingSystem: text('Operating System'),
  osVersion: text('OS Version'),
  cpuArchitecture: text('CPU Architecture'),
  agentVersion: text('Agent Version', 'Empty when no agent is installed'),
  extensionVersion: text('Extension Version', 'Empty when no browser extension is installed'),
  agentStatus: StringEnum(AGENT_STATUSES, {
    title: 'Agent Status',
    description: 'Derived from lastSeen: Online, Offline, or Inactive after a long silence',
  }),
  extensionStatus: StringEnum(EXTENSION_STATUSES, { title: 'Extension Status' }),
  agentDisabled: Type.Boolean({ title: 'Agent Disabled', description: 'Desired: the console asks the agent to stop' }),
  agentDisabledCurrent: Type.Boolean({
    title: 'Agent Disabled (Reported)',
    description: 'What the agent last reported',
  }),
  chromeExtensionDisabled: Type.Boolean({
    title: 'Extension Disabled',
    description: 'Desired: the console asks the browser extension to stop',
  }),
  chromeExtensionDisabledCurrent: Type.Boolean({
    title: 'Extension Disabled (Reported)',
    description: 'What the browser extension last reported',
  }),
  ipAddress: text('IP Address'),
  revoked: Type.Boolean({ title: 'Revoked', description: 'A Tenant Admin revoked it: the agents API refuses it' }),
  lastSeen: IsoTime({ title: 'Last Seen', description: 'Last heartbeat' }),
  created: IsoTime({ title: 'Enrolled', description: 'When the device first enrolled' }),
});
/** One row of GET /devices. */
export type Device = Static<typeof DeviceSchema>;

/** GET /devices (`devices`, nextToken) and GET /devices/count (`totalDevices`, `totalFilteredDevices`). */
export const DeviceListingSchemas = ListingSchemas(listingNames(DEVICE_LIST_RESOURCE), DeviceSchema);
/** GET /devices answer. */
export type DeviceList = Static<typeof DeviceListingSchemas.page>;
/** GET /devices/count answer. */
export type DeviceCounts = Static<typeof DeviceListingSchemas.counts>;

/** PATCH /devices/{id} body (SPEC §7): the desired state; at least one of the two. */
export const DeviceChangesSchema = Type.Object(
  {
    AgentDisable: Type.Optional(Type.Boolean({ description: 'Desired: true disables the agent' })),
    ChromeExtensionDisable: Type.Optional(Type.Boolean({ description: 'Desired: true disables the extension' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** PATCH /devices/{id} body: the desired state of the agent and/or the browser extension. */
export type DeviceChanges = Static<typeof DeviceChangesSchema>;

/** List-query filters as a batch's `allMatching` (the names and values of GET /devices' query). */
export const DeviceFilterQuerySchema = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String())]),
);
/** The list-query filters of GET /devices as a batch's `allMatching`. */
export type DeviceFilterQuery = Static<typeof DeviceFilterQuerySchema>;

/** PATCH /devices/batch body: the desired state for every device matching `allMatching`. */
export const DeviceBatchRequestSchema = Type.Object(
  { allMatching: DeviceFilterQuerySchema, changes: DeviceChangesSchema },
  { additionalProperties: false },
);
/** PATCH /devices/batch body: the desired state for every device matching a filter. */
export type DeviceBatchRequest = Static<typeof DeviceBatchRequestSchema>;

/** PATCH /devices/batch answer: devices matching the filter, and those whose desired state changed. */
export const DeviceBatchResultSchema = Type.Object({
  matched: Type.Integer({ description: 'Devices matching the filter' }),
  updated: Type.Integer({ description: 'Devices whose desired state changed' }),
});
/** PATCH /devices/batch answer. */
export type DeviceBatchResult = Static<typeof DeviceBatchResultSchema>;
