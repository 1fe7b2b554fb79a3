import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/** An error PGlite answered a COPY with, carrying PostgreSQL's SQLSTATE like the drivers' errors do. */
export class PgliteCopyError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly severity: string | undefined,
  ) {
    super(message);
    this.name = 'PgliteCopyError';
  }
}

/** One simple-protocol Query message. */
export function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

const COPY_DATA = 0x64; // 'd'
const ERROR_RESPONSE = 0x45; // 'E'

/** The fields of an ErrorResponse body: a code byte, then a NUL-terminated text, until a NUL code. */
function errorOf(body: Buffer): PgliteCopyError {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const end = body.indexOf(0, at + 1);
    if (end === -1) break;
    fields.set(String.fromCharCode(body[at]!), body.toString('utf8', at + 1, end));
    at = end + 1;
  }
  return new PgliteCopyError(fields.get('M') ?? 'COPY failed', fields.get('C'), fields.get('S'));
}

/**
 * The data of every CopyData message in a backend response, in order (each is one COPY record); throws the first
 * ErrorResponse. Messages are a type byte and a big-endian length that counts itself.
 */
export function copyDataOf(response: Buffer): Buffer {
  const records: Buffer[] = [];
  let at = 0;
  while (at + 5 <= response.length) {
    const type = response[at]!;
    const end = at + 1 + response.readInt32BE(at + 1);
    if (end > response.length) throw new Error('PGlite answered a truncated message');
    if (type === COPY_DATA) records.push(response.subarray(at + 5, end));
    else if (type === ERROR_RESPONSE) throw errorOf(response.subarray(at + 5, end));
    at = end;
  }
  return Buffer.concat(records);
}

/**
 * `COPY ... TO STDOUT` on PGlite, inside the open transaction. PGlite's `query()` drops COPY's data, and its
 * `execProtocol()` parses every record into an object; this reads the raw response once instead and keeps the
 * records' bytes, as one chunk per COPY (the stream stages cost per chunk).
 */
export function pgliteCopyOut(pglite: PGlite, statement: string): Readable {
  return Readable.from(
    (async function* () {
      const chunks: Buffer[] = [];
      await pglite.runExclusive(() =>
        pglite.execProtocolRawStream(queryMessage(statement), {
          syncToFs: false,
          // The chunk is a view of PGlite's receive buffer, which the next chunk overwrites: copy it.
          onRawData: (chunk) => void chunks.push(Buffer.from(chunk)),
        }),
      );
      yield copyDataOf(Buffer.concat(chunks));
    })(),
    { objectMode: false },
  );
}
