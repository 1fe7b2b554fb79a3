// Runs the pinned pnpm without a global install: corepack's download is not available everywhere,
// npx fetches the exact version from the registry once and caches it.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export const PNPM_VERSION = '10.34.9';

/** Runs a command, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs pnpm with the given arguments. */
export function pnpm(args, options = {}) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

/**
 * Runs commands at the same time (two cores: the single-threaded checks side by side). Each one's output is kept and
 * printed whole when it ends, so the log reads one command at a time. Resolves when all succeeded; otherwise rejects
 * after all have ended, naming the ones that failed. A task's `priority` is its process's nice value (its children
 * inherit it): 10 lets it take only the processor time the others leave.
 * @param {{ label: string, command: string, args: string[], priority?: number,
 *   options?: import('node:child_process').SpawnOptions }[]} tasks
 */
export async function runTogether(tasks) {
  const outcomes = await Promise.all(
    tasks.map(
      ({ label, command, args, priority, options = {} }) =>
        new Promise((resolveTask) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
          if (priority !== undefined && child.pid !== undefined) {
            try {
              setPriority(child.pid, priority);
            } catch {
              // Not allowed here (or the process already ended): it runs at the normal priority.
            }
          }
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          const finish = (ok, detail) => {
            const took = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(`--- ${label}: ${ok ? 'passed' : `FAILED (${detail})`} in ${took} s ---\n`);
            process.stdout.write(Buffer.concat(chunks));
            resolveTask({ label, ok });
          };
          child.on('error', (error) => finish(false, error.message));
          child.on('close', (code, signal) => finish(code === 0, `exit ${signal ?? code}`));
        }),
    ),
  );
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.label);
  if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
}
