// Egress events (SPEC §3, §7): each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { AnyObject, IsoTime, ListingSchemas, Nullable } from './common';
import { EGRESS_EVENT_LIST_RESOURCE, listingNames } from '../listing/list-resources';

const text = (title?: string, description?: string) =>
  Type.String({ ...(title && { title }), ...(description && { description }) });

/**
 * Where an event went and by which channel (what whereItWent words), declared once for every answer that shows it:
 * the events and incidents (EventFacts), a content lineage's egress steps, a backtest's sample events.
 */
export const EventRouteFacts = {
  destination: text('Destination'),
  egressChannel: text('Egress Channel'),
};

/**
 * The facts of an egress event that the incident raised from it carries too (SPEC §3), declared once: the policy
 * that decided, who, from where to where, how, and what data. `title` of a property is its CSV header.
 */
export const EventFacts = {
  policyName: text('Policy Name', 'Empty when no policy covers the event'),
  policyVerdict: text('Policy Verdict', 'NOT_COVERED, or the verdict of the policy that decided'),
  hostname: text('Hostname'),
  username: text('Username'),
  source: text('Source', 'The application or site the data came from'),
  ...EventRouteFacts,
  dataTypes: Type.Array(Type.String(), { title: 'Data Type' }),
  contentCategory: text('Content Category'),
  mipLabel: text('MIP Label', 'Empty when the content carries no label'),
  dataVolume: Type.Number({ title: 'Data Volume', description: 'Bytes' }),
  totalHitCount: Type.Integer({ title: 'Total Hit Count' }),
};

const { policyName, policyVerdict, hostname, username, source, destination, ...how } = EventFacts;

/** One row of GET /egress-events; `title` of a property is its CSV header. */
export const EgressEventSchema = Type.Object({
  id: Type.String({ title: 'ID', description: 'Event id (uuid)' }),
  created: IsoTime({ title: 'Created', description: 'When the data left; with the id it addresses the event' }),
  hostname,
  username,
  source,
  destination,
  destinationType: text('Destination Type'),
  ...how,
  policyName,
  policyVerdict,
  fileName: text('File Name', 'Empty for pasted text'),
});
/** One row of GET /egress-events. */
export type EgressEvent = Static<typeof EgressEventSchema>;

/** GET /egress-events (`events`, nextToken) and /egress-events/count (`totalEgressEvents`, `totalFilteredEgressEvents`). */
export const EgressEventListingSchemas = ListingSchemas(listingNames(EGRESS_EVENT_LIST_RESOURCE), EgressEventSchema);
/** GET /egress-events answer. */
export type EgressEventList = Static<typeof EgressEventListingSchemas.page>;
/** GET /egress-events/count answer. */
export type EgressEventCounts = Static<typeof EgressEventListingSchemas.counts>;

/** The device the event left from, when it is known. */
export const EgressEventDeviceSchema = Type.Object({
  id: Type.String(),
  hostname: Type.String(),
  operatingSystem: Type.String(),
  osVersion: Type.String(),
  lastActiveUser: Type.String(),
});
/** The device an event left from. */
export type EgressEventDevice = Static<typeof EgressEventDeviceSchema>;

/** One data type the content matched: its hits (null when the agent reported only the event's total) and snippets. */
export const EgressEventMatchSchema = Type.Object({
  dataType: Type.String(),
  count: Nullable(Type.Integer()),
  snippets: Type.Array(Type.String(), { description: 'Redacted excerpts of the matched content' }),
});
/** One data type an event's content matched. */
export type EgressEventMatch = Static<typeof EgressEventMatchSchema>;

/** GET /egress-events/{ID}?created= answer's event (SPEC: extendEgressEvent). */
export const ExtendedEgressEventSchema = Type.Composite([
  EgressEventSchema,
  Type.Object({
    device: Nullable(EgressEventDeviceSchema, { description: 'The device; null when it is no longer enrolled' }),
    process: Nullable(Type.String(), { description: 'The process that sent the data' }),
    filePath: Nullable(Type.String()),
    url: Nullable(Type.String(), { description: 'Where the event went, when it is a web address' }),
    policyId: Nullable(Type.String(), { description: 'The policy that decided; null when none covers the event' }),
    matches: Type.Array(EgressEventMatchSchema),
    contentFingerprint: Nullable(Type.String(), {
      description: 'sha256 of the content, the key of its per-file lineage; null when the agent sent none',
    }),
    details: AnyObject({ description: 'Everything else the agent reported' }),
  }),
]);
/** GET /egress-events/{ID}?created= event (SPEC: extendEgressEvent). */
export type ExtendedEgressEvent = Static<typeof ExtendedEgressEventSchema>;

/** GET /egress-events/{ID} answer: the extended event under SPEC's name. */
export const ExtendedEgressEventResponseSchema = Type.Object({ extendEgressEvent: ExtendedEgressEventSchema });
/** GET /egress-events/{ID} answer: `{ extendEgressEvent }`. */
export type ExtendedEgressEventResponse = Static<typeof ExtendedEgressEventResponseSchema>;
