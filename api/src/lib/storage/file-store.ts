import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';

/**
 * Where the API keeps files it makes (report CSVs, evidence): a key is a relative path of safe segments
 * (`reports/acme-corp/<id>.csv`). A store on the local disk now; an object store can take its place.
 */
export interface FileStore {
  /** Writes the stream whole under the key (replacing any file there) and answers its size in bytes. */
  put(key: string, content: Readable): Promise<{ sizeBytes: number }>;
  /** The file's content; rejects with `FileMissing` when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the file; nothing when it is gone already. */
  remove(key: string): Promise<void>;
}

/** The file of a key is not (or no longer) in the store. */
export class FileMissing extends Error {
  constructor(key: string) {
    super(`No file ${key}`);
    this.name = 'FileMissing';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The key's segments, refusing anything that could leave the store's folder. */
function segmentsOf(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || segments.some((segment) => !SEGMENT.test(segment) || segment.includes('..')))
    throw new Error(`Not a file key: ${key}`);
  return segments;
}

/** Counts the bytes that pass. */
class ByteCounter extends Transform {
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error: null, data: Buffer) => void): void {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/**
 * Files under a folder of the data directory. A file is written beside its place and renamed there once whole, so
 * a reader never sees half of one and a failed write leaves nothing.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...segmentsOf(key));
  return {
    async put(key, content) {
      // Heard from the start: a source that fails before the pipeline below listens (a report's CSV whose database
      // connection timed out) would otherwise end the process; the pipeline still rejects with its stored error.
      content.on('error', () => undefined);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      const counter = new ByteCounter();
      const writer = createWriteStream(partial);
      try {
        await pipeline(content, counter, writer);
        await rename(partial, path);
      } catch (error) {
        // The pipeline rejects as soon as the source fails, maybe before the file is even open: wait until the
        // writer has opened and closed it, or the removal could come first and the file appear after it.
        if (!writer.closed) await once(writer, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
      return { sizeBytes: counter.bytes };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new FileMissing(key);
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
