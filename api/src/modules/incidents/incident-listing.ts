import {
  EXCEPTION_REQUEST_TYPES,
  EXCEPTION_STATUSES,
  INCIDENT_COUNT_CAP,
  INCIDENT_LIST_RESOURCE,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  POLICY_VERDICTS,
} from 'shared-contracts';
import { IncidentListItemSchema } from 'shared-contracts/schemas';
import { incidents } from '../../db/schema';
import { defineListing } from '../../lib/listing';

/** The assignee's display name beside each incident, looked up once per assignee (PostgreSQL memoizes it). */
export const INCIDENT_JOINS = `LEFT JOIN LATERAL (SELECT coalesce(nullif(u.name, ''), u.email) AS assignee_name
    FROM users u WHERE u.id = incidents.assigned_to) AS assignee ON true`;

/**
 * GET /incidents: SPEC §2's incident filters, search over title, host, user, destination, policy and source. Each
 * row key, sort and filter is the incidents' column of its name unless given here.
 */
export const incidentListing = defineListing(incidents, IncidentListItemSchema, INCIDENT_LIST_RESOURCE, {
  joins: INCIDENT_JOINS,
  projection: { assignedToName: 'assignee.assignee_name' },
  sort: { severity: incidents.severityRank, assignedTo: incidents.assigneeSort },
  defaultSortColumn: 'created',
  defaultPageSize: 100,
  maxPageSize: 1000,
  searchColumn: incidents.searchText,
  filters: {
    dataType: incidents.dataTypes,
    policyVerdict: { column: incidents.policyVerdict, values: POLICY_VERDICTS },
    severity: { column: incidents.severity, values: INCIDENT_SEVERITIES },
    assignedTo: { column: incidents.assignedTo, nullValue: 'unassigned' },
    status: { column: incidents.status, values: INCIDENT_STATUSES },
    exceptionRequestStatus: { column: incidents.exceptionRequestStatus, values: EXCEPTION_STATUSES, nullValue: 'None' },
    exceptionRequestType: { column: incidents.exceptionRequestType, values: EXCEPTION_REQUEST_TYPES },
  },
  countCap: INCIDENT_COUNT_CAP,
  csv: {
    first: ['created', 'id'],
    values: {
      assignedToName: (column) => `coalesce(${column('assignedToName')}, ${column('assignedTo')})`,
    },
  },
});

/** Columns of an incident row as the list, the detail and the export read them (over incidents and its joins). */
export const INCIDENT_PROJECTION = incidentListing.projection;
