import {
  booleanFilter,
  capitalizeFirst,
  dateRangeFilter,
  EXCEPTION_REQUEST_TYPES,
  EXCEPTION_STATUSES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  optionsFilter,
  optionsOf,
  POLICY_VERDICTS,
  rangeFilter,
} from 'shared-contracts';
import type { FilterDefinition } from 'shared-contracts';
import { STATUS_LABELS } from '../../common/incident-labels';

/** Filter-option endpoints of the open-ended filters (GET /filters/<x>-options?search=). */
export const INCIDENT_FILTER_ENDPOINTS = {
  source: '/filters/source-name-options',
  dataType: '/filters/data-type-options',
  contentCategory: '/filters/content-category-options',
  mipLabel: '/filters/mip-label-options',
  egressChannel: '/filters/egress-channel-options',
  hostname: '/filters/hostname-options',
  username: '/filters/username-options',
  destination: '/filters/destination-options',
  assignedTo: '/filters/assignee-options',
} as const;

/**
 * The incident grid's filters in SPEC §2's order and names: open-ended values through search pickers over the API's
 * filter-option endpoints, short fixed lists (verdicts, severities, statuses, exception values) as
 * checklists, numeric ranges, the date picker and Flagged as yes/no.
 */
export const INCIDENT_FILTERS: readonly FilterDefinition[] = incidentFilters();

function incidentFilters(): FilterDefinition[] {
  const endpoints = INCIDENT_FILTER_ENDPOINTS;
  return [
    optionsFilter('Source', { endpoint: endpoints.source }),
    optionsFilter('Data Type', { endpoint: endpoints.dataType }),
    optionsFilter('Content Category', { endpoint: endpoints.contentCategory }),
    optionsFilter('MIP Label', { endpoint: endpoints.mipLabel }),
    optionsFilter('Egress Channel', { endpoint: endpoints.egressChannel }),
    rangeFilter('Data Volume', { unit: 'bytes' }),
    optionsFilter('Policy Verdict', { options: optionsOf(POLICY_VERDICTS) }),
    optionsFilter('Host Name', { endpoint: endpoints.hostname }),
    optionsFilter('Username', { endpoint: endpoints.username }),
    optionsFilter('Destination', { endpoint: endpoints.destination }),
    dateRangeFilter('Date Picker'),
    rangeFilter('Total Hit Count'),
    optionsFilter('Severity', {
      options: INCIDENT_SEVERITIES.map((value) => ({ value, label: capitalizeFirst(value) })),
    }),
    optionsFilter('Assigned To', { endpoint: endpoints.assignedTo }),
    optionsFilter('Status', { options: INCIDENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })) }),
    booleanFilter('Flagged'),
    optionsFilter('Exception Request Status', { options: optionsOf(EXCEPTION_STATUSES) }),
    optionsFilter('Exception Request type', { options: optionsOf(EXCEPTION_REQUEST_TYPES) }),
  ];
}
