import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { EVIDENCE_MAX_BYTES } from 'shared-contracts';
import { AgentEvidenceUploadResultSchema, AgentEvidenceUploadSchema } from 'shared-contracts/schemas';
import { withTenant } from '../../db/tenant-scope';
import { badRequest, HttpProblem, problemResponses, unauthorized } from '../../lib/http/problem';
import type { TokenBucketLimiter } from '../agents/token-bucket';
import { sha256Of, storeEvidence } from './store-evidence';

/** The largest upload body: the base64 of the largest evidence plus room for the other fields. */
export const EVIDENCE_UPLOAD_BODY_LIMIT = Math.ceil(EVIDENCE_MAX_BYTES / 3) * 4 + 4096;

/** Options of {@link evidenceUploadRoutes}. */
export interface EvidenceUploadRoutesOptions {
  /** The agents API's per-device limiter (the same buckets as its other calls). */
  limiter: TokenBucketLimiter;
}

/**
 * POST /agents/v1/evidence (registered under the agents API's prefix, with the device credential): the evidence of
 * one event the device reported, base64 in JSON. 201 stored; 200 the same bytes were there already; 404 not an event
 * of this device; 409 other evidence there already, or the tenant keeps no evidence; 413 larger than
 * EVIDENCE_MAX_BYTES.
 */
export async function evidenceUploadRoutes(fastify: FastifyInstance, options: EvidenceUploadRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.access !== 'device' || !request.device) return;
    const taken = options.limiter.take(`${request.device.tenantId}/${request.device.deviceId}`);
    if (!taken.allowed) {
      throw new HttpProblem(429, `Too many calls from this device; retry in ${taken.retryAfterSeconds} s`, {
        headers: { 'retry-after': String(taken.retryAfterSeconds) },
      });
    }
  });

  app.post(
    '/evidence',
    {
      schema: {
        tags: ['Agents API'],
        summary: 'The evidence of one event this device reported (base64; write-once, retry-safe)',
        body: AgentEvidenceUploadSchema,
        response: {
          200: AgentEvidenceUploadResultSchema,
          201: AgentEvidenceUploadResultSchema,
          ...problemResponses(404, 409, 413, 429),
        },
      },
      config: { access: 'device' },
      bodyLimit: EVIDENCE_UPLOAD_BODY_LIMIT,
    },
    async (request, reply) => {
      const caller = request.device;
      if (!caller) throw unauthorized('A valid device credential is required');
      const { eventId, fileName, contentType, content, sha256 } = request.body;
      if (content.length % 4 !== 0)
        throw badRequest('content', 'is not base64 (its length is not a multiple of 4)', 'body');
      const bytes = Buffer.from(content, 'base64');
      if (bytes.length > EVIDENCE_MAX_BYTES)
        throw new HttpProblem(413, `Evidence is at most ${EVIDENCE_MAX_BYTES} bytes; this file has ${bytes.length}`);
      if (sha256 !== undefined && sha256.toLowerCase() !== sha256Of(bytes))
        throw badRequest('sha256', 'does not match the sha256 of the content', 'body');
      const result = await withTenant(app.database, caller.tenantId, (tx) =>
        storeEvidence(tx, app.evidence.store, caller.tenantId, {
          eventId,
          fileName,
          contentType,
          bytes,
          deviceId: caller.deviceId,
        }),
      );
      return reply.code(result.status === 'stored' ? 201 : 200).send(result);
    },
  );
}
