import { createResourceKeys } from 'shared-ui';

/** Where an event is addressed: its id and its creation time. */
export interface EgressEventRef {
  /** Event id. */
  id: string;
  /** When it happened (ISO time). */
  created: string;
}

/** SWR keys of the egress remote: the kit's factory for the grid's lists and counts (a detail is keyed by useApiQuery). */
export const egressKeys = createResourceKeys('egress-events');
