import { createHash } from 'node:crypto';
import type { AgentEvidenceUploadResult } from 'shared-contracts';
import type { Tx } from '../../db/database';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { findEventEvidence, insertEvidence, readEvidenceConfig } from './evidence-repository';
import type { EvidenceObject } from './evidence-repository';
import { evidenceKey } from './evidence-store';
import type { EvidenceStore } from './evidence-store';

/** One event's evidence to keep. */
export interface EvidenceUpload {
  eventId: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  /** Only an event this device reported (agents); any event of the tenant when absent (the demo data). */
  deviceId?: string;
}

/** The sha256 of bytes, in lower-case hex. */
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const answer = (object: EvidenceObject, status: AgentEvidenceUploadResult['status']): AgentEvidenceUploadResult => ({
  eventId: object.eventId,
  status,
  size: object.size,
  sha256: object.sha256,
  stored: object.stored,
});

const otherEvidence = () =>
  new HttpProblem(409, 'This event has other evidence already: evidence is written once and never replaced');

/**
 * Keeps an event's evidence: its bytes in the store, then its row. Write-once and retry-safe: the same bytes again
 * answer `unchanged` (nothing is rewritten, the retention clock does not restart), other bytes for an event that has
 * evidence are a 409, as is any upload while the tenant keeps no evidence (nothing is stored then).
 */
export async function storeEvidence(
  tx: Tx,
  store: EvidenceStore,
  tenantId: string,
  upload: EvidenceUpload,
): Promise<AgentEvidenceUploadResult> {
  const { event, object } = await findEventEvidence(tx, tenantId, { eventId: upload.eventId });
  if (upload.deviceId !== undefined && event.deviceId !== upload.deviceId) throw notFound('The event');
  const { keepEvidence } = await readEvidenceConfig(tx, tenantId);
  if (!keepEvidence)
    throw new HttpProblem(409, 'This tenant keeps no evidence (its evidence settings turn it off): nothing was stored');
  const sha256 = sha256Of(upload.bytes);
  if (object) {
    if (object.sha256 === sha256) return answer(object, 'unchanged');
    throw otherEvidence();
  }
  const storageKey = evidenceKey(tenantId, event.id, sha256);
  const { size } = await store.put(storageKey, upload.bytes);
  const fields = { eventId: event.id, eventCreated: event.created, storageKey, fileName: upload.fileName };
  let inserted: EvidenceObject | null;
  try {
    inserted = await insertEvidence(tx, tenantId, { ...fields, contentType: upload.contentType, size, sha256 });
  } catch (error) {
    await store.delete(storageKey);
    throw error;
  }
  if (inserted) return answer(inserted, 'stored');
  // A concurrent upload of the same event won: the same bytes share its key, other bytes are ours alone to remove.
  const winner = (await findEventEvidence(tx, tenantId, { eventId: event.id })).object;
  if (winner?.sha256 === sha256) return answer(winner, 'unchanged');
  await store.delete(storageKey);
  throw otherEvidence();
}
