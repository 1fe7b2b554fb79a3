import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION_REQUIRED } from './config';
import {
  compiledApiCommand,
  listNames,
  signInDemoAdmin,
  startApiProcess,
  stopApiProcesses,
  withScratchDatabase,
} from './testing/api-process';
import { COMPILED_API_ENV } from './testing/template-database';

// Issue 16, item 6: the API compiled by `npm run build` runs with plain `node`, in local mode on PGlite and in
// production mode on a PostgreSQL server, and production mode refuses to start without its settings, naming them.

const apiRoot = join(__dirname, '..');
/** A guard against a hung process, not a speed limit: each start migrates and may load the demo data. */
const GUARD_MS = 600_000;

let entry: string[];
let dataDir: string;
beforeAll(async () => {
  // The run's compiled server: the global setup builds it with `buildApi`, which `npm run build` runs.
  const command = compiledApiCommand();
  if (!command) throw new Error(`${COMPILED_API_ENV} is not set: the api project's global setup builds the server`);
  entry = command;
  dataDir = await mkdtemp(join(tmpdir(), 'console-compiled-'));
}, GUARD_MS);
afterAll(async () => {
  await stopApiProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

// The production-settings and PGlite cases run in the embedded database's run only, the server's case in the server's
// run: `npm test` runs both, and each start of the compiled server is seconds of work, not to be done twice.
const serverUrl = process.env.TEST_DATABASE_URL;
const embeddedRun = serverUrl ? it.skip : it;

embeddedRun('refuses production mode without its required settings, naming every one, and exits 1', async () => {
  const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(process.execPath, [...entry, '--production'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`which are not set: ${PRODUCTION_REQUIRED.join(', ')}`);
});

embeddedRun(
  'runs compiled in local mode on PGlite: migrations, demo users, a signed-in tenant call',
  async () => {
    const api = await startApiProcess({ dataDir, command: entry, env: { DEMO_EVENTS: '200' } });
    const headers = await signInDemoAdmin(api.baseUrl);
    expect((await listNames(api.baseUrl, headers)).size).toBeGreaterThan(0);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  },
  GUARD_MS,
);

(serverUrl ? it : it.skip)(
  'runs compiled in production mode on a PostgreSQL server: ready, no local identity provider, tokens required',
  async () => {
    await withScratchDatabase(serverUrl!, 'console_compiled', async (databaseUrl) => {
      const api = await startApiProcess({
        dataDir,
        command: [...entry, '--production'],
        env: {
          DATABASE_URL: databaseUrl,
          DESCOPE_PROJECT_ID: 'P2CompiledTest0000000000000',
          PUBLIC_BASE_URL: 'https://api.console.example',
          CORS_ORIGINS: 'https://app.console.example',
        },
      });
      const signIn = await fetch(`${api.baseUrl}/v1/auth/password/signin`, { method: 'POST' });
      expect(signIn.status).toBe(404);
      const unsigned = await fetch(`${api.baseUrl}/incidents`, {
        headers: { 'tenant-id': 'acme-corp', origin: 'https://app.console.example' },
      });
      expect(unsigned.status).toBe(401);
      expect(unsigned.headers.get('content-type')).toContain('application/problem+json');
      expect(unsigned.headers.get('access-control-allow-origin')).toBe('https://app.console.example');
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    });
  },
  GUARD_MS,
);
