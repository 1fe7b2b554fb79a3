// AI summaries of incidents (SPEC: aiSprinkles), e-mailing them, and the outbox of unsent mail: each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import {
  AI_SUMMARY_GENERATORS,
  AI_SUMMARY_MAX_RECIPIENTS,
  AI_SUMMARY_SOURCE_KINDS,
  MAIL_DELIVERIES,
} from '../api/ai-summaries';
import { IsoTime, StringEnum } from './common';

/** Something a summary was drawn from. */
export const AiSummarySourceSchema = Type.Object({
  kind: StringEnum(AI_SUMMARY_SOURCE_KINDS, { description: "The incident's own fields, its event, or a related one" }),
  label: Type.String({ description: "What it is, such as 'Severity' or 'Incident of the same user, 3 days ago'" }),
  value: Type.String({ description: 'The value used' }),
  id: Type.Optional(Type.String({ description: 'Id of the related object, if any' })),
});
/** Something a summary was drawn from. */
export type AiSummarySource = Static<typeof AiSummarySourceSchema>;

/** An incident's summary. */
export const AiSprinklesSchema = Type.Object({
  summary: Type.String(),
  recommendations: Type.Array(Type.String()),
  generator: StringEnum(AI_SUMMARY_GENERATORS),
  model: Type.String({ description: "Model name, or the built-in summariser's name" }),
  generated: IsoTime({ description: 'When it was generated' }),
  incidentVersion: Type.Integer({ description: 'The incident version it describes; a newer one regenerates it' }),
  sources: Type.Array(AiSummarySourceSchema),
});
/** An incident's summary (SPEC: aiSprinkles). */
export type AiSprinkles = Static<typeof AiSprinklesSchema>;

/** GET /incidents/{ID}/ai-sprinkles answer. */
export const AiSprinklesResponseSchema = Type.Object({ aiSprinkles: AiSprinklesSchema });
/** GET /incidents/{ID}/ai-sprinkles answer. */
export type AiSprinklesResponse = Static<typeof AiSprinklesResponseSchema>;

/** POST /incidents/{ID}/ai-sprinkles/email body (query `created`). */
export const AiSprinklesEmailRequestSchema = Type.Object(
  {
    to: Type.Array(Type.String({ format: 'email', maxLength: 254 }), {
      minItems: 1,
      maxItems: AI_SUMMARY_MAX_RECIPIENTS,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
/** POST /incidents/{ID}/ai-sprinkles/email body (query `created`). */
export type AiSprinklesEmailRequest = Static<typeof AiSprinklesEmailRequestSchema>;

/** POST /incidents/{ID}/ai-sprinkles/email answer: sent through SMTP, or kept in the outbox. */
export const AiSprinklesEmailResultSchema = Type.Object({
  delivery: StringEnum(MAIL_DELIVERIES),
  messageId: Type.String(),
});
/** POST /incidents/{ID}/ai-sprinkles/email answer: sent through SMTP, or kept in the outbox. */
export type AiSprinklesEmailResult = Static<typeof AiSprinklesEmailResultSchema>;

/** One message of GET /outbox (Tenant Admin). */
export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  created: IsoTime(),
  to: Type.Array(Type.String()),
  subject: Type.String(),
  body: Type.String(),
  requestedBy: Type.String({ description: 'Who asked for it (user id)' }),
});
/** One message of GET /outbox (Tenant Admin). */
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

/** GET /outbox answer. */
export const OutboxListSchema = Type.Object({ messages: Type.Array(OutboxMessageSchema) });
/** GET /outbox answer. */
export type OutboxList = Static<typeof OutboxListSchema>;
