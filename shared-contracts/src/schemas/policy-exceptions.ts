// Policy exceptions (issue 30 item 1): each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import {
  POLICY_EXCEPTION_MAX_DAYS,
  POLICY_EXCEPTION_REASON_MAX_LENGTH,
  POLICY_EXCEPTION_STATES,
} from '../api/policy-exceptions';
import { listingNames } from '../listing/list-resources';
import { POLICY_EXCEPTION_LIST_RESOURCE } from '../listing/policy-exception-resource';
import { Int32, IsoTime, ListingSchemas, Nullable, StringEnum, Text } from './common';

const scopeText = (title: string, description: string) =>
  Nullable(Type.String(), { title, description: `${description}; null: any` });

/** One row of GET /policy-exceptions; `title` of a property is its CSV header. */
export const PolicyExceptionSchema = Type.Object({
  id: Type.String({ title: 'ID', description: 'Exception id (uuid)' }),
  created: IsoTime({ title: 'Requested', description: 'When it was requested' }),
  state: StringEnum(POLICY_EXCEPTION_STATES, {
    title: 'State',
    description: 'pending, active, denied, revoked; expired is derived from expiresAt and the time of the read',
  }),
  username: scopeText('User', 'The user it exempts'),
  userGroup: scopeText('Group', 'The directory group whose members it exempts'),
  destination: scopeText('Destination', 'The destination it exempts (a domain covers its subdomains)'),
  listId: Nullable(Type.String(), { description: 'The list whose entries it exempts (users, groups or destinations)' }),
  listName: scopeText('List', 'The name of that list'),
  dataType: scopeText('Data Type', 'The element type it exempts'),
  egressChannel: scopeText('Egress Channel', 'The channel it exempts'),
  reason: Type.String({ title: 'Reason' }),
  requestedBy: Type.String({ title: 'Requested By', description: 'User id of the requester' }),
  requestedByName: Type.String({ title: 'Requester', description: "The requester's name" }),
  incidentId: Nullable(Type.String(), { description: 'The incident it was requested from, if any' }),
  startsAt: IsoTime({ title: 'Starts', description: 'It applies from here' }),
  expiresAt: IsoTime({ title: 'Expires', description: 'It stops applying here, by itself' }),
  approvalsRequired: Int32({ title: 'Approvals Required', description: '2 for a whole group or past 90 days' }),
  approvals: Int32({ title: 'Approvals', description: 'Approvals given so far' }),
  version: Int32({ description: 'Incremented on each change' }),
});
/** One row of GET /policy-exceptions. */
export type PolicyException = Static<typeof PolicyExceptionSchema>;

/** GET /policy-exceptions (`exceptions`, nextToken) and its count (`totalExceptions`, `totalFilteredExceptions`). */
export const PolicyExceptionListingSchemas = ListingSchemas(
  listingNames(POLICY_EXCEPTION_LIST_RESOURCE),
  PolicyExceptionSchema,
);
/** GET /policy-exceptions answer. */
export type PolicyExceptionList = Static<typeof PolicyExceptionListingSchemas.page>;
/** GET /policy-exceptions/count answer. */
export type PolicyExceptionCounts = Static<typeof PolicyExceptionListingSchemas.counts>;

const scopeInput = (description: string) => Type.Optional(Text({ minLength: 1, maxLength: 500, description }));

/** What an exception exempts: any combination, at least one; every part given must hold (a user or a group). */
export const PolicyExceptionScopeSchema = Type.Object(
  {
    username: scopeInput('A user (user name or e-mail, as the agents report it)'),
    userGroup: scopeInput('A directory group: its members'),
    destination: scopeInput('A destination: a domain (its subdomains too), an address or a URL'),
    listId: Type.Optional(Type.String({ format: 'uuid', description: 'A list of users, groups or destinations' })),
    dataType: scopeInput('An element type (display name or classification id)'),
    egressChannel: scopeInput('An egress channel, e.g. Email'),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** What an exception exempts. */
export type PolicyExceptionScope = Static<typeof PolicyExceptionScopeSchema>;

/** POST /policy-exceptions body: from an incident (analysts and admins) or by an admin. */
export const PolicyExceptionRequestSchema = Type.Object(
  {
    scope: PolicyExceptionScopeSchema,
    reason: Text({ minLength: 1, maxLength: POLICY_EXCEPTION_REASON_MAX_LENGTH }),
    incidentId: Type.Optional(
      Type.String({ format: 'uuid', description: 'The incident it is requested from; required of an analyst' }),
    ),
    startsAt: Type.Optional(IsoTime({ description: 'When it starts applying; now when absent' })),
    expiresInDays: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: POLICY_EXCEPTION_MAX_DAYS,
        description: 'Days from its start until it expires; 30 when absent',
      }),
    ),
  },
  { additionalProperties: false },
);
/** POST /policy-exceptions body. */
export type PolicyExceptionRequest = Static<typeof PolicyExceptionRequestSchema>;

/** One approval of an exception. */
export const PolicyExceptionApprovalSchema = Type.Object({
  approverId: Type.String(),
  approverName: Type.String(),
  approved: IsoTime(),
});
/** One approval of an exception. */
export type PolicyExceptionApproval = Static<typeof PolicyExceptionApprovalSchema>;

/** An incident that led to an exception. */
export const PolicyExceptionIncidentSchema = Type.Object({
  id: Type.String(),
  created: IsoTime(),
  title: Type.String(),
});
/** An incident that led to an exception. */
export type PolicyExceptionIncident = Static<typeof PolicyExceptionIncidentSchema>;

/** GET /policy-exceptions/{id}: the row, its approvals, the incidents that led to it, and who ended it. */
export const PolicyExceptionDetailSchema = Type.Composite([
  PolicyExceptionSchema,
  Type.Object({
    approvalList: Type.Array(PolicyExceptionApprovalSchema),
    incidents: Type.Array(PolicyExceptionIncidentSchema),
    decidedBy: Nullable(Type.String(), { description: 'Who denied or revoked it' }),
    decided: Nullable(IsoTime(), { description: 'When it was denied or revoked' }),
  }),
]);
/** GET /policy-exceptions/{id} answer. */
export type PolicyExceptionDetail = Static<typeof PolicyExceptionDetailSchema>;

/** GET /policy-exceptions/of-incident/{id}: the exception requested from the incident (the newest), or null. */
export const PolicyExceptionOfIncidentSchema = Type.Object({ exception: Nullable(PolicyExceptionDetailSchema) });
/** GET /policy-exceptions/of-incident/{id} answer. */
export type PolicyExceptionOfIncident = Static<typeof PolicyExceptionOfIncidentSchema>;

/** GET /policy-exceptions/backtest query. */
export const PolicyExceptionBacktestQuerySchema = Type.Object(
  { days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, description: 'Days back; 30 when absent' })) },
  { additionalProperties: false },
);
/** GET /policy-exceptions/backtest query. */
export type PolicyExceptionBacktestQuery = Static<typeof PolicyExceptionBacktestQuerySchema>;

/**
 * GET /policy-exceptions/backtest: per pending or active exception, the stored events of the window a policy decided
 * (Protected, Monitored or Educate) that it would exempt, and the events it exempted at ingest.
 */
export const PolicyExceptionBacktestSchema = Type.Object({
  from: IsoTime(),
  to: IsoTime(),
  exceptions: Type.Array(
    Type.Object({
      id: Type.String(),
      state: StringEnum(POLICY_EXCEPTION_STATES),
      wouldExempt: Type.Number({ description: 'Events a policy decided in the window that it matches' }),
      exempted: Type.Number({ description: 'Events of the window recorded as exempted by it at ingest' }),
    }),
  ),
});
/** GET /policy-exceptions/backtest answer. */
export type PolicyExceptionBacktest = Static<typeof PolicyExceptionBacktestSchema>;
