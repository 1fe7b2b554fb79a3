import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { errorsPlugin } from './errors';
import { loadSheddingPlugin } from './load-shedding';
import type { LoadSheddingOptions } from './load-shedding';

/** An app whose `/work` requests stay in flight until the test releases them (then every later one passes too). */
async function appWith(
  options: LoadSheddingOptions,
): Promise<{ app: FastifyInstance; release(): void; entered(count: number): Promise<void> }> {
  const app = Fastify();
  let inside = 0;
  const waiters: { count: number; resolve(): void }[] = [];
  let releaseAll: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseAll = resolve));
  await app.register(errorsPlugin);
  await app.register(loadSheddingPlugin, options);
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) =>
    app.overloaded() ? reply.status(503).send({ status: 'overloaded' }) : { status: 'ready' },
  );
  app.get('/work', async () => {
    inside += 1;
    for (const waiter of waiters) if (inside >= waiter.count) waiter.resolve();
    await held;
    return { done: true };
  });
  await app.ready();
  return {
    app,
    release: () => releaseAll(),
    entered: (count) =>
      inside >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })),
  };
}

describe('load shedding', () => {
  afterEach(() => jest.useRealTimers());

  it('answers 503 problem+json with Retry-After at once past the requests in flight; health keeps answering', async () => {
    const { app, release, entered } = await appWith({ maxEventLoopDelayMs: 0, maxInFlight: 2, retryAfterSeconds: 3 });
    // `inject` starts when awaited: `then` starts it now.
    const first = app.inject({ method: 'GET', url: '/work' }).then((answer) => answer);
    const second = app.inject({ method: 'GET', url: '/work' }).then((answer) => answer);
    await entered(2);
    // The third is answered while the first two are still held, so it cannot have waited for them.
    const shed = await app.inject({ method: 'GET', url: '/work' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['content-type']).toContain('application/problem+json');
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'overloaded' }]);

    release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    // Finished requests free their places, errors included.
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    await app.close();
  });

  it('sheds while @fastify/under-pressure reports pressure, from its next sample on', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    // Any heap is over one byte: pressure is certain once the first sample is taken.
    const { app } = await appWith({
      maxEventLoopDelayMs: 0,
      maxInFlight: 0,
      maxHeapUsedBytes: 1,
      sampleIntervalMs: 1000,
    });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    jest.advanceTimersByTime(1000);
    expect(app.overloaded()).toBe('heapUsedBytes');
    const shed = await app.inject({ method: 'GET', url: '/work' });
    expect([shed.statusCode, shed.headers['retry-after']]).toEqual([503, '5']);
    expect(shed.headers['content-type']).toContain('application/problem+json');
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'overloaded' });
    await app.close();
  });

  it('never sheds with both checks off', async () => {
    const { app, release, entered: appEntered } = await appWith({ maxEventLoopDelayMs: 0, maxInFlight: 0 });
    const answers = Array.from({ length: 50 }, () => app.inject({ method: 'GET', url: '/work' }).then((a) => a));
    await appEntered(50);
    release();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(app.overloaded()).toBeUndefined();
    await app.close();
  });
});
