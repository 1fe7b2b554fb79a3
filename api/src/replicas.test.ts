import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signInDemoAdmin, startApiProcess, stopApiProcesses } from './testing/api-process';
import type { ApiProcess } from './testing/api-process';

// Issue 16, item 6: two API processes on one PostgreSQL server. A session signed in through one is accepted by the
// other, and the rate limit counts the calls of both together (the scheduler's once-per-slot across processes is
// the Reports suite's). Runs when TEST_DATABASE_URL names a server.

const GUARD_MS = 900_000;
const serverUrl = process.env.TEST_DATABASE_URL;

(serverUrl ? describe : describe.skip)('two API replicas on one PostgreSQL server', () => {
  const name = `console_replicas_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let dataDir: string;
  let replicas: ApiProcess[];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(join(tmpdir(), 'console-replicas-'));
    const options = {
      dataDir,
      databaseUrl: url.toString(),
      env: { DEMO_EVENTS: '200', RATE_LIMIT_USER_PER_MINUTE: '5', PUBLIC_BASE_URL: 'http://api.console.test' },
    };
    // Behind one balancer the replicas share their public URL (the tokens' issuer) and, here, the signing key in
    // DATA_DIR. One after the other: the first migrates and loads the demo data, the second finds them.
    const first = await startApiProcess(options);
    replicas = [first, await startApiProcess(options)];
  }, GUARD_MS);
  afterAll(async () => {
    await stopApiProcesses();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'accepts a session from either replica and limits a user across both',
    async () => {
      const [a, b] = replicas as [ApiProcess, ApiProcess];
      const headers = await signInDemoAdmin(a.baseUrl);
      const call = (api: ApiProcess) => fetch(`${api.baseUrl}/incidents/count`, { headers });
      const answers: number[] = [];
      for (const api of [a, b, a, b, a]) answers.push((await call(api)).status);
      expect(answers).toEqual([200, 200, 200, 200, 200]);
      // The 6th call of the minute, on either replica, is over the user's 5.
      const refused = await call(b);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await call(a)).status).toBe(429);
    },
    GUARD_MS,
  );
});
