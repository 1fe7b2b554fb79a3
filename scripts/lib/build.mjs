// Builds the host and the remotes with webpack, skipping any app whose inputs have not changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SHARED_BUILD_INPUTS } from './build-inputs.js';
import { APPS, ROOT } from './paths.mjs';
import { run } from './pnpm.mjs';
import { checkWeights } from './weight-budget.mjs';

const WEBPACK = join(ROOT, 'build-tools', 'bin', 'webpack.cjs');
const SKIP = new Set(['node_modules', 'dist', '.tsc']);

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

/** Hash of everything that goes into one app's production build. */
export function inputHash(app) {
  const hash = createHash('sha256');
  const files = [app, ...SHARED_BUILD_INPUTS].flatMap((input) => listFiles(join(ROOT, input))).sort();
  for (const file of files) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampPath = (app) => join(ROOT, app, 'dist', '.build-hash');

/** Whether the app's dist matches its current inputs. */
export function isUpToDate(app) {
  const stamp = stampPath(app);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputHash(app);
}

/** Builds every app that is out of date, `concurrency` at a time; answers the apps it built. */
export async function buildApps({
  apps = APPS,
  concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2),
  force = false,
} = {}) {
  const pending = apps.filter((app) => force || !isUpToDate(app));
  if (pending.length === 0) return [];
  console.log(`Building ${pending.join(', ')} (${concurrency} at a time)...`);
  const queue = [...pending];
  async function worker() {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      const started = Date.now();
      // webpack straight from build-tools (what each app's `build` script runs), without pnpm's start-up.
      await run(process.execPath, [WEBPACK, '--mode', 'production'], { cwd: join(ROOT, app) });
      // The size budget: an app over build-tools/weight-budgets.json fails the build and is not stamped as built.
      for (const line of checkWeights([app])) console.log(`Weight of ${line}`);
      writeFileSync(stampPath(app), inputHash(app));
      console.log(`Built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return pending;
}
