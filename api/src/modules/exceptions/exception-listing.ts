import {
  POLICY_EXCEPTION_COUNT_CAP,
  POLICY_EXCEPTION_LIST_DEFAULTS,
  POLICY_EXCEPTION_LIST_RESOURCE,
  POLICY_EXCEPTION_STATES,
} from 'shared-contracts';
import type { PolicyExceptionState } from 'shared-contracts';
import { PolicyExceptionSchema } from 'shared-contracts/schemas';
import { policyExceptions } from '../../db/schema';
import { defineListing } from '../../lib/listing';

const T = 'policy_exceptions';

/** Pending or approved, and its expiry passed: expired at this read (never written, so no job is needed). */
const LAPSED = `${T}.state IN ('pending', 'active') AND ${T}.expires_at <= now()`;

/** The state as people read it: the stored one, or expired. */
export const EXCEPTION_STATE_SQL = `(CASE WHEN ${LAPSED} THEN 'expired' ELSE ${T}.state END)`;

/** The state filter as conditions on the stored columns, which the (tenant_id, state, expires_at) index serves. */
const STATE_CONDITIONS = {
  pending: `${T}.state = 'pending' AND ${T}.expires_at > now()`,
  active: `${T}.state = 'active' AND ${T}.expires_at > now()`,
  expired: LAPSED,
  denied: `${T}.state = 'denied'`,
  revoked: `${T}.state = 'revoked'`,
} satisfies Record<PolicyExceptionState, string>;

/** The list's name, the requester's name and the approvals given, beside each exception. */
export const EXCEPTION_JOINS = `LEFT JOIN LATERAL (SELECT l.name AS list_name FROM lists l
      WHERE l.tenant_id = ${T}.tenant_id AND l.id = ${T}.list_id) AS scope_list ON true
    LEFT JOIN LATERAL (SELECT coalesce(nullif(u.name, ''), u.email) AS requester_name
      FROM users u WHERE u.id = ${T}.requested_by) AS requester ON true
    LEFT JOIN LATERAL (SELECT count(*)::int AS given FROM policy_exception_approvals a
      WHERE a.tenant_id = ${T}.tenant_id AND a.exception_id = ${T}.id) AS approval ON true`;

/**
 * GET /policy-exceptions: every exception of the tenant, newest first, filtered by state (expired derived from the
 * time), channel, data type and requester; the date picker applies to the request time.
 */
export const exceptionListing = defineListing(policyExceptions, PolicyExceptionSchema, POLICY_EXCEPTION_LIST_RESOURCE, {
  joins: EXCEPTION_JOINS,
  projection: {
    state: EXCEPTION_STATE_SQL,
    listName: 'scope_list.list_name',
    requestedByName: `coalesce(requester.requester_name, ${T}.requested_by)`,
    approvals: 'approval.given',
  },
  defaultSortColumn: POLICY_EXCEPTION_LIST_DEFAULTS.sortColumn,
  defaultPageSize: POLICY_EXCEPTION_LIST_DEFAULTS.pageSize,
  maxPageSize: 1000,
  filters: {
    state: { kind: 'in', column: EXCEPTION_STATE_SQL, values: POLICY_EXCEPTION_STATES, conditions: STATE_CONDITIONS },
    egressChannel: { column: policyExceptions.egressChannel, maxLength: 500 },
    dataType: { column: policyExceptions.dataType, maxLength: 500 },
    requestedBy: { column: policyExceptions.requestedBy, maxLength: 500 },
  },
  countCap: POLICY_EXCEPTION_COUNT_CAP,
  csv: {
    first: ['created', 'id'],
    // The state as the grid shows it: its label (each state is one word, capitalised).
    values: { state: (column) => `initcap(${column('state')})` },
  },
});

/** Columns of an exception row as the list, the detail and the export read them. */
export const EXCEPTION_PROJECTION = exceptionListing.projection;
