import {
  AGENT_STATUSES,
  DEVICE_COUNT_CAP,
  DEVICE_INACTIVE_AFTER_DAYS,
  DEVICE_LIST_DEFAULTS,
  DEVICE_LIST_RESOURCE,
  DEVICE_ONLINE_WITHIN_MINUTES,
  EXTENSION_STATUSES,
} from 'shared-contracts';
import { DeviceSchema } from 'shared-contracts/schemas';
import { devices } from '../../db/schema';
import { defineListing } from '../../lib/listing';

/**
 * The agent status, derived from the last heartbeat at query time (the constants are trusted numbers): Online
 * within DEVICE_ONLINE_WITHIN_MINUTES, Inactive after DEVICE_INACTIVE_AFTER_DAYS, Offline between.
 */
export const AGENT_STATUS_SQL = `(CASE WHEN last_seen >= now() - interval '${DEVICE_ONLINE_WITHIN_MINUTES} minutes' THEN 'Online'
  WHEN last_seen >= now() - interval '${DEVICE_INACTIVE_AFTER_DAYS} days' THEN 'Offline' ELSE 'Inactive' END)`;

const ONLINE_SINCE = `now() - interval '${DEVICE_ONLINE_WITHIN_MINUTES} minutes'`;
const OFFLINE_SINCE = `now() - interval '${DEVICE_INACTIVE_AFTER_DAYS} days'`;

/**
 * A device whose agent runs: switched on and Online (a heartbeat within DEVICE_ONLINE_WITHIN_MINUTES). The grid's
 * Agent Active filter and the dashboard's Protected devices count by this one rule, so a figure and its grid agree.
 */
export const AGENT_ACTIVE_SQL = `(NOT agent_disabled_current AND last_seen >= ${ONLINE_SINCE})`;
/** A device whose browser extension runs: installed, active and switched on (the grid's Extension Active filter). */
export const EXTENSION_ACTIVE_SQL = "(extension_status = 'Active' AND NOT chrome_extension_disabled_current)";

/**
 * The agentStatus filter as ranges of last_seen, which the (tenant_id, last_seen, id) index serves (the CASE above
 * cannot use an index: at 100,000 devices filtering by it read every row of the tenant).
 */
const AGENT_STATUS_CONDITIONS = {
  Online: `last_seen >= ${ONLINE_SINCE}`,
  Offline: `last_seen < ${ONLINE_SINCE} AND last_seen >= ${OFFLINE_SINCE}`,
  Inactive: `last_seen < ${OFFLINE_SINCE}`,
} satisfies Record<(typeof AGENT_STATUSES)[number], string>;

/**
 * GET /devices: SPEC §2's device filters, 1000 a page by lastSeen descending (SPEC §9), search over host, user, OS,
 * versions and IP. The date picker applies to lastSeen; the cutoff to enrolment, so a device heartbeating while
 * the page is open stays listed. Each row key, sort and filter is the devices' column of its name unless given here.
 */
export const deviceListing = defineListing(devices, DeviceSchema, DEVICE_LIST_RESOURCE, {
  projection: { agentStatus: AGENT_STATUS_SQL, revoked: 'revoked_at IS NOT NULL' },
  defaultSortColumn: DEVICE_LIST_DEFAULTS.sortColumn,
  defaultPageSize: DEVICE_LIST_DEFAULTS.pageSize,
  maxPageSize: DEVICE_LIST_DEFAULTS.pageSize,
  rangeColumn: devices.lastSeen,
  searchColumn: devices.searchText,
  filters: {
    agentStatus: { kind: 'in', column: AGENT_STATUS_SQL, values: AGENT_STATUSES, conditions: AGENT_STATUS_CONDITIONS },
    extensionStatus: { column: devices.extensionStatus, values: EXTENSION_STATUSES },
    // As the dashboard's Protected devices counts them (dashboard/widgets.ts).
    agentActive: { kind: 'boolean', column: AGENT_ACTIVE_SQL },
    extensionActive: { kind: 'boolean', column: EXTENSION_ACTIVE_SQL },
  },
  countCap: DEVICE_COUNT_CAP,
  csv: { first: ['hostname', 'id'] },
});

/** Columns of a device row as the list, the PATCH answer and the export read them. */
export const DEVICE_PROJECTION = deviceListing.projection;
