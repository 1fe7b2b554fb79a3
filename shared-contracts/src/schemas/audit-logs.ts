// The audit log (SPEC §3, §7): each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_CHAIN_BREAKS } from '../api/audit-logs';
import { IsoTime, ListingSchemas, Nullable, StringEnum, Text } from './common';
import { AUDIT_LOG_LIST_RESOURCE, listingNames } from '../listing/list-resources';

/** One audit-log row as GET /audit-logs answers it; `title` of a property is its CSV header. */
export const AuditLogEntrySchema = Type.Object({
  id: Type.String({ description: 'Entry id' }),
  created: IsoTime({ title: 'Created', description: 'When it was recorded' }),
  dashboardUserId: Type.String({
    title: 'User ID',
    description: 'The dashboard user who acted (identity-provider user id)',
  }),
  user: Type.String({ title: 'User', description: "That user's name, else email, at the time" }),
  page: Type.String({ title: 'Page', description: 'Page area, such as Policies or Data Egress' }),
  action: Type.String({ title: 'Action', description: 'Action, such as Logon or Update' }),
  outcome: Type.String({ title: 'Outcome', description: 'Outcome, such as Success or Failure' }),
  objectName: Nullable(Type.String(), {
    title: 'Object',
    description: "The name of the object acted on (a policy's or list's name, an incident's title, a host), if known",
  }),
  objectId: Nullable(Type.String(), { title: 'Object ID', description: 'Object acted on, if any' }),
  objectCreated: Nullable(Type.String(), {
    title: 'Object Created',
    description: 'When that object was created (ISO time), if known',
  }),
  description: Nullable(Type.String(), { title: 'Description', description: 'Free text' }),
});
/** One audit-log row as GET /audit-logs answers it. */
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

/** GET /audit-logs (`results`, nextToken) and GET /audit-logs/count (`total`, `filtered`). */
export const AuditLogListingSchemas = ListingSchemas(listingNames(AUDIT_LOG_LIST_RESOURCE), AuditLogEntrySchema);
/** GET /audit-logs answer. */
export type AuditLogList = Static<typeof AuditLogListingSchemas.page>;
/** GET /audit-logs/count answer. */
export type AuditLogCounts = Static<typeof AuditLogListingSchemas.counts>;

/**
 * POST /audit-logs body: the client's entry (Logon, Logoff). A `dashboardUserId` is accepted for compatibility
 * and ignored: the API records the authenticated user.
 */
export const AuditLogCreateRequestSchema = Type.Object(
  {
    page: Text({ minLength: 1, maxLength: 100 }),
    action: Text({ minLength: 1, maxLength: 100 }),
    outcome: Text({ minLength: 1, maxLength: 50 }),
    objectId: Type.Optional(Text({ maxLength: 200 })),
    objectCreated: Type.Optional(IsoTime()),
    description: Type.Optional(Text({ maxLength: 2000 })),
    dashboardUserId: Type.Optional(
      Text({ maxLength: 200, description: 'Ignored: the authenticated user is recorded.' }),
    ),
  },
  { additionalProperties: false },
);
/**
 * POST /audit-logs body: the client's entry (Logon, Logoff). A `dashboardUserId` is accepted for compatibility
 * and ignored: the API records the authenticated user.
 */
export type AuditLogCreateRequest = Static<typeof AuditLogCreateRequestSchema>;

/** GET /audit-logs/verify answer: whether the tenant's hash chain is intact, and where it first breaks. */
export const AuditChainVerificationSchema = Type.Object({
  intact: Type.Boolean(),
  entries: Type.Integer({ description: 'Entries checked, from the first to the head' }),
  verifiedAt: IsoTime({ description: 'When the check ran' }),
  firstBroken: Nullable(
    Type.Object({
      seq: Type.Integer({ description: 'Place in the chain' }),
      id: Nullable(Type.String(), { description: 'The entry, when it still exists' }),
      reason: StringEnum(AUDIT_CHAIN_BREAKS),
    }),
    { description: 'The first broken link; null when intact' },
  ),
});
/** GET /audit-logs/verify answer. */
export type AuditChainVerification = Static<typeof AuditChainVerificationSchema>;
