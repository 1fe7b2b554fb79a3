// AI summaries of incidents (SPEC: aiSprinkles), e-mailing them, and the outbox: the constants both ends share,
// TypeBox-free. The DTOs and their types are ../schemas/ai-summaries.

/** Kinds of thing a summary is drawn from. */
export const AI_SUMMARY_SOURCE_KINDS = ['incident', 'event', 'related-incident'] as const;
/** Who wrote a summary: an OpenAI-compatible model, or the deterministic built-in summariser (no AI involved). */
export const AI_SUMMARY_GENERATORS = ['ai', 'built-in'] as const;
/** Where an e-mailed summary went. */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
/** Most recipients of one e-mailed summary. */
export const AI_SUMMARY_MAX_RECIPIENTS = 20;
