import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, signInDemoAdmin, startApiProcess, stopApiProcesses } from './testing/api-process';
import type { ApiProcess } from './testing/api-process';

// Issue 16, item 2: a real PostgreSQL server stopped and started under the running API. While it is down every call
// answers 503 problem+json with Retry-After; once it is back, service returns by itself. It needs the server's
// binaries (PG_BIN, else the newest /usr/lib/postgresql/*/bin) and runs in the PostgreSQL stage (TEST_DATABASE_URL),
// where CI has them; it starts its own throwaway cluster on a free loopback port.

const run = promisify(execFile);

function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

const bin = postgresBin();
const enabled = Boolean(bin && process.env.TEST_DATABASE_URL);
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the postgres user when we are root (the server refuses to run as root). */
function pgTool(tool: string, args: string[]) {
  const path = join(bin!, tool);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/** A request's answer: status, Retry-After and content type. */
async function call(api: ApiProcess, path: string, headers: Record<string, string>) {
  const response = await fetch(`${api.baseUrl}${path}`, { headers }).catch((error: unknown) => {
    // The API stopped answering: what it wrote before it ended says why.
    throw new Error(`${path}: ${String(error)}; the API's stderr: ${api.stderr()}`);
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    type: response.headers.get('content-type') ?? '',
  };
}

(enabled ? describe : describe.skip)('a PostgreSQL server stopped and started under the API', () => {
  let dir: string;
  let port: number;
  const pgCtl = (action: 'start' | 'stop') =>
    pgTool('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-w',
      ...(action === 'start'
        ? ['-o', `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1`, '-l', join(dir, 'log'), 'start']
        : ['-m', 'fast', 'stop']),
    ]);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-outage-'));
    if (isRoot) await run('chown', ['postgres:postgres', dir]);
    port = await freePort();
    await pgTool('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust']);
    await pgCtl('start');
  });

  afterAll(async () => {
    await stopApiProcesses();
    await pgTool('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']).catch(() => undefined);
    if (isRoot) await chown(dir, 0, 0).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the server is down and serves again once it is back', async () => {
    const api = await startApiProcess({
      dataDir: join(dir, 'api'),
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    const headers = await signInDemoAdmin(api.baseUrl);
    expect((await call(api, '/incidents?pageSize=10', headers)).status).toBe(200);

    await pgCtl('stop');
    for (const path of ['/incidents?pageSize=10', '/incidents/count', '/lists', '/audit-logs']) {
      const answer = await call(api, path, headers);
      expect({ path, ...answer }).toMatchObject({
        path,
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        type: expect.stringContaining('application/problem+json'),
      });
    }
    expect((await call(api, '/ready', {})).status).toBe(503);
    expect((await call(api, '/health', {})).status).toBe(200);

    await pgCtl('start');
    // Service returns without a restart of the API: wait as long as the pool needs to reconnect.
    let status = 0;
    for (const deadline = Date.now() + 120_000; status !== 200 && Date.now() < deadline;) {
      status = (await call(api, '/incidents?pageSize=10', headers)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await call(api, '/ready', {})).status).toBe(200);
  }, 600_000);
});
