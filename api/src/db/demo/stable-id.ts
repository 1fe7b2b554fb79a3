import { createHash } from 'node:crypto';
import { stableUuid } from './prng';

/** A deterministic UUID for a demo object. */
export function demoUuid(key: string): string {
  return stableUuid(key, (text) => createHash('md5').update(text).digest('hex'));
}
