// Per-file lineage calls: the types of ../schemas/content-lineage.

import type { Static } from '@sinclair/typebox';
import type {
  AgentContentActivityBatchResultSchema,
  AgentContentActivityBatchSchema,
  AgentContentActivitySchema,
  ContentLineageSchema,
  ContentLineageStepSchema,
} from '../schemas/content-lineage';

/** Most steps GET /egress-events/{ID}/lineage answers (the oldest, and the asked event). */
export const CONTENT_LINEAGE_LIMIT = 200;

/** One activity an agent reports. */
export type AgentContentActivity = Static<typeof AgentContentActivitySchema>;
/** POST /agents/v1/activities body. */
export type AgentContentActivityBatch = Static<typeof AgentContentActivityBatchSchema>;
/** POST /agents/v1/activities answer. */
export type AgentContentActivityBatchResult = Static<typeof AgentContentActivityBatchResultSchema>;
/** One step of a content's chain. */
export type ContentLineageStep = Static<typeof ContentLineageStepSchema>;
/** GET /egress-events/{ID}/lineage answer. */
export type ContentLineage = Static<typeof ContentLineageSchema>;
