import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import pg from 'pg';
import { LIST_ENTITY_TYPES, LIST_TYPES } from 'shared-contracts';
import { LOCAL_PROJECT_ID } from '../identity/plugin';
import { COMPILED_API_ENV } from './template-database';

/** The api package: from this file under jest (CommonJS); the working directory under tsx (the api scripts run there). */
const apiRoot = () => (typeof __dirname === 'string' ? join(__dirname, '..', '..') : process.cwd());

const running = new Set<ChildProcess>();

/** Kills every API process started here that is still running (a failed test's leftovers), and waits for them. */
export async function stopApiProcesses(): Promise<void> {
  const left = [...running];
  await Promise.all(
    left.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/**
 * Node's arguments that run the compiled server the Jest global setup built (plain `node`, as in production), relative
 * to the api package; undefined outside Jest.
 */
export function compiledApiCommand(): string[] | undefined {
  const compiled = process.env[COMPILED_API_ENV];
  return compiled ? ['--enable-source-maps', relative(apiRoot(), compiled)] : undefined;
}

/**
 * Node's arguments that start the API: under Jest the compiled server, elsewhere (the benchmarks, under tsx) the
 * sources under tsx. Either is one process, so a signal reaches the server.
 */
function apiCommand(): string[] {
  return compiledApiCommand() ?? ['--import', 'tsx', 'src/server.ts'];
}

/** The API as its own process. */
export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the process wrote to stderr so far. */
  stderr: () => string;
}

/** A port nothing listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `/ready` until it answers 200: as long as start-up needs, unless the process ends first or `deadlineMs` passes. */
async function waitReady(api: ApiProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let ended = false;
  void api.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const ready = await fetch(`${api.baseUrl}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  api.child.kill('SIGKILL');
  throw new Error(`the API did not become ready (${ended ? 'it exited' : 'time-out'}): ${api.stderr()}`);
}

/** How to start the API: over `dataDir` (PGlite) or `databaseUrl`; `command` defaults to `apiCommand()`. */
export interface ApiProcessOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Node's arguments, relative to the api package (for example the compiled `dist/server.mjs`). */
  command?: string[];
  /** More environment variables (production settings, a smaller demo data set). */
  env?: Record<string, string>;
}

/** Starts the API on a free loopback port, with the demo data unless `env` says otherwise. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, options.command ?? apiCommand(), {
    cwd: apiRoot(),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'error',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString()}`.slice(-4000)));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const api: ApiProcess = { baseUrl: `http://127.0.0.1:${port}`, child, exited, stderr: () => stderr };
  await waitReady(api, 170_000);
  return api;
}

/** Headers of the demo Tenant Admin of Acme, signed in through the local identity provider. */
export async function signInDemoAdmin(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/v1/auth/password/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${LOCAL_PROJECT_ID}` },
    body: JSON.stringify({ loginId: 'admin@acme.example', password: 'Console-Demo-1' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const { sessionJwt } = (await response.json()) as { sessionJwt: string };
  return { authorization: `Bearer ${sessionJwt}`, 'tenant-id': 'acme-corp', 'content-type': 'application/json' };
}

/** Creates a list named `name`; answers whether the API acknowledged it (2xx). */
export async function createNamedList(
  baseUrl: string,
  headers: Record<string, string>,
  name: string,
): Promise<boolean> {
  const response = await fetch(`${baseUrl}/lists`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, listType: LIST_TYPES[0], entityType: LIST_ENTITY_TYPES[0] }),
  }).catch(() => undefined);
  return response?.ok ?? false;
}

/** The names of Acme's lists. */
export async function listNames(baseUrl: string, headers: Record<string, string>): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}/lists`, { headers });
  if (!response.ok) throw new Error(`GET /lists answered ${response.status}`);
  const { lists } = (await response.json()) as { lists: { name: string }[] };
  return new Set(lists.map((list) => list.name));
}

/**
 * Writes from four clients until `acknowledgedBefore` writes are acknowledged, kills the API with SIGKILL while the
 * others are in flight, waits for it to end, and answers the names of the acknowledged lists.
 */
export async function writeAndKill(api: ApiProcess, prefix: string, acknowledgedBefore = 12): Promise<string[]> {
  const headers = await signInDemoAdmin(api.baseUrl);
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (id: number) => {
    for (let n = 0; !killed; n += 1) {
      const name = `${prefix}-${id}-${n}`;
      if (await createNamedList(api.baseUrl, headers, name)) acknowledged.push(name);
      if (acknowledged.length >= acknowledgedBefore && !killed) {
        killed = true;
        api.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(writer));
  await api.exited;
  return acknowledged;
}

/**
 * Runs `work` with the URL of a new, empty database on the PostgreSQL server at `serverUrl` (TEST_DATABASE_URL's),
 * dropped afterwards whatever happens: API processes then migrate and seed it as on a first start.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
