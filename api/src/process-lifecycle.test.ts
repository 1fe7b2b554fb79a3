import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIST_ENTITY_TYPES, LIST_TYPES } from 'shared-contracts';
import {
  listNames,
  signInDemoAdmin,
  startApiProcess,
  stopApiProcesses,
  withScratchDatabase,
  writeAndKill,
} from './testing/api-process';
import type { ApiProcess, ApiProcessOptions } from './testing/api-process';

// Issue 16, item 2: the API as its own process. SIGTERM drains what is in flight and exits; SIGKILL during writes
// loses no acknowledged write (PGlite always; a PostgreSQL server when TEST_DATABASE_URL is set). The benchmark
// script `npm run bench:kill` runs the SIGKILL case 100 times.

/** A guard against a hung process, not a speed limit: each start migrates and may load the demo data. */
const GUARD_MS = 900_000;

/** Resolves once nothing accepts connections at the API's address any more. */
async function refusesConnections(api: ApiProcess): Promise<void> {
  for (;;) {
    const refused = await fetch(`${api.baseUrl}/health`).then(
      () => false,
      () => true,
    );
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POST /lists sent in two parts: headers with `Expect: 100-continue`, then the body once `send()` is called. */
function heldCreate(api: ApiProcess, headers: Record<string, string>, name: string) {
  const body = JSON.stringify({ name, listType: LIST_TYPES[0], entityType: LIST_ENTITY_TYPES[0] });
  const url = new URL('/lists', api.baseUrl);
  const request = httpRequest(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' },
  });
  // The server answered 100 Continue: it has parsed the headers, so the request is in flight there.
  const accepted = new Promise<void>((resolve) => request.once('continue', resolve));
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
  });
  request.flushHeaders();
  return { accepted, answered, send: () => request.end(body) };
}

/** The first start seeds the demo data: a small event set is enough here (these tests write and read lists). */
const SMALL_DEMO = { DEMO_EVENTS: '200' };

async function killCycles(options: ApiProcessOptions, runs: number): Promise<void> {
  for (let run = 0; run < runs; run += 1) {
    const api = await startApiProcess(options);
    const acknowledged = await writeAndKill(api, `kill-${run}`);
    expect(await api.exited).toBeNull(); // ended by the signal
    const restarted = await startApiProcess(options);
    try {
      const names = await listNames(restarted.baseUrl, await signInDemoAdmin(restarted.baseUrl));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  }
}

describe('the API as a process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'console-lifecycle-'));
  });
  afterEach(() => stopApiProcesses());
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // The PGlite cases run in the embedded database's run only, the server's case in the server's run: `npm test` runs
  // both, and each process start is seconds of work, not to be done twice.
  const serverUrl = process.env.TEST_DATABASE_URL;
  const embeddedRun = serverUrl ? it.skip : it;

  embeddedRun(
    'on SIGTERM stops accepting connections, finishes the request in flight, and exits 0',
    async () => {
      const api = await startApiProcess({ dataDir, env: SMALL_DEMO });
      const headers = await signInDemoAdmin(api.baseUrl);
      const held = heldCreate(api, headers, 'drained on SIGTERM');
      await held.accepted;
      api.child.kill('SIGTERM');
      await refusesConnections(api);
      held.send();
      const answer = await held.answered;
      expect(answer).toMatchObject({ status: 200, text: expect.stringContaining('drained on SIGTERM') });
      expect(await api.exited).toBe(0);

      const restarted = await startApiProcess({ dataDir, env: SMALL_DEMO });
      try {
        expect(await listNames(restarted.baseUrl, await signInDemoAdmin(restarted.baseUrl))).toContain(
          'drained on SIGTERM',
        );
      } finally {
        restarted.child.kill('SIGTERM');
        expect(await restarted.exited).toBe(0);
      }
    },
    GUARD_MS,
  );

  embeddedRun(
    'loses no acknowledged write when killed with SIGKILL during writes (PGlite)',
    () => killCycles({ dataDir, env: SMALL_DEMO }, 3),
    GUARD_MS,
  );

  (serverUrl ? it : it.skip)(
    'loses no acknowledged write when killed with SIGKILL during writes (PostgreSQL server)',
    async () => {
      await withScratchDatabase(serverUrl!, 'console_kill', (databaseUrl) =>
        killCycles({ dataDir, databaseUrl, env: SMALL_DEMO }, 3),
      );
    },
    GUARD_MS,
  );
});
