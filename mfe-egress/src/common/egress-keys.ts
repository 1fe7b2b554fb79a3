import { createResourceKeys } from 'shared-ui';

/** Where an event is addressed: its id and its creation time. */
export interface EgressEventRef {
  /** Event id. */
  id: string;
  /** When it happened (ISO time). */
  created: string;
}

const eventResource = createResourceKeys('egress-events');

/** SWR keys of the egress remote: the kit's factory for the grid's lists and counts, and one event's detail. */
export const egressKeys = {
  ...eventResource,
  /** One event's extended form. */
  detail: (tenantId: string, ref: EgressEventRef) =>
    [...eventResource.all(tenantId), 'detail', ref.id, ref.created] as const,
  /** The chain of one event's content. */
  contentLineage: (tenantId: string, ref: EgressEventRef) =>
    [...eventResource.all(tenantId), 'content-lineage', ref.id, ref.created] as const,
};
