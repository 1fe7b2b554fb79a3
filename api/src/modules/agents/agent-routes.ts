import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AGENT_MAX_BODY_BYTES,
  AgentContentActivityBatchResultSchema,
  AgentContentActivityBatchSchema,
  AgentEnrolRequestSchema,
  AgentEnrolResultSchema,
  AgentEventBatchResultSchema,
  AgentEventBatchSchema,
  AgentHeartbeatResultSchema,
  AgentHeartbeatSchema,
} from 'shared-contracts/schemas';
import type { AgentEventBatchResult } from 'shared-contracts';
import { withTenant } from '../../db/tenant-scope';
import { HttpProblem, problemResponses, unauthorized } from '../../lib/http/problem';
import type { DeviceCaller, EnrolmentCaller } from '../../plugins/access';
import { createKeyedBatcher } from '../../lib/concurrency/keyed-batcher';
import { ingestActivities } from './activity-ingest';
import { enrolDevice, HEARTBEAT_INTERVAL_SECONDS, recordHeartbeat } from './agent-repository';
import { issueSecret } from './credentials';
import { ingestEvents } from './event-ingest';
import { evaluateEvents } from './policy-evaluation';
import type { DeviceEvents } from './policy-evaluation';
import type { TokenBucketLimiter } from './token-bucket';

/** Options of the agents API. */
export interface AgentRoutesOptions {
  /** Calls per device (heartbeats and event batches). */
  limiter: TokenBucketLimiter;
}

const tags = ['Agents API'];

/**
 * The most events one write of a tenant's waiting batches stores together (a batch over it is written alone): small
 * batches share a write's fixed cost, and a write stays short, since the list's newest rows wait on it (api/README,
 * "Past 1M events": larger writes made the list slower beside ingest).
 */
const TENANT_WRITE_MAX_EVENTS = 200;

function deviceOf(request: FastifyRequest): DeviceCaller {
  if (!request.device) throw unauthorized('A valid device credential is required');
  return request.device;
}

function enrolmentOf(request: FastifyRequest): EnrolmentCaller {
  if (!request.enrolment) throw unauthorized('A valid enrolment token is required');
  return request.enrolment;
}

/**
 * The agents API (registered under /agents/v1): enrolment with an enrolment token, then heartbeats and event
 * batches and content activities with the device credential. Every write goes through the tenant scope of the
 * credential's own tenant.
 */
export async function agentRoutes(fastify: FastifyInstance, options: AgentRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const device = { access: 'device' } as const;
  // Each tenant's event batches are written one write at a time in this process, and the batches that arrive while
  // one runs are written together by the next, in one transaction and one INSERT (group commit). The batches of a
  // tenant update the same rollup rows of the hour, so concurrent writes would wait on each other's row locks while
  // holding a pooled connection each, and starve the reads; and a write's fixed cost (the policies read, the
  // statement, the rollup triggers, the commit) is paid once for many small batches.
  const writeTenantEvents = createKeyedBatcher<DeviceEvents, AgentEventBatchResult>(
    (tenantId, batches) =>
      withTenant(app.database, tenantId, async (tx) => {
        const verdicts = await evaluateEvents(tx, tenantId, batches);
        return ingestEvents(
          tx,
          tenantId,
          batches.map((batch, index) => ({ ...batch, verdicts: verdicts[index]! })),
        );
      }),
    { weight: (batch) => batch.events.length, maxWeight: TENANT_WRITE_MAX_EVENTS },
  );

  // Per device, after authentication (the key is the verified device, never what a caller claims).
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.access !== 'device') return;
    const caller = deviceOf(request);
    const taken = options.limiter.take(`${caller.tenantId}/${caller.deviceId}`);
    if (!taken.allowed) {
      throw new HttpProblem(429, `Too many calls from this device; retry in ${taken.retryAfterSeconds} s`, {
        headers: { 'retry-after': String(taken.retryAfterSeconds) },
      });
    }
  });

  app.post(
    '/enrol',
    {
      schema: {
        tags,
        summary: 'Enrol a device with an enrolment token (bearer); answers its device credential, shown once',
        body: AgentEnrolRequestSchema,
        response: { 201: AgentEnrolResultSchema, ...problemResponses() },
      },
      config: { access: 'enrolment' },
    },
    async (request, reply) => {
      const caller = enrolmentOf(request);
      const credential = issueSecret('device', caller.tenantId);
      await withTenant(app.database, caller.tenantId, (tx) =>
        enrolDevice(
          tx,
          caller,
          { id: credential.id, credentialHash: credential.hash, ipAddress: request.ip },
          request.body,
        ),
      );
      return reply.code(201).send({
        deviceId: credential.id,
        tenantId: caller.tenantId,
        credential: credential.token,
        heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS,
      });
    },
  );

  app.post(
    '/heartbeat',
    {
      schema: {
        tags,
        summary: "Report the device's facts and current state; answers the desired state",
        body: AgentHeartbeatSchema,
        response: { 200: AgentHeartbeatResultSchema, ...problemResponses(429) },
      },
      config: device,
    },
    async (request) => {
      const caller = deviceOf(request);
      const desired = await withTenant(app.database, caller.tenantId, (tx) =>
        recordHeartbeat(tx, caller, request.body, request.ip),
      );
      return { desired, heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS };
    },
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'A batch of egress events, idempotent by event id; answers one result per event',
        body: AgentEventBatchSchema,
        response: { 200: AgentEventBatchResultSchema, ...problemResponses(413, 429) },
      },
      config: device,
      bodyLimit: AGENT_MAX_BODY_BYTES,
    },
    async (request) => {
      const caller = deviceOf(request);
      return writeTenantEvents(caller.tenantId, { caller, events: request.body.events });
    },
  );

  app.post(
    '/activities',
    {
      schema: {
        tags,
        summary: 'A batch of content activities (download, copy, rename, archive, paste) for per-file lineage',
        body: AgentContentActivityBatchSchema,
        response: { 200: AgentContentActivityBatchResultSchema, ...problemResponses(413, 429) },
      },
      config: device,
      bodyLimit: AGENT_MAX_BODY_BYTES,
    },
    async (request) => {
      const caller = deviceOf(request);
      return withTenant(app.database, caller.tenantId, (tx) => ingestActivities(tx, caller, request.body.activities));
    },
  );
}
