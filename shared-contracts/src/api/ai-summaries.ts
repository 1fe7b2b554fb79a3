// AI summaries of incidents (SPEC: aiSprinkles), e-mailing them, and the outbox: constants and the types of the
// schemas (../schemas/ai-summaries).

import type { Static } from '@sinclair/typebox';
import type {
  AiSprinklesEmailRequestSchema,
  AiSprinklesEmailResultSchema,
  AiSprinklesResponseSchema,
  AiSprinklesSchema,
  AiSummarySourceSchema,
  OutboxListSchema,
  OutboxMessageSchema,
} from '../schemas/ai-summaries';

/** Kinds of thing a summary is drawn from. */
export const AI_SUMMARY_SOURCE_KINDS = ['incident', 'event', 'related-incident'] as const;
/** Who wrote a summary: an OpenAI-compatible model, or the deterministic built-in summariser (no AI involved). */
export const AI_SUMMARY_GENERATORS = ['ai', 'built-in'] as const;
/** Where an e-mailed summary went. */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
/** Most recipients of one e-mailed summary. */
export const AI_SUMMARY_MAX_RECIPIENTS = 20;

/** Something a summary was drawn from. */
export type AiSummarySource = Static<typeof AiSummarySourceSchema>;

/** An incident's summary (SPEC: aiSprinkles). */
export type AiSprinkles = Static<typeof AiSprinklesSchema>;

/** GET /incidents/{ID}/ai-sprinkles answer. */
export type AiSprinklesResponse = Static<typeof AiSprinklesResponseSchema>;

/** POST /incidents/{ID}/ai-sprinkles/email body (query `created`). */
export type AiSprinklesEmailRequest = Static<typeof AiSprinklesEmailRequestSchema>;

/** POST /incidents/{ID}/ai-sprinkles/email answer: sent through SMTP, or kept in the outbox. */
export type AiSprinklesEmailResult = Static<typeof AiSprinklesEmailResultSchema>;

/** One message of GET /outbox (Tenant Admin). */
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

/** GET /outbox answer. */
export type OutboxList = Static<typeof OutboxListSchema>;
