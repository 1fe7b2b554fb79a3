// Types of the agents API and of the enrolment-token routes (the schemas are ../schemas/agents).

import type { Static } from '@sinclair/typebox';
import type {
  AgentEnrolRequestSchema,
  AgentEnrolResultSchema,
  AgentEventBatchResultSchema,
  AgentEventBatchSchema,
  AgentEventSchema,
  AgentHeartbeatResultSchema,
  AgentHeartbeatSchema,
  CreatedEnrolmentTokenSchema,
  EnrolmentTokenListSchema,
  EnrolmentTokenSchema,
} from '../schemas/agents';

/** The agents API's prefix; its routes take a device credential (enrol: an enrolment token), never a session. */
export const AGENTS_API_PREFIX = '/agents/v1';

/** POST /agents/v1/enrol body. */
export type AgentEnrolRequest = Static<typeof AgentEnrolRequestSchema>;
/** POST /agents/v1/enrol answer. */
export type AgentEnrolResult = Static<typeof AgentEnrolResultSchema>;
/** POST /agents/v1/heartbeat body. */
export type AgentHeartbeat = Static<typeof AgentHeartbeatSchema>;
/** POST /agents/v1/heartbeat answer. */
export type AgentHeartbeatResult = Static<typeof AgentHeartbeatResultSchema>;
/** One event of POST /agents/v1/events. */
export type AgentEvent = Static<typeof AgentEventSchema>;
/** POST /agents/v1/events body. */
export type AgentEventBatch = Static<typeof AgentEventBatchSchema>;
/** POST /agents/v1/events answer. */
export type AgentEventBatchResult = Static<typeof AgentEventBatchResultSchema>;
/** An enrolment token as the console lists it. */
export type EnrolmentToken = Static<typeof EnrolmentTokenSchema>;
/** GET /devices/enrolment-tokens answer. */
export type EnrolmentTokenList = Static<typeof EnrolmentTokenListSchema>;
/** POST /devices/enrolment-tokens answer (the secret, shown once). */
export type CreatedEnrolmentToken = Static<typeof CreatedEnrolmentTokenSchema>;
