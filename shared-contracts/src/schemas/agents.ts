// The agents API (/agents/v1) and the enrolment-token routes of the console: each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { EXTENSION_STATUSES } from '../api/devices';
import { Int32, IsoTime, Nullable, StringEnum, Text } from './common';
import { ContentFingerprint } from './content-lineage';

/** Most events one ingest batch carries. */
export const AGENT_MAX_BATCH_EVENTS = 1000;
/** Largest ingest body in bytes (a full batch of ordinary events takes about a third of it). */
export const AGENT_MAX_BODY_BYTES = 2 * 1024 * 1024;

const short = (description: string) => Text({ maxLength: 200, description });

/** What an agent says about its device, at enrolment and in every heartbeat. */
const DeviceFacts = {
  hostname: Text({ minLength: 1, maxLength: 255, description: 'Host name of the device' }),
  operatingSystem: short('Operating system, e.g. macOS, Windows'),
  osVersion: Type.Optional(short('Operating system version, e.g. macOS 15.3')),
  cpuArchitecture: short('CPU architecture, e.g. arm64, x86_64'),
  agentVersion: Type.Optional(short('Version of the endpoint agent; empty when none runs')),
  extensionVersion: Type.Optional(short('Version of the browser extension; empty when none is installed')),
  lastActiveUser: Type.Optional(short('The user last signed in on the device')),
  ipAddress: Type.Optional(Text({ maxLength: 64, description: 'Address the agent reports; else the caller address' })),
};

/** POST /agents/v1/enrol body (the enrolment token is the bearer). */
export const AgentEnrolRequestSchema = Type.Object(DeviceFacts, { additionalProperties: false });
/** POST /agents/v1/enrol body. */
export type AgentEnrolRequest = Static<typeof AgentEnrolRequestSchema>;

/** POST /agents/v1/enrol answer: the device and its credential (shown once; the API keeps only a hash). */
export const AgentEnrolResultSchema = Type.Object({
  deviceId: Type.String({ description: 'Device id (uuid)' }),
  tenantId: Type.String(),
  credential: Type.String({ description: 'Bearer credential of the device for every further agents call' }),
  heartbeatIntervalSeconds: Type.Integer(),
});
/** POST /agents/v1/enrol answer. */
export type AgentEnrolResult = Static<typeof AgentEnrolResultSchema>;

/** The desired state the console asks of a device. */
export const DesiredStateSchema = Type.Object({
  agentDisabled: Type.Boolean(),
  chromeExtensionDisabled: Type.Boolean(),
});

/** POST /agents/v1/heartbeat body: the device's facts and its current (applied) state. */
export const AgentHeartbeatSchema = Type.Object(
  {
    ...DeviceFacts,
    agentDisabled: Type.Boolean({ description: 'Current: the agent is disabled on the device' }),
    chromeExtensionDisabled: Type.Boolean({ description: 'Current: the browser extension is disabled' }),
    extensionStatus: Type.Optional(StringEnum(EXTENSION_STATUSES)),
  },
  { additionalProperties: false },
);
/** POST /agents/v1/heartbeat body. */
export type AgentHeartbeat = Static<typeof AgentHeartbeatSchema>;

/** POST /agents/v1/heartbeat answer: the desired state and when to call again. */
export const AgentHeartbeatResultSchema = Type.Object({
  desired: DesiredStateSchema,
  heartbeatIntervalSeconds: Type.Integer(),
});
/** POST /agents/v1/heartbeat answer. */
export type AgentHeartbeatResult = Static<typeof AgentHeartbeatResultSchema>;

/** One egress event as an agent reports it; `id` makes a retried batch create nothing twice. */
export const AgentEventSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Event id chosen by the agent (uuid), unique in the tenant' }),
    occurredAt: IsoTime({ description: 'When the data left (a time in the future is stored as the receipt time)' }),
    username: short('The user who sent the data'),
    source: short('The application the data left from'),
    destination: Text({ maxLength: 2000, description: 'Where it went (domain, service or device)' }),
    destinationType: short('Kind of destination, e.g. AI service, Cloud storage'),
    egressChannel: short('How it left, e.g. File upload, Paste into AI prompt'),
    dataTypes: Type.Array(short('A data type found'), { maxItems: 50 }),
    contentCategory: short('Category of the content'),
    mipLabel: Type.Optional(short('Microsoft Information Protection label')),
    dataVolume: Type.Integer({ minimum: 0, maximum: 2 ** 50, description: 'Bytes' }),
    totalHitCount: Int32({ minimum: 0 }),
    fileName: Type.Optional(Text({ maxLength: 500 })),
    process: Type.Optional(short('Process that sent the data')),
    url: Type.Optional(Text({ maxLength: 2000 })),
    filePath: Type.Optional(Text({ maxLength: 2000 })),
    contentFingerprint: Type.Optional(
      ContentFingerprint('sha256 of the content that left, in hex: links the event to its per-file lineage'),
    ),
  },
  { additionalProperties: false },
);
/** One event of POST /agents/v1/events. */
export type AgentEvent = Static<typeof AgentEventSchema>;

/** POST /agents/v1/events body. */
export const AgentEventBatchSchema = Type.Object(
  { events: Type.Array(AgentEventSchema, { minItems: 1, maxItems: AGENT_MAX_BATCH_EVENTS }) },
  { additionalProperties: false },
);
/** POST /agents/v1/events body. */
export type AgentEventBatch = Static<typeof AgentEventBatchSchema>;

/** The outcome of one event of a batch: stored now, or already stored by an earlier delivery. */
export const AgentEventResultSchema = Type.Object({
  id: Type.String(),
  status: StringEnum(['created', 'duplicate'] as const),
  verdict: Type.String({ description: 'Policy verdict (NOT_COVERED until the policy engine evaluates events)' }),
});

/** POST /agents/v1/events answer: one result per event, in the batch's order, and the totals. */
export const AgentEventBatchResultSchema = Type.Object({
  results: Type.Array(AgentEventResultSchema),
  created: Type.Integer(),
  duplicates: Type.Integer(),
});
/** POST /agents/v1/events answer. */
export type AgentEventBatchResult = Static<typeof AgentEventBatchResultSchema>;

/** An enrolment token as the console lists it (never its secret). */
export const EnrolmentTokenSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  created: IsoTime(),
  createdBy: Type.String({ description: 'Name (else email) of the Tenant Admin who created it' }),
  expiresAt: IsoTime(),
  revokedAt: Nullable(IsoTime()),
  lastUsedAt: Nullable(IsoTime()),
  enrolments: Type.Integer({ description: 'Devices enrolled with it' }),
});
/** An enrolment token as the console lists it. */
export type EnrolmentToken = Static<typeof EnrolmentTokenSchema>;

/** GET /devices/enrolment-tokens answer. */
export const EnrolmentTokenListSchema = Type.Object({ enrolmentTokens: Type.Array(EnrolmentTokenSchema) });
/** GET /devices/enrolment-tokens answer. */
export type EnrolmentTokenList = Static<typeof EnrolmentTokenListSchema>;

/** POST /devices/enrolment-tokens body. */
export const CreateEnrolmentTokenSchema = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 100 }),
    expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30 })),
  },
  { additionalProperties: false },
);

/** POST /devices/enrolment-tokens answer: the token and its secret, shown this once. */
export const CreatedEnrolmentTokenSchema = Type.Object({
  enrolmentToken: EnrolmentTokenSchema,
  secret: Type.String({ description: 'The token agents enrol with; the API keeps only its hash' }),
});
/** POST /devices/enrolment-tokens answer (the secret, shown once). */
export type CreatedEnrolmentToken = Static<typeof CreatedEnrolmentTokenSchema>;
