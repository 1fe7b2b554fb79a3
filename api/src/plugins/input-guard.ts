import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http/problem';

type Part = 'params' | 'query' | 'body';
const PARTS: readonly Part[] = ['params', 'query', 'body'];

/** The path of the first value below `value` that `bad` refuses (`items/2/name`, `''` for the value itself). */
function findBad(value: unknown, bad: (leaf: unknown) => boolean, depth = 0): string | undefined {
  if (bad(value)) return '';
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return key;
    const below = findBad(item, bad, depth + 1);
    if (below !== undefined) return below === '' ? key : `${key}/${below}`;
  }
  return undefined;
}

const hasNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
/** Numbers PostgreSQL could refuse or JavaScript cannot hold exactly: Infinity, NaN, integers past 2^53. */
const badNumber = (leaf: unknown) =>
  typeof leaf === 'number' && (!Number.isFinite(leaf) || (Number.isInteger(leaf) && !Number.isSafeInteger(leaf)));

function check(request: FastifyRequest, bad: (leaf: unknown) => boolean, message: string): void {
  for (const part of PARTS) {
    const path = findBad(request[part], bad);
    if (path !== undefined) throw badRequest(path || part, message, part === 'params' ? 'path' : part);
  }
}

/**
 * The API-wide floor under every route's schema, so PostgreSQL never sees what it would refuse: no NUL character
 * in any string or key of the path, query or body (PostgreSQL text cannot hold one), checked before validation;
 * and, after validation has coerced the query, no infinite or unsafe number anywhere. Ranges (dates, integer
 * widths) are the schemas' part: the date-time format (`lib/http/date-time.ts`) and each field's bounds.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => check(request, hasNul, 'must not contain the NUL character'));
  app.addHook('preHandler', async (request) => check(request, badNumber, 'must be a finite number within range'));
});
