import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createServer } from 'node:net';
import pg from 'pg';
import { createTestApp } from '../testing/test-app';
import { DATA_EXCEPTION_DETAIL, errorsPlugin, isDatabaseUnavailable, isDataException } from './errors';
import { securityHeadersPlugin } from './security-headers';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('a database that cannot be reached', () => {
  it('is told apart from a failed query, through the errors drizzle wraps', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('lost'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 problem+json with Retry-After, no-store and nosniff, at once', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://console@127.0.0.1:${await closedPort()}/console`,
      connectionTimeoutMillis: 1_500,
    });
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(securityHeadersPlugin);
    app.get('/rows', async () => (await drizzle({ client: pool }).execute(sql`select 1`)).rows);
    try {
      const response = await app.inject({ method: 'GET', url: '/rows' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('security headers', () => {
  it('keep tenant data out of caches and forbid content sniffing', async () => {
    const t = await createTestApp();
    try {
      const token = await t.tokenFor('analyst@acme.example');
      const list = await t.call({ method: 'GET', url: '/incidents?pageSize=1', token, tenant: 'acme-corp' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.headers['x-content-type-options']).toBe('nosniff');
      const health = await t.call({ method: 'GET', url: '/health' });
      expect(health.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });
});

describe('a value the database refuses', () => {
  it('is told apart by SQLSTATE class 22, through the errors drizzle wraps', () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(isDataException(new Error('Failed query: select $1', { cause: refused }))).toBe(true);
    expect(isDataException(Object.assign(new Error('date/time field value out of range'), { code: '22008' }))).toBe(
      true,
    );
    expect(isDataException(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDataException(new Error('boom'))).toBe(false);
  });

  it('answers 400 problem+json, the last line of defence behind validation', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/rows', async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('out of range'), { code: '22003' }) });
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/rows' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 400, detail: DATA_EXCEPTION_DETAIL });
    } finally {
      await app.close();
    }
  });
});
