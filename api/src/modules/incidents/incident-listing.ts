import {
  EXCEPTION_FILTER_STATUSES,
  EXCEPTION_REQUEST_TYPES,
  INCIDENT_COUNT_CAP,
  INCIDENT_LIST_RESOURCE,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  POLICY_VERDICTS,
  SLA_STATES,
} from 'shared-contracts';
import { TenantIncidentListItemSchema } from 'shared-contracts/schemas';
import { incidents, SLA_NO_CLOCK } from '../../db/schema';
import { defineListing, isoText } from '../../lib/listing';

/** The assignee's display name beside each incident, looked up once per assignee (PostgreSQL memoizes it). */
export const INCIDENT_JOINS = `LEFT JOIN LATERAL (SELECT coalesce(nullif(u.name, ''), u.email) AS assignee_name
    FROM users u WHERE u.id = incidents.assigned_to) AS assignee ON true`;

/**
 * Where an incident stands against its next SLA target at query time (SLA_STATES), as conditions on the indexed
 * `sla_due` (its (tenant_id, sla_due, id) index serves them); SLA_STATE_SQL is the same as one expression.
 */
const SLA_STATE_CONDITIONS = {
  breached: 'incidents.sla_due < now()',
  due: `incidents.sla_due >= now() AND incidents.sla_due < ${SLA_NO_CLOCK}`,
  none: `incidents.sla_due = ${SLA_NO_CLOCK}`,
} satisfies Record<(typeof SLA_STATES)[number], string>;
const SLA_STATE_SQL = `(CASE WHEN incidents.sla_due = ${SLA_NO_CLOCK} THEN 'none'
  WHEN incidents.sla_due < now() THEN 'breached' ELSE 'due' END)`;

/**
 * Whether the incident's exception has expired: its newest linked policy exception's expiry has passed (an exception
 * reads expired from `expires_at <= now()`, never written; issue 30). Read through the link's (tenant_id,
 * incident_id) index, for the few incidents whose stored status is Pending or Approved.
 */
const EXCEPTION_EXPIRED = `coalesce((SELECT e.expires_at <= now() FROM policy_exception_incidents l
    JOIN policy_exceptions e ON e.tenant_id = l.tenant_id AND e.id = l.exception_id
    WHERE l.tenant_id = incidents.tenant_id AND l.incident_id = incidents.id ORDER BY l.linked DESC LIMIT 1), false)`;
const LIVE_EXCEPTION = `incidents.exception_request_status IN ('Pending', 'Approved')`;

/**
 * The incident's exception status as the grid, its filter, the drawer and the export show it: the stored one (SPEC's,
 * driven by the exception's lifecycle), except Expired once a pending or approved exception's expiry has passed, as
 * nothing runs at expiry. EXCEPTION_STATUS_CONDITIONS are the same as one condition per filter value.
 */
const EXCEPTION_STATUS_SQL = `(CASE WHEN ${LIVE_EXCEPTION} AND ${EXCEPTION_EXPIRED} THEN 'Expired'
  ELSE incidents.exception_request_status END)`;
const EXCEPTION_STATUS_CONDITIONS = {
  None: 'incidents.exception_request_status IS NULL',
  Pending: `incidents.exception_request_status = 'Pending' AND NOT ${EXCEPTION_EXPIRED}`,
  Approved: `incidents.exception_request_status = 'Approved' AND NOT ${EXCEPTION_EXPIRED}`,
  Rejected: `incidents.exception_request_status = 'Rejected'`,
  Expired: `${LIVE_EXCEPTION} AND ${EXCEPTION_EXPIRED}`,
} satisfies Record<(typeof EXCEPTION_FILTER_STATUSES)[number], string>;

/**
 * GET /incidents: SPEC §2's incident filters, search over title, host, user, destination, policy and source. Each
 * row key, sort and filter is the incidents' column of its name unless given here; each row carries its tenant. Read
 * over All tenants too (api/README.md, "The cross-tenant queue"): the scope role reads `incidents`, `users` (the
 * assignee's name) and `policy_exception_incidents`, `policy_exceptions` (the exception's expiry).
 */
export const incidentListing = defineListing(incidents, TenantIncidentListItemSchema, INCIDENT_LIST_RESOURCE, {
  joins: INCIDENT_JOINS,
  projection: {
    assignedToName: 'assignee.assignee_name',
    slaDueAt: isoText(`nullif(incidents.sla_due, ${SLA_NO_CLOCK})`),
    exceptionRequestStatus: EXCEPTION_STATUS_SQL,
  },
  sort: { severity: incidents.severityRank, assignedTo: incidents.assigneeSort, slaDueAt: incidents.slaDue },
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
    exceptionRequestStatus: {
      kind: 'in',
      column: EXCEPTION_STATUS_SQL,
      values: EXCEPTION_FILTER_STATUSES,
      conditions: EXCEPTION_STATUS_CONDITIONS,
    },
    exceptionRequestType: { column: incidents.exceptionRequestType, values: EXCEPTION_REQUEST_TYPES },
    sla: { kind: 'in', column: SLA_STATE_SQL, values: SLA_STATES, conditions: SLA_STATE_CONDITIONS },
  },
  countCap: INCIDENT_COUNT_CAP,
  // The count rollups carry severity and status under the incidents' column names: the total, and a count filtered
  // by those alone, are exact at any size, one tenant or each of a scope's.
  countRollup: {
    daily: 'incident_counts_daily',
    hourly: 'incident_counts_hourly',
    rows: 'incidents',
    filters: ['severity', 'status'],
  },
  csv: {
    first: ['created', 'id'],
    values: {
      assignedToName: (column) => `coalesce(${column('assignedToName')}, ${column('assignedTo')})`,
    },
  },
});

/** Columns of an incident row as the list, the detail and the export read them (over incidents and its joins). */
export const INCIDENT_PROJECTION = incidentListing.projection;
