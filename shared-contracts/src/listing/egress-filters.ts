// The egress grid's filter declarations, in a module of their own so that a remote importing them does not carry
// the other grids' declarations (grid-filters.ts) into its bundle.

import { DESTINATION_TYPES } from '../api/dashboard';
import { EGRESS_EVENT_VERDICTS } from '../api/egress-events';
import { labelledOptions } from '../labels';
import { dateRangeFilter, optionsFilter, optionsOf, rangeFilter } from './filter-definition';
import { EGRESS_EVENT_LIST_RESOURCE, resourceFilters } from './list-resources';

/**
 * Filter-option endpoints of the open-ended filters egress events and incidents share (GET /filters/<x>-options,
 * SPEC §7): incidents are raised from events, so the same values serve both grids.
 */
export const EVENT_FILTER_ENDPOINTS = {
  source: '/filters/source-name-options',
  dataType: '/filters/data-type-options',
  contentCategory: '/filters/content-category-options',
  mipLabel: '/filters/mip-label-options',
  egressChannel: '/filters/egress-channel-options',
  hostname: '/filters/hostname-options',
  username: '/filters/username-options',
  destination: '/filters/destination-options',
} as const;

/** Filter-option endpoints of the egress grid's open-ended filters. */
export const EGRESS_FILTER_ENDPOINTS = {
  ...EVENT_FILTER_ENDPOINTS,
  policyName: '/filters/policy-name-options',
} as const;

/** The first filters of both the egress and the incident grid, in SPEC §2's order: what the data was and how it left. */
export const EVENT_CONTENT_FILTER_DEFINITIONS = [
  optionsFilter('Source', { endpoint: EVENT_FILTER_ENDPOINTS.source }),
  optionsFilter('Data Type', { endpoint: EVENT_FILTER_ENDPOINTS.dataType }),
  optionsFilter('Content Category', { endpoint: EVENT_FILTER_ENDPOINTS.contentCategory }),
  optionsFilter('MIP Label', { endpoint: EVENT_FILTER_ENDPOINTS.mipLabel }),
  optionsFilter('Egress Channel', { endpoint: EVENT_FILTER_ENDPOINTS.egressChannel }),
  rangeFilter('Data Volume', { unit: 'bytes' }),
] as const;

/**
 * The egress grid's filters in SPEC §2's order and names: search pickers over the option endpoints, the verdicts
 * as a checklist named as the console names them, the two numeric ranges and the date picker; each a filter of
 * EGRESS_EVENT_LIST_RESOURCE, of its kind.
 */
export const EGRESS_FILTERS = resourceFilters(EGRESS_EVENT_LIST_RESOURCE, [
  ...EVENT_CONTENT_FILTER_DEFINITIONS,
  optionsFilter('Policy Name', { endpoint: EGRESS_FILTER_ENDPOINTS.policyName }),
  optionsFilter('Policy Verdict', {
    options: labelledOptions('verdict', EGRESS_EVENT_VERDICTS),
  }),
  optionsFilter('Hostname', { endpoint: EGRESS_FILTER_ENDPOINTS.hostname }),
  optionsFilter('Username', { endpoint: EGRESS_FILTER_ENDPOINTS.username }),
  optionsFilter('Destination', { endpoint: EGRESS_FILTER_ENDPOINTS.destination }),
  dateRangeFilter('Date Picker'),
  rangeFilter('Total Hit Count'),
  optionsFilter('Destination Type', { options: optionsOf(DESTINATION_TYPES) }),
]);
