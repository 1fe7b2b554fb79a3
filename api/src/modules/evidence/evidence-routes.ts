import type { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  EvidenceConfigSchema,
  EvidenceInfoSchema,
  EvidencePreviewSchema,
  EvidenceQuerySchema,
  EvidenceSettingsSchema,
} from 'shared-contracts/schemas';
import { recordAudit } from '../../lib/audit/record-audit';
import { EVIDENCE_PREVIEW } from 'shared-contracts';
import { HttpProblem, notFound, problemResponses } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import {
  describeEvidence,
  EVIDENCE_AUDIT_PAGE,
  findEventEvidence,
  readEvidenceConfig,
  readEventMatches,
  writeEvidenceSettings,
} from './evidence-repository';
import { evidencePreview, isTextType, readHead } from './evidence-preview';
import type { EvidenceObject } from './evidence-repository';
import { EvidenceMissing } from './evidence-store';

const tags = ['Evidence'];

/** `attachment` with the name as plain ASCII (for old clients) and exactly (RFC 6266 `filename*`). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** RFC 9530 `Repr-Digest` of a hex sha256. */
const reprDigest = (sha256: string) => `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`;

const downloadSchema = {
  tags,
  summary: "One event's evidence as a file (audited; 410 once past the retention period)",
  querystring: EvidenceQuerySchema,
  produces: ['application/octet-stream'],
  response: { 200: { type: 'string', format: 'binary' }, ...problemResponses(404, 410) },
};

/** The 410 of evidence past its retention period. */
const expiredProblem = (expires: string) =>
  new HttpProblem(410, `The evidence is past its retention period (it expired ${expires}) and is deleted`);

type Download =
  | { kind: 'none' }
  | { kind: 'missing' }
  | { kind: 'expired'; expires: string }
  | { kind: 'ok'; object: EvidenceObject; content: Readable };

/**
 * Evidence of the active tenant (SPEC §7: GET /evidence/config, /evidence/info): its settings, read by every member
 * and written by a Tenant Admin (audited); whether an event has evidence; and its download, audited under Data
 * Egress, including each download refused for being past the retention period.
 */
export async function evidenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/evidence/config',
    {
      schema: {
        tags,
        summary: "The tenant's evidence settings (the defaults until a Tenant Admin changes them)",
        response: { 200: EvidenceConfigSchema, ...problemResponses() },
      },
      config: { access: 'tenant' },
    },
    async (request) => {
      return request.inTenant((tx, tenant) => readEvidenceConfig(tx, tenant.id));
    },
  );

  app.put(
    '/evidence/config',
    {
      schema: {
        tags,
        summary: "Set the tenant's evidence settings (Tenant Admin; audited)",
        body: EvidenceSettingsSchema,
        response: { 200: EvidenceConfigSchema, ...problemResponses() },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const actor = requireSession(request).sub;
      return request.inTenant((tx, tenant) => writeEvidenceSettings(tx, tenant.id, actor, request.body));
    },
  );

  app.get(
    '/evidence/info',
    {
      schema: {
        tags,
        summary: 'Whether an event has evidence: its name, size, sha256, and until when it can be downloaded',
        querystring: EvidenceQuerySchema,
        response: { 200: EvidenceInfoSchema, ...problemResponses(404) },
      },
      config: { access: 'tenant' },
    },
    async (request) => {
      const now = app.evidence.now();
      return request.inTenant(async (tx, tenant) => {
        const { object } = await findEventEvidence(tx, tenant.id, request.query);
        const { retentionDays } = await readEvidenceConfig(tx, tenant.id);
        return describeEvidence(object, retentionDays, now);
      });
    },
  );

  app.get(
    '/evidence/preview',
    {
      schema: {
        tags,
        summary:
          "The matched part of an event's evidence as text, matches marked and masked as the tenant redacts snippets " +
          `(at most ${EVIDENCE_PREVIEW.bytes} bytes read, ${EVIDENCE_PREVIEW.characters} characters shown; audited)`,
        querystring: EvidenceQuerySchema,
        response: { 200: EvidencePreviewSchema, ...problemResponses(404, 410) },
      },
      config: { access: 'tenant' },
    },
    async (request) => {
      const actorId = requireSession(request).sub;
      const now = app.evidence.now();
      return request.inTenant(async (tx, tenant) => {
        const { event, object } = await findEventEvidence(tx, tenant.id, request.query);
        if (!object) throw notFound('Evidence of this event');
        const { retentionDays, redactSnippets } = await readEvidenceConfig(tx, tenant.id);
        const info = describeEvidence(object, retentionDays, now);
        if (info.expired) throw expiredProblem(info.expires ?? '');
        let head = null;
        // A file that is not text is never read: it has no preview.
        if (isTextType(object.contentType)) {
          try {
            head = await readHead(await app.evidence.store.open(object.storageKey), EVIDENCE_PREVIEW.bytes);
          } catch (error) {
            if (error instanceof EvidenceMissing) throw notFound("The evidence's file");
            throw error;
          }
        }
        const matches = await readEventMatches(tx, tenant.id, event.id);
        const preview = evidencePreview(object, head, matches, redactSnippets);
        if (preview.previewable)
          await recordAudit(tx, tenant.id, {
            actorId,
            page: EVIDENCE_AUDIT_PAGE,
            objectId: event.id,
            objectCreated: event.created,
            action: 'Preview evidence',
            outcome: 'Success',
            description: `Previewed the evidence ${object.fileName}${redactSnippets ? ', its matches masked' : ''}`,
          });
        return preview;
      });
    },
  );

  app.get('/evidence/download', { schema: downloadSchema, config: { access: 'tenant' } }, async (request, reply) => {
    const actorId = requireSession(request).sub;
    const now = app.evidence.now();
    // The refusal's audit entry commits with its transaction; the 410 is thrown after.
    const download = await request.inTenant(async (tx, tenant): Promise<Download> => {
      const { event, object } = await findEventEvidence(tx, tenant.id, request.query);
      if (!object) return { kind: 'none' };
      const info = describeEvidence(object, (await readEvidenceConfig(tx, tenant.id)).retentionDays, now);
      const entry = { actorId, page: EVIDENCE_AUDIT_PAGE, objectId: event.id, objectCreated: event.created };
      if (info.expired) {
        await recordAudit(tx, tenant.id, {
          ...entry,
          action: 'Download evidence',
          outcome: 'Failure',
          description: `Refused: the evidence ${object.fileName} was past its retention period (expired ${info.expires})`,
        });
        return { kind: 'expired', expires: info.expires ?? '' };
      }
      let content;
      try {
        content = await app.evidence.store.open(object.storageKey);
      } catch (error) {
        if (error instanceof EvidenceMissing) return { kind: 'missing' };
        throw error;
      }
      try {
        await recordAudit(tx, tenant.id, {
          ...entry,
          action: 'Download evidence',
          outcome: 'Success',
          description: `Downloaded the evidence ${object.fileName} (${object.size} bytes, sha256 ${object.sha256})`,
        });
      } catch (error) {
        content.destroy();
        throw error;
      }
      return { kind: 'ok', object, content };
    });
    if (download.kind === 'none') throw notFound('Evidence of this event');
    if (download.kind === 'missing') throw notFound("The evidence's file");
    if (download.kind === 'expired') throw expiredProblem(download.expires);
    const { object, content } = download;
    return reply
      .type('application/octet-stream')
      .header('content-disposition', attachmentDisposition(object.fileName))
      .header('content-length', String(object.size))
      .header('repr-digest', reprDigest(object.sha256))
      .header('cache-control', 'no-store')
      .send(content);
  });
}
