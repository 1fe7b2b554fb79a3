import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/http/problem';

/** Event-loop delay (mean over a sample, ms) and requests in flight past which new requests are shed by default. */
export const SHED_DEFAULTS = { eventLoopDelayMs: 1000, maxInFlight: 128, retryAfterSeconds: 5 } as const;

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over the last sample past which requests are shed; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** Requests in flight (all routes but health and readiness) past which new ones are shed; 0 turns it off. */
  maxInFlight: number;
  /** Heap in use past which requests are shed (off unless set). */
  maxHeapUsedBytes?: number;
  /** How often the event loop and heap are sampled, ms (default 1000). */
  sampleIntervalMs?: number;
  retryAfterSeconds?: number;
}

/** Routes that answer even when the API sheds load: the process's liveness and readiness. */
const NEVER_SHED = new Set(['/health', '/ready']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Why the API sheds new requests now (`eventLoopDelay`, `heapUsedBytes`, `inFlight`...), or undefined. */
    overloaded(): string | undefined;
  }
}

const counted = Symbol('load-shedding.counted');
type Counted = FastifyRequest & { [counted]?: boolean };

/**
 * Past capacity a request is answered 503 problem+json with Retry-After at once instead of waiting seconds in the
 * database's queue: when the event loop lags (@fastify/under-pressure measures it) or when too many requests are
 * already in flight (PGlite runs one query at a time, so in-flight requests are its queue).
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, options: LoadSheddingOptions) => {
  const retryAfter = String(options.retryAfterSeconds ?? SHED_DEFAULTS.retryAfterSeconds);
  const shed = () =>
    new HttpProblem(503, 'The API is over capacity at the moment; try again shortly.', {
      headers: { 'retry-after': retryAfter },
    });
  const exempt = (request: FastifyRequest) => NEVER_SHED.has(request.routeOptions.url ?? '');
  let pressure: () => string | undefined = () => undefined;

  const heap = options.maxHeapUsedBytes ?? 0;
  if (options.maxEventLoopDelayMs > 0 || heap > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: heap,
      sampleInterval: options.sampleIntervalMs ?? 1000,
      pressureHandler: (request) => (exempt(request) ? undefined : Promise.reject(shed())),
    });
    pressure = () => {
      if (!app.isUnderPressure()) return undefined;
      const usage = app.memoryUsage();
      return options.maxEventLoopDelayMs > 0 && usage.eventLoopDelay > options.maxEventLoopDelayMs
        ? 'eventLoopDelay'
        : 'heapUsedBytes';
    };
  }

  let inFlight = 0;
  const max = options.maxInFlight;
  app.decorate('overloaded', () => pressure() ?? (max > 0 && inFlight >= max ? 'inFlight' : undefined));

  if (max > 0) {
    const release = async (request: Counted) => {
      if (!request[counted]) return;
      request[counted] = false;
      inFlight -= 1;
    };
    app.addHook('onRequest', async (request: Counted) => {
      if (exempt(request)) return;
      if (inFlight >= max) throw shed();
      inFlight += 1;
      request[counted] = true;
    });
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  }
});
