import {
  AGENT_STATUSES,
  DEVICE_COUNT_CAP,
  DEVICE_INACTIVE_AFTER_DAYS,
  DEVICE_LIST_DEFAULTS,
  DEVICE_ONLINE_WITHIN_MINUTES,
  EXTENSION_STATUSES,
} from 'shared-contracts';
import type { Device } from 'shared-contracts';
import { DeviceSchema } from 'shared-contracts/schemas';
import { csvColumnsFrom, isoText, projectionOf, rowReader } from '../../lib/listing';
import type { ListingDefinition } from '../../lib/listing';

/**
 * The agent status, derived from the last heartbeat at query time (the constants are trusted numbers): Online
 * within DEVICE_ONLINE_WITHIN_MINUTES, Inactive after DEVICE_INACTIVE_AFTER_DAYS, Offline between.
 */
export const AGENT_STATUS_SQL = `(CASE WHEN last_seen >= now() - interval '${DEVICE_ONLINE_WITHIN_MINUTES} minutes' THEN 'Online'
  WHEN last_seen >= now() - interval '${DEVICE_INACTIVE_AFTER_DAYS} days' THEN 'Offline' ELSE 'Inactive' END)`;

const ONLINE_SINCE = `now() - interval '${DEVICE_ONLINE_WITHIN_MINUTES} minutes'`;
const OFFLINE_SINCE = `now() - interval '${DEVICE_INACTIVE_AFTER_DAYS} days'`;

/**
 * The agentStatus filter as ranges of last_seen, which the (tenant_id, last_seen, id) index serves (the CASE above
 * cannot use an index: at 100,000 devices filtering by it read every row of the tenant).
 */
const AGENT_STATUS_CONDITIONS = {
  Online: `last_seen >= ${ONLINE_SINCE}`,
  Offline: `last_seen < ${ONLINE_SINCE} AND last_seen >= ${OFFLINE_SINCE}`,
  Inactive: `last_seen < ${OFFLINE_SINCE}`,
} satisfies Record<(typeof AGENT_STATUSES)[number], string>;

/** Columns of a device row as the list, the PATCH answer and the export read them. */
export const DEVICE_PROJECTION = projectionOf(DeviceSchema, {
  id: 'id::text',
  hostname: 'hostname',
  lastActiveUser: 'last_active_user',
  operatingSystem: 'operating_system',
  osVersion: 'os_version',
  cpuArchitecture: 'cpu_architecture',
  agentVersion: 'agent_version',
  extensionVersion: 'extension_version',
  agentStatus: AGENT_STATUS_SQL,
  extensionStatus: 'extension_status',
  agentDisabled: 'agent_disabled',
  agentDisabledCurrent: 'agent_disabled_current',
  chromeExtensionDisabled: 'chrome_extension_disabled',
  chromeExtensionDisabledCurrent: 'chrome_extension_disabled_current',
  ipAddress: 'ip_address',
  revoked: 'revoked_at IS NOT NULL',
  lastSeen: isoText('last_seen'),
  created: isoText('created'),
});

/** A raw row of {@link DEVICE_PROJECTION} as the DTO. */
const toDevice = rowReader(DeviceSchema);

/**
 * GET /devices: SPEC §2's device filters, 1000 a page by lastSeen descending (SPEC §9), search over host, user, OS,
 * versions and IP. The date picker applies to lastSeen; the cutoff to enrolment, so a device heartbeating while
 * the page is open stays listed.
 */
export const deviceListing: ListingDefinition<Device> = {
  table: 'devices',
  idColumn: 'id',
  createdColumn: 'created',
  rangeColumn: 'last_seen',
  sortColumns: {
    lastSeen: { column: 'last_seen', type: 'timestamp' },
    hostname: { column: 'hostname', type: 'text' },
    lastActiveUser: { column: 'last_active_user', type: 'text' },
    agentVersion: { column: 'agent_version', type: 'text' },
  },
  defaultSortColumn: DEVICE_LIST_DEFAULTS.sortColumn,
  defaultPageSize: DEVICE_LIST_DEFAULTS.pageSize,
  maxPageSize: DEVICE_LIST_DEFAULTS.pageSize,
  searchColumn: 'search_text',
  filters: {
    hostname: { kind: 'in', column: 'hostname' },
    lastActiveUser: { kind: 'in', column: 'last_active_user' },
    agentVersion: { kind: 'in', column: 'agent_version' },
    extensionVersion: { kind: 'in', column: 'extension_version' },
    operatingSystem: { kind: 'in', column: 'operating_system' },
    cpuArchitecture: { kind: 'in', column: 'cpu_architecture' },
    agentStatus: { kind: 'in', column: AGENT_STATUS_SQL, values: AGENT_STATUSES, conditions: AGENT_STATUS_CONDITIONS },
    extensionStatus: { kind: 'in', column: 'extension_status', values: EXTENSION_STATUSES },
  },
  projection: DEVICE_PROJECTION,
  toRow: toDevice,
  countCap: DEVICE_COUNT_CAP,
  csvColumns: csvColumnsFrom(DeviceSchema, DEVICE_PROJECTION, [
    'hostname',
    'id',
    'lastActiveUser',
    'operatingSystem',
    'osVersion',
    'cpuArchitecture',
    'agentVersion',
    'extensionVersion',
    'agentStatus',
    'extensionStatus',
    'agentDisabled',
    'agentDisabledCurrent',
    'chromeExtensionDisabled',
    'chromeExtensionDisabledCurrent',
    'ipAddress',
    'revoked',
    'lastSeen',
    'created',
  ]),
};
