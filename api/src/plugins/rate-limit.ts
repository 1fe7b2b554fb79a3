import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FixedWindowCounter } from '../lib/limits/window-counter';
import type { WindowState } from '../lib/limits/window-counter';
import { HttpProblem } from '../lib/http/problem';

/** Calls per minute a signed-in user, and a tenant (all its users together), may make by default. */
export const RATE_LIMIT_DEFAULTS = { userPerMinute: 1200, tenantPerMinute: 6000 } as const;

export interface RateLimitOptions {
  /** Calls per minute per verified user (session `sub`); 0 turns the limit off. */
  userPerMinute: number;
  /** Calls per minute per active tenant (the verified Tenant-Id); 0 turns the limit off. */
  tenantPerMinute: number;
  /** Milliseconds now (tests pass a fake clock). */
  now?: () => number;
}

/** The response headers that describe the rate limit (IETF draft `RateLimit-*` fields, plus Retry-After on 429). */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'];

const WINDOW_MS = 60_000;

/**
 * Limits the console API per user and per tenant, keyed by the verified session and the tenant the access hook
 * accepted, never by a header a caller can vary. Runs after the access hook, so only routes with a session count:
 * not /health, /ready, the docs, the identity provider (its own attempt limits), SCIM, nor the agents API (its own
 * limit per device). Every counted answer carries the tighter limit's headers; past it, 429 with Retry-After.
 * Not @fastify/rate-limit: one registration checks one limit per request (it marks the request as checked), and
 * its store takes no clock to test with.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const counter = (limit: number) =>
    limit > 0 ? new FixedWindowCounter({ limit, windowMs: WINDOW_MS, ...(options.now && { now: options.now }) }) : null;
  const perUser = counter(options.userPerMinute);
  const perTenant = counter(options.tenantPerMinute);
  if (!perUser && !perTenant) return;
  const now = options.now ?? Date.now;
  const policy = [perUser && options.userPerMinute, perTenant && options.tenantPerMinute]
    .filter((limit) => typeof limit === 'number')
    .map((limit) => `${limit};w=${WINDOW_MS / 1000}`)
    .join(', ');

  app.addHook('onRequest', async (request, reply) => {
    if (!request.session) return;
    const checks: [FixedWindowCounter, string][] = [];
    if (perUser) checks.push([perUser, request.session.sub]);
    if (perTenant && request.tenant) checks.push([perTenant, request.tenant.id]);
    if (checks.length === 0) return;
    const states = checks.map(([windows, key]) => windows.peek(key));
    const full = states.filter((state) => state.used >= state.limit);
    const seconds = (state: WindowState) => Math.max(1, Math.ceil((state.resetAt - now()) / 1000));
    if (full.length > 0) {
      const wait = Math.max(...full.map(seconds));
      const binding = full.find((state) => seconds(state) === wait) ?? full[0]!;
      throw new HttpProblem(429, `Too many requests; retry in ${wait} s`, {
        headers: { ...headers(binding, 0, wait, policy), 'retry-after': String(wait) },
      });
    }
    for (const [windows, key] of checks) windows.take(key);
    // The tighter of the two after this call: the fewest calls left.
    const left = states.map((state) => ({ state, remaining: state.limit - state.used - 1 }));
    const tightest = left.reduce((a, b) => (b.remaining < a.remaining ? b : a));
    void reply.headers(headers(tightest.state, tightest.remaining, seconds(tightest.state), policy));
  });
});

function headers(state: WindowState, remaining: number, resetSeconds: number, policy: string): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(remaining),
    'ratelimit-reset': String(resetSeconds),
    'ratelimit-policy': policy,
  };
}
