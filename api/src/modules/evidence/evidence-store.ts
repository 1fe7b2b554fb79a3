import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileMissing, localFileStore } from '../../lib/storage/file-store';

/**
 * Where the bytes of evidence live, by key (`<tenant>/<event>.<sha256>`). A folder of the data directory by default;
 * an object store (S3, GCS, Azure Blob) can take its place behind the same three calls.
 */
export interface EvidenceStore {
  /** Writes the bytes whole under the key (replacing any there); a failed write leaves nothing. Answers the size. */
  put(key: string, content: Uint8Array | Readable): Promise<{ size: number }>;
  /** The bytes of the key; rejects with {@link EvidenceMissing} when there are none. */
  open(key: string): Promise<Readable>;
  /** Removes the key's bytes; nothing when they are gone already. */
  delete(key: string): Promise<void>;
}

/** The store holds no bytes under the key (never stored, or purged). */
export class EvidenceMissing extends Error {
  constructor(key: string) {
    super(`No evidence ${key}`);
    this.name = 'EvidenceMissing';
  }
}

/** A tenant id as a safe key segment: itself when it is a plain slug, else a hash of it (never a path). */
function tenantSegment(tenantId: string): string {
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(tenantId)
    ? tenantId
    : `t-${createHash('sha256').update(tenantId).digest('hex').slice(0, 32)}`;
}

/**
 * The key of an event's evidence: under its tenant's folder, named by the event and the bytes' hash, so two uploads
 * of different bytes never write the same key.
 */
export function evidenceKey(tenantId: string, eventId: string, sha256: string): string {
  if (!/^[0-9a-f-]{36}$/.test(eventId) || !/^[0-9a-f]{64}$/.test(sha256))
    throw new Error('evidenceKey: an event uuid and a lower-case sha256 are required');
  return `${tenantSegment(tenantId)}/${eventId}.${sha256}`;
}

/**
 * Evidence under a folder (`<dataDir>/evidence`): the report files' local store, whose keys are relative paths of
 * safe segments (a key that could leave the folder is refused) and whose writes are atomic.
 */
export function fileEvidenceStore(root: string): EvidenceStore {
  const files = localFileStore(root);
  return {
    async put(key, content) {
      const stream = content instanceof Readable ? content : Readable.from([Buffer.from(content)]);
      return { size: (await files.put(key, stream)).sizeBytes };
    },
    async open(key) {
      try {
        return await files.get(key);
      } catch (error) {
        if (error instanceof FileMissing) throw new EvidenceMissing(key);
        throw error;
      }
    },
    delete: (key) => files.remove(key),
  };
}
