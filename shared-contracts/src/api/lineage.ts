// High-level lineage calls of SPEC §7: the types of ../schemas/lineage.

import type { Static } from '@sinclair/typebox';
import type {
  LineageCombinationListSchema,
  LineageCombinationSchema,
  LineageFlowSchema,
  LineageSchema,
} from '../schemas/lineage';

/** Most flows GET /high-level-lineage draws, and most combinations its table lists. */
export const LINEAGE_FLOW_LIMIT = 60;
/** Most rows of GET /high-level-lineage/combinations. */
export const LINEAGE_COMBINATION_LIMIT = 200;

/** One flow: origin, channel and destination, with its events and volume. */
export type LineageFlow = Static<typeof LineageFlowSchema>;
/** GET /high-level-lineage answer. */
export type Lineage = Static<typeof LineageSchema>;
/** One combination with its users. */
export type LineageCombination = Static<typeof LineageCombinationSchema>;
/** GET /high-level-lineage/combinations answer. */
export type LineageCombinationList = Static<typeof LineageCombinationListSchema>;
