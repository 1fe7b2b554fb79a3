// The size budget of the build: gzipped JavaScript of the host before /login and of each remote's own code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT } from './paths.mjs';

/** Budgets in KiB, in one file the end-to-end weight test reads too. */
export const BUDGETS = JSON.parse(readFileSync(join(ROOT, 'build-tools', 'weight-budgets.json'), 'utf8'));

const KIB = 1024;
const gzipBytes = (file) => gzipSync(readFileSync(file)).length;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Gzipped bytes of the host's files needed before /login (listed by the build in dist/initial-files.json). */
export function hostLoginBytes() {
  const dist = join(ROOT, 'host-shell', 'dist');
  return readJson(join(dist, 'initial-files.json')).files.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0);
}

/**
 * Gzipped bytes of a remote's own code: its container entry and its exposed modules' chunks (mf-manifest.json).
 * The exposes' async chunks are left out: they load only when a page asks for them, such as the charts library
 * (e2e/tests/weight.spec.ts measures what really loads). A remote's production build holds no copy of the shared
 * packages: the host provides them (build-tools/shared-deps.cjs).
 */
export function remoteOwnBytes(dir) {
  const dist = join(ROOT, dir, 'dist');
  const manifest = readJson(join(dist, 'mf-manifest.json'));
  const files = new Set(['remoteEntry.js', ...manifest.exposes.flatMap((expose) => expose.assets.js.sync)]);
  return [...files].reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0);
}

/** Measures the built apps among `apps` against the budgets; answers one line per app, throws when one is over. */
export function checkWeights(apps) {
  const rows = [];
  if (apps.includes('host-shell'))
    rows.push({ app: 'host-shell (before /login)', bytes: hostLoginBytes(), budget: BUDGETS.login });
  for (const remote of REMOTES.filter((entry) => apps.includes(entry.dir))) {
    rows.push({
      app: `${remote.dir} (own code)`,
      bytes: remoteOwnBytes(remote.dir),
      budget: BUDGETS.remotes[remote.dir],
    });
  }
  const lines = rows.map(
    ({ app, bytes, budget }) => `${app}: ${(bytes / KIB).toFixed(1)} KiB gzip (budget ${budget ?? 'none'} KiB)`,
  );
  const over = rows.filter(({ bytes, budget }) => budget === undefined || bytes > budget * KIB);
  if (over.length > 0) {
    throw new Error(`Size budget exceeded or missing (build-tools/weight-budgets.json):\n  ${lines.join('\n  ')}`);
  }
  return lines;
}

// `node scripts/lib/weight-budget.mjs` checks every built app.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of checkWeights(['host-shell', ...REMOTES.map((remote) => remote.dir)])) console.log(line);
}
