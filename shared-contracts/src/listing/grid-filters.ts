// The filter declarations of the server-paged grids, declared once: each grid's filter bar and the report templates
// of its data source (SPEC §2 names, DESIGN §4 query parameters).

import { AUDIT_OUTCOMES } from '../api/audit-logs';
import { EXTENSION_STATUSES } from '../api/devices';
import {
  EXCEPTION_REQUEST_TYPES,
  EXCEPTION_STATUSES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  POLICY_VERDICTS,
} from '../api/incidents';
import { labelledOptions } from '../labels';
import { AGENT_STATUSES } from '../constants';
import { EVENT_CONTENT_FILTER_DEFINITIONS, EVENT_FILTER_ENDPOINTS } from './egress-filters';
import { booleanFilter, dateRangeFilter, optionsFilter, rangeFilter } from './filter-definition';
import {
  AUDIT_LOG_LIST_RESOURCE,
  DEVICE_LIST_RESOURCE,
  INCIDENT_LIST_RESOURCE,
  resourceFilters,
} from './list-resources';

/** Filter-option endpoints of the incident grid's open-ended filters (GET /filters/<x>-options?search=). */
export const INCIDENT_FILTER_ENDPOINTS = {
  ...EVENT_FILTER_ENDPOINTS,
  assignedTo: '/filters/assignee-options',
} as const;

/**
 * The incident grid's filters in SPEC §2's order and names: open-ended values through search pickers over the API's
 * filter-option endpoints, short fixed lists (verdicts, severities, statuses, exception values) as
 * checklists, numeric ranges, the date picker and Flagged as yes/no.
 */
export const INCIDENT_FILTERS = incidentFilters();

function incidentFilters() {
  const endpoints = INCIDENT_FILTER_ENDPOINTS;
  return resourceFilters(INCIDENT_LIST_RESOURCE, [
    ...EVENT_CONTENT_FILTER_DEFINITIONS,
    optionsFilter('Policy Verdict', { options: labelledOptions('verdict', POLICY_VERDICTS) }),
    optionsFilter('Host Name', { endpoint: endpoints.hostname }),
    optionsFilter('Username', { endpoint: endpoints.username }),
    optionsFilter('Destination', { endpoint: endpoints.destination }),
    dateRangeFilter('Date Picker'),
    rangeFilter('Total Hit Count'),
    optionsFilter('Severity', {
      options: labelledOptions('severity', INCIDENT_SEVERITIES),
    }),
    optionsFilter('Assigned To', { endpoint: endpoints.assignedTo }),
    optionsFilter('Status', {
      options: labelledOptions('incidentStatus', INCIDENT_STATUSES),
    }),
    booleanFilter('Flagged'),
    optionsFilter('Exception Request Status', { options: labelledOptions('exceptionStatus', EXCEPTION_STATUSES) }),
    optionsFilter('Exception Request type', {
      options: labelledOptions('exceptionRequestType', EXCEPTION_REQUEST_TYPES),
    }),
  ]);
}

/**
 * The device grid's filters in SPEC §2's order and names: the date picker (over last seen), the values the tenant's
 * devices hold (GET /filters/device-*-options), and the two statuses from their fixed values.
 */
export const DEVICE_FILTERS = resourceFilters(DEVICE_LIST_RESOURCE, [
  dateRangeFilter('Date Picker'),
  optionsFilter('Host Name', { endpoint: '/filters/device-hostname-options' }),
  optionsFilter('Last Active User', { endpoint: '/filters/device-user-options' }),
  optionsFilter('Agent Version', { endpoint: '/filters/device-agent-version-options' }),
  optionsFilter('Extension Version', { endpoint: '/filters/device-extension-version-options' }),
  optionsFilter('Operating Systems', { endpoint: '/filters/device-os-options' }),
  optionsFilter('CPU Architecture', { endpoint: '/filters/device-cpu-options' }),
  optionsFilter('Agent Status', { options: labelledOptions('agentStatus', AGENT_STATUSES) }),
  optionsFilter('Extension Status', { options: labelledOptions('extensionStatus', EXTENSION_STATUSES) }),
  booleanFilter('Agent Active'),
  booleanFilter('Extension Active'),
]);

/**
 * The audit log's filters in SPEC §2's order and names: the date picker, then User, Page and Action chosen from the
 * values the tenant's log holds (GET /filters/audit-*-options), and Outcome from the outcomes the API writes.
 */
export const AUDIT_LOG_FILTERS = resourceFilters(AUDIT_LOG_LIST_RESOURCE, [
  dateRangeFilter('Date Picker'),
  optionsFilter('User', { endpoint: '/filters/audit-user-options' }),
  optionsFilter('Page', { endpoint: '/filters/audit-page-options' }),
  optionsFilter('Action', { endpoint: '/filters/audit-action-options' }),
  optionsFilter('Outcome', { options: labelledOptions('auditOutcome', AUDIT_OUTCOMES) }),
]);
