import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError, ProblemDetails } from 'shared-contracts';
import { HttpProblem, statusTitle } from '../lib/http/problem';

function send(reply: FastifyReply, problem: ProblemDetails): FastifyReply {
  return reply.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
}

type ValidationItem = NonNullable<FastifyError['validation']>[number];

/**
 * Of a union's errors (anyOf), those of the branch that got furthest: `allMatching/dataVolumeMin must be integer`,
 * not `ids is required` from the branch the body was never meant for.
 */
function deepestBranch(items: ValidationItem[]): ValidationItem[] {
  if (!items.some((item) => item.keyword === 'anyOf')) return items;
  const depth = (item: ValidationItem) => item.instancePath.split('/').length;
  const inner = items.filter((item) => item.keyword !== 'anyOf');
  const deepest = Math.max(...inner.map(depth));
  return inner.filter((item) => depth(item) === deepest);
}

function fieldErrors(error: FastifyError): FieldError[] {
  const location = error.validationContext ?? 'request';
  return deepestBranch(error.validation ?? []).map((item) => {
    const params = item.params as Record<string, unknown>;
    const segments = item.instancePath.replace(/^\//, '').split('/');
    // A body names the full path (`allMatching/dataVolumeMin`); a query its parameter (`severity`, not `severity/0`).
    const path = (location === 'body' ? segments.join('/') : segments[0]) ?? '';
    const property =
      (typeof params.missingProperty === 'string' && params.missingProperty) ||
      (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
      '';
    const field = (property && path && location === 'body' ? `${path}/${property}` : property || path) || location;
    const message =
      typeof params.additionalProperty === 'string' ? 'is not an accepted field' : (item.message ?? 'is invalid');
    return { in: location, field, message };
  });
}

/** Seconds a client is told to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors and SQLSTATEs that mean the database cannot be reached or is shutting down, not that a query failed. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed/i;

/** Whether an error (or one it wraps, as drizzle's "Failed query" does) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Duck-typed, not instanceof: socket errors may come from another realm (a VM context, a worker).
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * SQLSTATE class 22 (data exception: 22P05 untranslatable character, 22021 bad encoding, 22008 datetime out of
 * range, 22003 numeric out of range, 22P02 invalid text representation, ...) means the database refused a value
 * the request carried. Validation keeps such values out; this is the last line of defence, answering 400, not 500.
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = cause;
  }
  return false;
}

/** The detail of the 400 a data exception answers (the fuzz test counts them: validation should have come first). */
export const DATA_EXCEPTION_DETAIL = 'A value of the request is out of the range the API accepts.';

/** Errors Fastify raises before routing (a path parameter over its length, a malformed URL): problem details too. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const field = 'path';
  void send(reply, {
    type: 'about:blank',
    title: statusTitle(status),
    status,
    detail: error.message,
    errors: [{ in: 'path', field, message: error.message }],
  });
}

/** Every error answers RFC 9457 problem details; 5xx answers carry no internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.headers) void reply.headers(error.headers);
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.toProblem());
    }
    if (error.validation) {
      const errors = fieldErrors(error);
      const detail = errors.map((item) => `${item.field} ${item.message}`).join('; ');
      return send(reply, { type: 'about:blank', title: statusTitle(400), status: 400, detail, errors });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, {
        type: 'about:blank',
        title: statusTitle(503),
        status: 503,
        detail: 'The database cannot be reached at the moment; try again shortly.',
      });
    }
    if (status >= 500 && isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return send(reply, {
        type: 'about:blank',
        title: statusTitle(400),
        status: 400,
        detail: DATA_EXCEPTION_DETAIL,
      });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, {
        type: 'about:blank',
        title: statusTitle(status),
        status,
        detail: 'The server could not complete the request.',
      });
    }
    if (status === 429) void reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return send(reply, { type: 'about:blank', title: statusTitle(status), status, detail: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, {
      type: 'about:blank',
      title: statusTitle(404),
      status: 404,
      detail: `No route ${request.method} ${request.url.split('?')[0] ?? ''}`,
    }),
  );
});
