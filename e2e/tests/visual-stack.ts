import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The moment the visual journey's demo data ends at (the API's DEMO_ANCHOR): a fixed Monday morning in the past, so
 * that its pages show the same rows, dates and chart days on any day the suite runs.
 */
export const VISUAL_ANCHOR = Date.parse('2026-03-02T09:30:00Z');

/** The browser's clock in the visual journey: fixed ten minutes after the data ends. */
export const VISUAL_NOW = VISUAL_ANCHOR + 10 * 60_000;

/**
 * Ports of the visual journey's own console: by default the two after the suite's shell for its shell and API, and
 * the seven after them for its remotes (the suite's remotes start at its shell + 11). E2E_VISUAL_SHELL_PORT moves it.
 */
function visualPorts() {
  const suiteShell = Number(process.env.E2E_SHELL_PORT ?? '8180');
  const shellPort = Number(process.env.E2E_VISUAL_SHELL_PORT ?? suiteShell + 2);
  return { shellPort, apiPort: shellPort + 1, remotePortBase: shellPort + 2 };
}

/** The shell's address of the visual journey's console. */
export const VISUAL_BASE_URL = `http://127.0.0.1:${visualPorts().shellPort}`;

/** The port of the visual journey's API (the browser reaches it as localhost). */
export const VISUAL_API_PORT = visualPorts().apiPort;

/**
 * Settings of the environment that would change what the visual console shows or who may call it (another database or
 * mode, flags, data, origins): it runs with its own.
 */
const LEFT_OUT = [
  'NODE_ENV',
  'CONSOLE_MODE',
  'CORS_ORIGINS',
  'API_HOST',
  'DATABASE_URL',
  'DEMO_DATA',
  'DEMO_EVENTS',
  'DESCOPE_BASE_URL',
  'DESCOPE_PROJECT_ID',
  'DESCOPE_MANAGEMENT_KEY',
  'LAUNCHDARKLY_CLIENT_ID',
  'POSTHOG_KEY',
  'POSTHOG_HOST',
  'REMOTES_FILE',
  'PUBLIC_HOST',
];

/**
 * A console of its own for the visual journey (`scripts/console.mjs serve`, the built apps): a fresh embedded
 * database whose demo data ends at VISUAL_ANCHOR, so no other journey's writes show in its pages, whichever ran
 * before. What would follow the server's clock is held still: no demo heartbeats (every device stays as the data left
 * it: Inactive, its last heartbeat long before the server's now), and no report made on start for the schedules'
 * missed slots (no report, where each would carry the server's time).
 */
export class VisualConsole {
  private child?: ChildProcess;
  private dataDir?: string;

  async start(): Promise<void> {
    const { shellPort, apiPort, remotePortBase } = visualPorts();
    this.dataDir = mkdtempSync(join(tmpdir(), 'console-visual-'));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !LEFT_OUT.includes(name)));
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'console.mjs'), 'serve'], {
      cwd: ROOT,
      // Its own process group: stop() ends the console and its servers together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        SHELL_PORT: String(shellPort),
        API_PORT: String(apiPort),
        REMOTE_PORT_BASE: String(remotePortBase),
        DATA_DIR: this.dataDir,
        DEMO_ANCHOR: new Date(VISUAL_ANCHOR).toISOString(),
        // A quarter of the default's events: the pages keep their shape, and the API starts a quarter quicker.
        DEMO_EVENTS: '3000',
        DEMO_HEARTBEAT_SECONDS: '0',
        REPORT_MISSED_SLOTS: '0',
      },
    });
    this.child = child;
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // `serve` prints this once the API, the remotes and then the shell answer (scripts/lib/stack.mjs).
    const ready = new Promise<'ready'>((resolve) => {
      child.stdout?.on('data', () => {
        if (output.includes('The console is running')) resolve('ready');
      });
    });
    const outcome = await Promise.race([ready, once(child, 'exit').then(() => 'exited' as const)]);
    if (outcome === 'exited') {
      throw new Error(`The visual journey's console stopped before it was ready (code ${child.exitCode}):\n${output}`);
    }
  }

  /** Ends the console and its servers, waits until its API no longer answers, and removes its data. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      // The API closes its database after the console's process has gone: its port is free once it stops answering.
      const health = `http://127.0.0.1:${visualPorts().apiPort}/health`;
      await expect
        .poll(
          () =>
            fetch(health).then(
              () => 'answers',
              () => 'stopped',
            ),
          { timeout: 15_000 },
        )
        .toBe('stopped');
    }
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}
