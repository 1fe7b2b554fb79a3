import type { FastifyRequest } from 'fastify';
import { badRequest } from './problem';

/**
 * The version a write expects: If-Match (`"3"`, `W/"3"` or `3`) when sent, else the one given in the body or
 * query; undefined when neither (the write then takes whatever is stored). `*` means any version.
 */
export function expectedVersion(request: FastifyRequest, given: number | undefined, what: string): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return given;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match) throw badRequest('If-Match', `is not a ${what} version`, 'header');
  return Number(match[1]);
}
