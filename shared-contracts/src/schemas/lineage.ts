// High-level lineage (SPEC §7: GET /high-level-lineage, /high-level-lineage/combinations): the events' flows from
// origin through egress channel to destination.
// Each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';

/** One flow: an origin (the application or site the data came from), a channel and a destination, with its events. */
export const LineageFlowSchema = Type.Object({
  origin: Type.String(),
  channel: Type.String(),
  destination: Type.String(),
  events: Type.Integer(),
  volume: Type.Number({ description: 'Bytes' }),
});
/** One flow: origin, channel and destination, with its events and volume. */
export type LineageFlow = Static<typeof LineageFlowSchema>;

/** GET /high-level-lineage answer: the largest flows (by events) of the filtered events, and how many there are. */
export const LineageSchema = Type.Object({
  flows: Type.Array(LineageFlowSchema),
  totalFlows: Type.Integer({ description: 'Distinct flows of the filtered events (flows lists the largest)' }),
  totalEvents: Type.Integer(),
});
/** GET /high-level-lineage answer. */
export type Lineage = Static<typeof LineageSchema>;

/** One distinct combination of origin, channel and destination, with its events, users and volume. */
export const LineageCombinationSchema = Type.Composite([LineageFlowSchema, Type.Object({ users: Type.Integer() })]);
/** One combination with its users. */
export type LineageCombination = Static<typeof LineageCombinationSchema>;

/** GET /high-level-lineage/combinations answer. */
export const LineageCombinationListSchema = Type.Object({ combinations: Type.Array(LineageCombinationSchema) });
/** GET /high-level-lineage/combinations answer. */
export type LineageCombinationList = Static<typeof LineageCombinationListSchema>;
