#!/usr/bin/env node
// `npm run bench:build`: how long building and starting the console takes, as a developer and a new user see it.
//   1. each app's production build, one at a time (no other build competing for the two cores), with webpack's disk
//      cache emptied first (cold) and again with it kept (warm);
//   2. one changed file in one remote, rebuilt by its `dev` server (webpack serve);
//   3. a fresh clone to a console that answers: `git clone` of this repository's HEAD into a new folder, then the
//      README's `npm start` with an empty HOME (so a cold package store and npx cache) and a minimal environment;
//   4. the restart: the same `npm start` again in that clone, nothing changed.
// Options: --skip-apps, --skip-dev, --skip-clone (parts 3 and 4), --apps a,b (part 1 for those apps only).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps } from './lib/build.mjs';
import { APPS, REMOTES, ROOT } from './lib/paths.mjs';
import { run } from './lib/pnpm.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const record = (label, ms, goal) => {
  results.push({ label, ms, goal });
  console.log(`\n>>> ${label}: ${seconds(ms)}${goal ? ` (goal under ${goal} s)` : ''}\n`);
};

/** Spawns a command in its own process group, echoing its output; `onLine` sees every line of it. */
function start(command, commandArgs, { cwd, env, onLine = () => {} }) {
  const child = spawn(command, commandArgs, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  return child;
}

/** Ends a process group started by `start`, and waits for its leader. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once every URL answers 200, polling every 200 ms; rejects if the child exits first or after `limitMs`. */
async function waitForUrls(urls, child, limitMs) {
  const deadline = Date.now() + limitMs;
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (child.exitCode !== null) throw new Error(`the command exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`no answer from ${[...pending].join(', ')} within ${limitMs / 1000} s`);
    for (const url of [...pending]) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.ok) pending.delete(url);
      } catch {
        // not listening yet
      }
    }
    if (pending.size > 0) await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

async function benchApps() {
  const apps = option('--apps')?.split(',') ?? APPS;
  console.log(`Production builds, one at a time: ${apps.join(', ')}`);
  for (const app of apps) {
    // Cold: webpack's disk cache emptied first, as on a fresh clone. Warm: the same build again, cache kept.
    rmSync(join(ROOT, app, 'node_modules', '.cache', 'webpack'), { recursive: true, force: true });
    let started = Date.now();
    await buildApps({ apps: [app], concurrency: 1, force: true });
    record(`production build of ${app}, cold cache`, Date.now() - started, app === 'host-shell' ? 30 : 20);
    started = Date.now();
    await buildApps({ apps: [app], concurrency: 1, force: true });
    record(`production build of ${app}, warm cache`, Date.now() - started);
  }
}

async function benchDevRebuild() {
  const remote = REMOTES.find((entry) => entry.dir === 'mfe-devices') ?? REMOTES[0];
  const file = join(ROOT, remote.dir, 'src', 'remote-entry.tsx');
  const original = readFileSync(file, 'utf8');
  const port = 18_990;
  let compiled = 0;
  let onCompiled = () => {};
  const child = start(
    process.execPath,
    [join(ROOT, 'build-tools', 'bin', 'webpack.cjs'), 'serve', '--mode', 'development', '--port', String(port)],
    {
      cwd: join(ROOT, remote.dir),
      env: process.env,
      onLine: (line) => {
        if (/compiled (successfully|with)/.test(line)) {
          compiled += 1;
          onCompiled();
        }
      },
    },
  );
  const nextCompile = () =>
    new Promise((resolveCompile, reject) => {
      const seen = compiled;
      const timer = setTimeout(() => reject(new Error('the dev server did not compile within 120 s')), 120_000);
      onCompiled = () => {
        if (compiled > seen) {
          clearTimeout(timer);
          resolveCompile();
        }
      };
      child.once('exit', (code) => reject(new Error(`the dev server exited with code ${code}`)));
    });
  try {
    if (compiled === 0) await nextCompile();
    await waitForUrls([`http://127.0.0.1:${port}/remoteEntry.js`], child, 60_000);
    const started = Date.now();
    const compile = nextCompile();
    writeFileSync(file, `${original}\n// bench:build ${started}\n`);
    await compile;
    // "Served": the dev server answers with the new build.
    await waitForUrls([`http://127.0.0.1:${port}/remoteEntry.js`], child, 60_000);
    record(`one changed file in ${remote.dir}, rebuilt and served by dev`, Date.now() - started, 5);
  } finally {
    writeFileSync(file, original);
    await stop(child);
  }
}

async function benchFreshClone() {
  const dirty = await new Promise((resolveStatus) => {
    const git = spawn('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT });
    let out = '';
    git.stdout.on('data', (chunk) => (out += chunk));
    git.on('exit', () => resolveStatus(out.trim() !== ''));
  });
  if (dirty) console.log('Note: the working tree has uncommitted changes; the clone measures the committed HEAD.');
  const work = mkdtempSync(join(tmpdir(), 'console-bench-build-'));
  const clone = join(work, 'console');
  const home = join(work, 'home');
  const shellPort = 18_080;
  // A new user's shell: an empty home and little else in the environment, the console on ports of its own.
  const env = {
    HOME: home,
    PATH: '/usr/local/bin:/usr/bin:/bin',
    LANG: 'C.UTF-8',
    SHELL_PORT: String(shellPort),
    API_PORT: String(shellPort + 1),
    REMOTE_PORT_BASE: String(shellPort + 11),
  };
  const urls = [`http://127.0.0.1:${shellPort}/`, `http://127.0.0.1:${shellPort + 1}/ready`];
  try {
    await run('mkdir', ['-p', home]);
    const started = Date.now();
    await run('git', ['clone', '--quiet', '--no-local', ROOT, clone]);
    let child = start('npm', ['start'], { cwd: clone, env });
    try {
      await waitForUrls(urls, child, 900_000);
      record('fresh clone to a console that answers (clone, npm start, cold store)', Date.now() - started, 120);
    } finally {
      await stop(child);
    }
    const restarted = Date.now();
    child = start('npm', ['start'], { cwd: clone, env });
    try {
      await waitForUrls(urls, child, 300_000);
      record('restart with nothing changed (npm start)', Date.now() - restarted, 15);
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  if (!flag('--skip-apps')) await benchApps();
  if (!flag('--skip-dev')) await benchDevRebuild();
  if (!flag('--skip-clone')) await benchFreshClone();
} finally {
  console.log('\nbench:build');
  for (const { label, ms, goal } of results) {
    const verdict = goal ? (ms < goal * 1000 ? `met, goal < ${goal} s` : `NOT met, goal < ${goal} s`) : '';
    console.log(`  ${seconds(ms).padStart(8)}  ${label}${verdict ? `  (${verdict})` : ''}`);
  }
}
