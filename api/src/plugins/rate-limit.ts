import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FixedWindowCounter } from '../lib/limits/window-counter';
import type { WindowState } from '../lib/limits/window-counter';
import { DatabaseWindows } from '../lib/limits/database-windows';
import type { WindowKey } from '../lib/limits/database-windows';
import type { Database } from '../db/database';
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
  /** Count in this PostgreSQL server, shared by every API process on it; default: in this process. */
  database?: Database;
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
  const limits = { user: options.userPerMinute, tenant: options.tenantPerMinute };
  if (limits.user <= 0 && limits.tenant <= 0) return;
  const now = options.now ?? Date.now;
  const windows: Windows = options.database
    ? new DatabaseWindows(options.database, WINDOW_MS)
    : memoryWindows(limits, options.now);
  const policy = [limits.user, limits.tenant]
    .filter((limit) => limit > 0)
    .map((limit) => `${limit};w=${WINDOW_MS / 1000}`)
    .join(', ');

  app.addHook('onRequest', async (request, reply) => {
    if (!request.session) return;
    const keys: WindowKey[] = [];
    if (limits.user > 0) keys.push({ key: `user:${request.session.sub}`, limit: limits.user });
    if (limits.tenant > 0 && request.optionalTenant)
      keys.push({ key: `tenant:${request.optionalTenant.id}`, limit: limits.tenant });
    if (keys.length === 0) return;
    const states = await windows.take(keys);
    const seconds = (state: WindowState) => Math.max(1, Math.ceil((state.resetAt - now()) / 1000));
    const full = states.filter((state) => state.used > state.limit);
    if (full.length > 0) {
      await windows.giveBack(keys);
      const wait = Math.max(...full.map(seconds));
      const binding = full.find((state) => seconds(state) === wait) ?? full[0]!;
      throw new HttpProblem(429, `Too many requests; retry in ${wait} s`, {
        headers: { ...headers(binding, 0, wait, policy), 'retry-after': String(wait) },
      });
    }
    // The tighter of the two after this call: the fewest calls left.
    const tightest = states.reduce((a, b) => (b.limit - b.used < a.limit - a.used ? b : a));
    void reply.headers(headers(tightest, tightest.limit - tightest.used, seconds(tightest), policy));
  });
});

/** Where windows are counted: in this process, or in PostgreSQL for every process on the server. */
interface Windows {
  take(keys: readonly WindowKey[]): Promise<WindowState[]>;
  giveBack(keys: readonly WindowKey[]): Promise<void>;
}

function memoryWindows(limits: { user: number; tenant: number }, clock?: () => number): Windows {
  const counter = (limit: number) =>
    new FixedWindowCounter({ limit, windowMs: WINDOW_MS, ...(clock && { now: clock }) });
  const counters = { user: counter(limits.user), tenant: counter(limits.tenant) };
  const counterOf = (key: string) => (key.startsWith('user:') ? counters.user : counters.tenant);
  return {
    take: async (keys) =>
      keys.map(({ key }) => {
        const windows = counterOf(key);
        windows.take(key);
        return windows.peek(key);
      }),
    giveBack: async (keys) => {
      for (const { key } of keys) counterOf(key).giveBack(key);
    },
  };
}

function headers(state: WindowState, remaining: number, resetSeconds: number, policy: string): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(remaining),
    'ratelimit-reset': String(resetSeconds),
    'ratelimit-policy': policy,
  };
}
