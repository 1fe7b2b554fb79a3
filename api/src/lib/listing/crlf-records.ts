import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * COPY's CSV ends records with LF; RFC 4180 (and the export) with CRLF. This inserts a CR before each LF that ends
 * a record, that is outside a quoted field (quote parity, carried across chunks); an LF inside a quoted value is
 * data and stays as it is.
 */
export class CrlfRecords extends Transform {
  private quoted = false;

  /** Records ended so far. */
  records = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const ends: number[] = [];
    let quoted = this.quoted;
    let quote = chunk.indexOf(QUOTE);
    for (let lf = chunk.indexOf(LF); lf !== -1; lf = chunk.indexOf(LF, lf + 1)) {
      while (quote !== -1 && quote < lf) {
        quoted = !quoted;
        quote = chunk.indexOf(QUOTE, quote + 1);
      }
      if (!quoted) ends.push(lf);
    }
    while (quote !== -1) {
      quoted = !quoted;
      quote = chunk.indexOf(QUOTE, quote + 1);
    }
    this.quoted = quoted;
    this.records += ends.length;
    if (ends.length === 0) {
      done(null, chunk);
      return;
    }
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      at += chunk.copy(out, at, from, end);
      out[at++] = CR;
      from = end;
    }
    chunk.copy(out, at, from);
    done(null, out);
  }
}
