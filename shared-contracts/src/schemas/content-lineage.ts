// Per-file lineage: the chain of one piece of content, from where it was first seen to each of its egress events,
// keyed by the content fingerprint the agent reports (GET /egress-events/{ID}/lineage, POST /agents/v1/activities).
// Each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, StringEnum, Text } from './common';
import { EventRouteFacts } from './egress-events';

/** What an endpoint saw happen to content before (or between) its egress events. */
export const CONTENT_ACTIVITY_KINDS = ['downloaded', 'created', 'copied', 'renamed', 'archived', 'pasted'] as const;

/** A content fingerprint: the sha256 of the content, in hex. */
export const ContentFingerprint = (description = 'sha256 of the content, in hex') =>
  Type.String({ pattern: '^[0-9a-fA-F]{64}$', description });

/** Most activities one POST /agents/v1/activities batch carries. */
export const AGENT_MAX_BATCH_ACTIVITIES = 1000;

const short = (description: string) => Text({ maxLength: 500, description });

/** One activity as an agent reports it. */
export const AgentContentActivitySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Activity id chosen by the agent (uuid), unique in the tenant' }),
    fingerprint: ContentFingerprint(),
    occurredAt: IsoTime({ description: 'When it happened (a time in the future is stored as the receipt time)' }),
    kind: StringEnum(CONTENT_ACTIVITY_KINDS),
    username: Type.Optional(short('The user who did it')),
    application: Type.Optional(short('The process that did it, e.g. chrome.exe, EXCEL.EXE')),
    fileName: Type.Optional(short('The file after the activity (the archive, for archived)')),
    previousName: Type.Optional(short('The name before a rename, the file archived, the document pasted from')),
    location: Type.Optional(Text({ maxLength: 2000, description: 'The site a download came from, or the folder' })),
  },
  { additionalProperties: false },
);
/** One activity an agent reports. */
export type AgentContentActivity = Static<typeof AgentContentActivitySchema>;

/** POST /agents/v1/activities body. */
export const AgentContentActivityBatchSchema = Type.Object(
  { activities: Type.Array(AgentContentActivitySchema, { minItems: 1, maxItems: AGENT_MAX_BATCH_ACTIVITIES }) },
  { additionalProperties: false },
);
/** POST /agents/v1/activities body. */
export type AgentContentActivityBatch = Static<typeof AgentContentActivityBatchSchema>;

/** POST /agents/v1/activities answer: how many were stored now, and how many were there already. */
export const AgentContentActivityBatchResultSchema = Type.Object({
  created: Type.Integer(),
  duplicates: Type.Integer(),
});
/** POST /agents/v1/activities answer. */
export type AgentContentActivityBatchResult = Static<typeof AgentContentActivityBatchResultSchema>;

/** The egress event behind an `egress` step. */
export const ContentLineageEventSchema = Type.Object({
  id: Type.String(),
  created: IsoTime(),
  ...EventRouteFacts,
  policyVerdict: Type.String(),
});

/** One step of the chain: an activity, or an egress event (`event` set). */
export const ContentLineageStepSchema = Type.Object({
  kind: StringEnum([...CONTENT_ACTIVITY_KINDS, 'egress'] as const),
  occurred: IsoTime(),
  hostname: Type.String(),
  username: Type.String(),
  application: Type.String(),
  fileName: Type.String(),
  previousName: Type.String(),
  location: Type.String(),
  event: Nullable(ContentLineageEventSchema),
  current: Type.Boolean({ description: 'The event the chain was asked for' }),
});
/** One step of a content's chain. */
export type ContentLineageStep = Static<typeof ContentLineageStepSchema>;

/** GET /egress-events/{ID}/lineage answer. */
export const ContentLineageSchema = Type.Object({
  fingerprint: Nullable(Type.String(), { description: 'null when the event carries no content fingerprint' }),
  steps: Type.Array(ContentLineageStepSchema, { description: 'Oldest first' }),
  totalSteps: Type.Integer({ description: 'Steps of the whole chain; steps holds at most CONTENT_LINEAGE_LIMIT' }),
});
/** GET /egress-events/{ID}/lineage answer. */
export type ContentLineage = Static<typeof ContentLineageSchema>;
