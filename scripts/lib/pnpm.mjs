// Runs the pinned pnpm without a global install: corepack's download is not available everywhere,
// npx fetches the exact version from the registry once and caches it.
import { spawn } from 'node:child_process';

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
