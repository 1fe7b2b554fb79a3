import { AGENT_STATUSES, EXTENSION_STATUSES, dateRangeFilter, optionsFilter, optionsOf } from 'shared-contracts';
import type { FilterDefinition } from 'shared-contracts';

/**
 * The device grid's filters in SPEC §2's order and names: the date picker (over last seen), the values the tenant's
 * devices hold (GET /filters/device-*-options), and the two statuses from their fixed values.
 */
export const DEVICE_FILTERS: readonly FilterDefinition[] = [
  dateRangeFilter('Date Picker'),
  optionsFilter('Host Name', { endpoint: '/filters/device-hostname-options' }),
  optionsFilter('Last Active User', { endpoint: '/filters/device-user-options' }),
  optionsFilter('Agent Version', { endpoint: '/filters/device-agent-version-options' }),
  optionsFilter('Extension Version', { endpoint: '/filters/device-extension-version-options' }),
  optionsFilter('Operating Systems', { endpoint: '/filters/device-os-options' }),
  optionsFilter('CPU Architecture', { endpoint: '/filters/device-cpu-options' }),
  optionsFilter('Agent Status', { options: optionsOf(AGENT_STATUSES) }),
  optionsFilter('Extension Status', { options: optionsOf(EXTENSION_STATUSES) }),
];
