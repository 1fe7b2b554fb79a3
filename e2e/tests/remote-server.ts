import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One remote's dist served on its own port, as a separate deployment: started and stopped by the test. */
export class RemoteServer {
  private child?: ChildProcess;

  constructor(
    private readonly remoteDir: string,
    readonly port: number,
  ) {}

  get manifestUrl(): string {
    return `http://127.0.0.1:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    const script = join(ROOT, 'scripts', 'serve-static.mjs');
    const root = join(ROOT, this.remoteDir, 'dist');
    const child = spawn(process.execPath, [script, '--root', root, '--port', String(this.port), '--cors'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.child = child;
    // serve-static prints one line once it listens.
    await once(child.stdout!, 'data');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}
