#!/usr/bin/env node
// The compatibility gate (issue 29, item 5): `npm run compat`. Builds the previous release of the shell and of each
// remote from git, serves them beside this tree's builds and one API, and runs every remote's smoke journey in each
// combination, expecting what the kit's versions call for: a compatible pair must pass its smoke, an incompatible one
// must show "Section unavailable" while the rest of the console works. Prints a table; exits 1 on any mismatch.
//   A  shell N + remotes N            B  shell N + every remote at N-1      C  shell N-1 + every remote at N
//   D  shell N + remotes N, one remote's served mf-manifest.json declaring the next major of the kit (a copy)
//   E  shell N + remotes N, the Devices remote built against the kit one minor ahead, bringing the newer pieces it
//      uses (scripts/kit-ahead.mjs: one remote built, beside the builds of N-1); only its smoke runs
// N is this tree's build (`npm run build`'s); N-1 is found in git (scripts/lib/compat.js, findPreviousRelease).
// Every remote is swapped at once in B and C: remotes do not depend on each other, only on the shell.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { buildKitAheadRemote } from './kit-ahead.mjs';
import { findChromium } from './lib/browser.mjs';
import { buildApps } from './lib/build.mjs';
import {
  COMPAT_USAGE,
  buildInputTrees,
  commitOf,
  expectedOutcome,
  findPreviousRelease,
  inputKey,
  isShallow,
  parseCompatArgs,
  projectOutcomes,
  renderMatrix,
  sameInputs,
  withNextKitMajor,
} from './lib/compat.js';
import { playwrightRun } from './lib/e2e-args.js';
import { CONTRACT_VERSION, REMOTES, ROOT } from './lib/paths.mjs';
import { PNPM_VERSION } from './lib/pnpm.mjs';
import { formatRemotes } from './lib/releases.js';
import { startStack } from './lib/stack.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const short = (commit) => commit.slice(0, 7);
const SHELL = 'host-shell';

let options;
try {
  options = parseCompatArgs(process.argv.slice(2), { env: process.env, remotes: REMOTES.map((remote) => remote.dir) });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
if (options.help) {
  console.log(COMPAT_USAGE);
  process.exit(0);
}

// Everything the run leaves behind is undone here, last first: servers, worktrees, the temporary folder.
const cleanups = [];
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.error(`compat: clean-up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
const temp = mkdtempSync(join(tmpdir(), 'console-compat-'));
cleanups.push(() => rmSync(temp, { recursive: true, force: true }));

/**
 * Stops a child process when the run ends; with `group`, the child was started in a process group of its own
 * (`detached`), and the whole group is stopped: a build's workers, npx's pnpm.
 */
function stopOnCleanUp(child, { group = false } = {}) {
  cleanups.push(() => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    if (group) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  });
}

/** Runs a command with its output kept, printed only when it fails; resolves on exit 0. */
function quietly(command, args, spawnOptions) {
  return new Promise((resolveRun, reject) => {
    const chunks = [];
    const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    stopOnCleanUp(child, { group: true });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolveRun();
      process.stdout.write(Buffer.concat(chunks));
      reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs git in the repository, its output trimmed. */
function git(args, cwd = ROOT) {
  return new Promise((resolveRun, reject) => {
    const chunks = [];
    const child = spawn('git', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolveRun(Buffer.concat(chunks).toString('utf8').trim())
        : reject(new Error(`git ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * The kit's compatibility decision, as the shell makes it: shared-contracts/src/kit-compatibility.ts (which imports
 * nothing), transpiled and loaded here, so that the gate predicts with the shell's own code.
 */
async function loadKitDecision() {
  const file = join(ROOT, 'shared-contracts', 'src', 'kit-compatibility.ts');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/** Waits until a URL answers 200 (a server started), or fails after `ms`. */
async function waitFor(url, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Serves a folder as the stack does (scripts/serve-static.mjs, loopback only); stopped at the end of the run. */
function serveFolder(label, root, port, extra) {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'serve-static.mjs'), '--root', root, '--port', String(port), '--name', label, ...extra],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  stopOnCleanUp(child);
  return child;
}

async function main() {
  if (isShallow(ROOT)) {
    throw new Error('This is a shallow clone: the previous releases are out of its history (git fetch --unshallow).');
  }
  const head = commitOf(ROOT, 'HEAD');
  // A worktree left behind by a run that was killed outright is forgotten (its folder was temporary).
  await git(['worktree', 'prune']);
  const kit = await loadKitDecision();
  const apps = [SHELL, ...REMOTES.map((remote) => remote.dir)];

  // 1. The previous release of each app, and whether it must be built at all.
  console.log(`\n=== compat: the previous release of each app (HEAD ${short(head)}) ===`);
  const previous = {};
  for (const app of apps) {
    const found = findPreviousRelease(app, { cwd: ROOT, base: options.base });
    const same = sameInputs(buildInputTrees(ROOT, head, app), buildInputTrees(ROOT, found.commit, app));
    const how = {
      release: `the first parent of ${found.changedIn && short(found.changedIn)}, which changed the version`,
      base: `its version never changed: --base ${options.base}`,
      'first-parent': "its version never changed: HEAD's first parent",
      none: 'its version never changed and HEAD has no parent',
    }[found.how];
    const builds = same ? 'same build inputs as HEAD: N-1 is N, not built' : 'built from git';
    console.log(
      `${app.padEnd(14)} N ${found.version}, N-1 ${found.previousVersion ?? '(none)'} at ${short(found.commit)} (${how}); ${builds}`,
    );
    previous[app] = { ...found, same, trees: buildInputTrees(ROOT, found.commit, app) };
  }
  const dirty = await git(['status', '--porcelain', '--', ...apps, 'shared-ui', 'shared-contracts', 'build-tools']);
  if (dirty) console.log('N is this tree as it is, with uncommitted changes to build inputs.');

  // 2. N: this tree's builds (skipped when up to date, as `npm run build`).
  console.log('\n=== compat: N, this tree ===');
  const buildStarted = Date.now();
  const builtNow = await buildApps({ apps });
  console.log(
    builtNow.length ? `Built ${builtNow.join(', ')} in ${seconds(buildStarted)}` : 'Every app is up to date.',
  );

  // The API (the current one, on its embedded database) and combination A (shell N and remotes N, served as the stack
  // serves them) start now, beside the builds of N-1: the API's first start loads the demo data.
  const base = options.portBase;
  const url = (port) => `http://127.0.0.1:${port}/mf-manifest.json`;
  const current = (app, index) => ({
    app,
    dir: join(ROOT, app, 'dist'),
    label: `${previous[app].version}+${short(head)}${dirty ? '.dirty' : ''}`,
    port: app === SHELL ? base : base + 11 + index,
    contractVersion: CONTRACT_VERSION,
  });
  const registryA = join(temp, 'remotes-A.json');
  const remotesN = REMOTES.map((remote, index) => ({ ...current(remote.dir, index), remote }));
  const registryLines = (builds) =>
    formatRemotes(
      builds.map((build) => ({
        name: build.remote.name,
        manifest: url(build.port),
        contractVersion: build.contractVersion,
        version: build.label,
      })),
    );
  writeFileSync(registryA, registryLines(remotesN));
  const serveStarted = Date.now();
  // The API's database (a couple of hundred MB with the demo data) in memory when /dev/shm has room, as the API suite's
  // template: less for the disk to do, and nothing left on it.
  let dataDir = join(temp, 'data');
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= 1024 ** 3) {
      dataDir = mkdtempSync('/dev/shm/console-compat-');
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    }
  } catch {
    // No /dev/shm here: the temporary folder.
  }
  const shellPorts = [base, base + 2, base + 3, base + 4, base + 5];
  const stackStarting = startStack({
    ...process.env,
    SHELL_PORT: String(base),
    API_PORT: String(base + 1),
    REMOTE_PORT_BASE: String(base + 11),
    DATA_DIR: dataDir,
    RELEASES_DIR: join(temp, 'releases'),
    REMOTES_FILE: registryA,
    CORS_ORIGINS: shellPorts.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]).join(','),
  });
  // Awaited after the builds; a failure is reported then. It stops with the run, however the run ends.
  stackStarting.then((stack) => cleanups.push(() => stack.stop())).catch(() => undefined);

  // E's remote: Devices built against the kit one minor ahead, beside the builds of N-1 (awaited in 4).
  const aheadStarted = Date.now();
  const aheadBuilding = buildKitAheadRemote(join(temp, 'kit-ahead'));
  aheadBuilding.catch(() => undefined);

  // 3. N-1: each previous commit checked out in a temporary worktree, installed offline from the same package store,
  // and the apps whose inputs differ from HEAD's built in production. A build is kept in .run/compat/<app>/<key>/
  // under the git objects of its inputs, so a second run on this machine reuses it (--fresh builds again).
  console.log('\n=== compat: N-1, from git ===');
  const previousStarted = Date.now();
  const cacheRoot = join(ROOT, '.run', 'compat');
  const previousDist = {};
  const pending = new Map();
  for (const app of apps) {
    const release = previous[app];
    if (release.same) continue;
    const dir = join(cacheRoot, app, inputKey(release.trees));
    previousDist[app] = dir;
    if (!options.fresh && existsSync(join(dir, 'mf-manifest.json'))) {
      console.log(`${app}: ${release.previousVersion} (${short(release.commit)}) built before, in ${dir}`);
      continue;
    }
    pending.set(release.commit, [...(pending.get(release.commit) ?? []), app]);
  }
  const removals = [];
  for (const [commit, pendingApps] of pending) {
    const worktree = join(temp, `previous-${short(commit)}`);
    await git(['worktree', 'add', '--detach', '--quiet', worktree, commit]);
    cleanups.push(() => {
      rmSync(worktree, { recursive: true, force: true });
      spawn('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
    });
    try {
      const installStarted = Date.now();
      const pnpmVersion =
        /^pnpm@(.+)$/.exec(
          JSON.parse(readFileSync(join(worktree, 'package.json'), 'utf8')).packageManager ?? '',
        )?.[1] ?? PNPM_VERSION;
      // Only what the builds need (the shell, the remotes and the packages they use; not the API or the end-to-end
      // suite), offline from the package store this tree was installed from; should that fail (a package the store
      // lacks), everything, fetching what is missing.
      const install = (args) =>
        quietly('npx', ['--yes', `pnpm@${pnpmVersion}`, 'install', '--frozen-lockfile', '--reporter=silent', ...args], {
          cwd: worktree,
        });
      await install(['--offline', '--filter', 'host-shell...', '--filter', 'mfe-*...']).catch(() =>
        install(['--prefer-offline']),
      );
      console.log(`${short(commit)}: checked out and installed in ${seconds(installStarted)}`);
      const queue = [...pendingApps];
      const worker = async () => {
        for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
          const appStarted = Date.now();
          const appDir = join(worktree, app);
          // The app's own `build` (webpack in production), with no cache left on the disk.
          await quietly(join(appDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--no-cache'], {
            cwd: appDir,
          });
          rmSync(join(cacheRoot, app), { recursive: true, force: true });
          cpSync(join(appDir, 'dist'), previousDist[app], { recursive: true });
          console.log(`${app}: built ${previous[app].previousVersion} (${short(commit)}) in ${seconds(appStarted)}`);
        }
      };
      await Promise.all([worker(), worker()]);
    } finally {
      // Its removal takes a while on a busy disk: it goes on beside the runs, and the run waits for it at the end.
      removals.push(git(['worktree', 'remove', '--force', worktree]).catch(() => undefined));
    }
  }
  const previousSeconds = seconds(previousStarted);
  console.log(`N-1 ready in ${previousSeconds}`);

  // 4. Builds, ports and what each combination serves.
  const contractAt = async (commit) =>
    JSON.parse(await git(['show', `${commit}:shared-contracts/src/remotes.json`])).contractVersion;
  const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const older = async (app, index) =>
    previous[app].same
      ? { ...current(app, index), same: true }
      : {
          app,
          dir: previousDist[app],
          label: `${previous[app].previousVersion}+${short(previous[app].commit)}`,
          port: app === SHELL ? base + 3 : base + 21 + index,
          contractVersion: await contractAt(previous[app].commit),
        };
  const shellN = { ...current(SHELL, 0), manifest: readManifest(join(ROOT, SHELL, 'dist')) };
  const shellOld = await older(SHELL, 0);
  shellOld.manifest = readManifest(shellOld.dir);
  const remotesOld = await Promise.all(
    REMOTES.map(async (remote, index) => ({ ...(await older(remote.dir, index)), remote })),
  );
  for (const build of [...remotesN, ...remotesOld]) build.manifest = readManifest(build.dir);

  // D: a copy of one remote's build whose manifest declares the next major of the kit.
  const refusedIndex = REMOTES.findIndex((remote) => remote.dir === options.refuse);
  const refusedDir = join(temp, `refused-${options.refuse}`);
  cpSync(remotesN[refusedIndex].dir, refusedDir, { recursive: true });
  const refusedManifest = withNextKitMajor(remotesN[refusedIndex].manifest);
  writeFileSync(join(refusedDir, 'mf-manifest.json'), JSON.stringify(refusedManifest));
  const nextRange = refusedManifest.shared.find((shared) => shared.name === 'shared-ui')?.requiredVersion;
  const remotesD = remotesN.map((build, index) =>
    index === refusedIndex
      ? {
          ...build,
          dir: refusedDir,
          port: base + 30,
          manifest: refusedManifest,
          label: `${build.label}.kit-${nextRange}`,
        }
      : build,
  );

  // E: the Devices remote built against the kit one minor ahead (it must bring what this shell's kit lacks).
  const ahead = await aheadBuilding;
  if (!readdirSync(ahead.dist).some((file) => /^kit-additions\.[0-9a-f]+\.js$/.test(file))) {
    throw new Error(`the Devices remote built against shared-ui ${ahead.newerKit} brought no kit-additions chunk`);
  }
  console.log(`E: Devices built against shared-ui ${ahead.newerKit} in ${seconds(aheadStarted)} (beside N-1)`);
  const aheadIndex = REMOTES.findIndex((remote) => remote.dir === 'mfe-devices');
  const remotesE = remotesN.map((build, index) =>
    index === aheadIndex
      ? {
          ...build,
          dir: ahead.dist,
          port: base + 31,
          manifest: readManifest(ahead.dist),
          label: `${build.label}.kit-${ahead.newerKit}`,
        }
      : build,
  );

  const combinations = [
    { id: 'A', title: 'shell N + remotes N', shell: shellN, port: base, remotes: remotesN },
    {
      id: 'B',
      title: 'shell N + remotes N-1',
      shell: shellN,
      port: base + 2,
      remotes: remotesOld,
      skip: remotesOld.every((build) => build.same) && "every remote's N-1 is N (the same as A)",
    },
    {
      id: 'C',
      title: 'shell N-1 + remotes N',
      shell: shellOld,
      port: base + 3,
      remotes: remotesN,
      skip: shellOld.same && "the shell's N-1 is N (the same as A)",
    },
    {
      id: 'D',
      title: `shell N + remotes N, ${options.refuse} declaring shared-ui ${nextRange}`,
      shell: shellN,
      port: base + 4,
      remotes: remotesD,
    },
    {
      id: 'E',
      title: `shell N + remotes N, mfe-devices built against shared-ui ${ahead.newerKit} (brought pieces)`,
      shell: shellN,
      port: base + 5,
      remotes: remotesE,
      // The other remotes are A's: only the Devices remote's smoke runs.
      checked: ['mfe-devices'],
    },
  ];
  for (const combination of combinations) {
    combination.registry = join(temp, `remotes-${combination.id}.json`);
    writeFileSync(combination.registry, registryLines(combination.remotes));
    combination.expected = Object.fromEntries(
      combination.remotes.map((build) => [build.app, expectedOutcome(kit, combination.shell, build)]),
    );
  }

  // 5. Serving: the stack started above (the API, combination A), then the other shells, remotes N-1 and D's copy.
  console.log('\n=== compat: serving ===');
  const stack = await stackStarting;
  const configFile = join(stack.settings.runtimeDir, 'config.json');
  const waits = [];
  for (const combination of combinations.slice(1)) {
    if (combination.skip) continue;
    serveFolder(`shell ${combination.id}`, combination.shell.dir, combination.port, [
      '--spa',
      '--csp',
      'shell',
      '--file',
      `/config.json=${configFile}`,
      '--file',
      `/remotes.json=${combination.registry}`,
    ]);
    waits.push(waitFor(`http://127.0.0.1:${combination.port}/`));
  }
  const served = new Set(remotesN.map((build) => build.port));
  for (const build of [...remotesOld, ...remotesD, ...remotesE]) {
    if (served.has(build.port)) continue;
    served.add(build.port);
    serveFolder(`${build.app} ${build.label}`, build.dir, build.port, ['--cors', '--csp', 'remote']);
    waits.push(waitFor(url(build.port)));
  }
  await Promise.all(waits);
  console.log(
    `Everything served ${seconds(serveStarted)} after the API's start (beside the builds): the API on ${base + 1}, ` +
      `shells on ${base}-${base + 5}, remotes N on ${base + 11}-${base + 17}, N-1 on ${base + 21}-${base + 27}, ` +
      `D's copy on ${base + 30}, E's Devices on ${base + 31}`,
  );

  // 6. One Playwright run per combination: every remote's smoke journey, or its "Section unavailable" check.
  const chromium = await findChromium();
  const rows = [];
  const runs = [];
  for (const combination of combinations) {
    const checked = combination.checked ?? combination.remotes.map((build) => build.app);
    const refused = Object.entries(combination.expected)
      .filter(([app, expected]) => !expected.mounts && checked.includes(app))
      .map(([app]) => app);
    if (combination.skip) {
      console.log(`\n=== compat: ${combination.id}, ${combination.title}: skipped, ${combination.skip} ===`);
      runs.push(`${combination.id} skipped`);
      continue;
    }
    console.log(
      `\n=== compat: ${combination.id}, ${combination.title}` +
        `${refused.length ? `; expected unavailable: ${refused.join(', ')}` : ''} ===`,
    );
    const runStarted = Date.now();
    const report = join(temp, `playwright-${combination.id}.json`);
    const { args, env } = playwrightRun(
      { baseUrl: `http://127.0.0.1:${combination.port}`, smoke: combination.checked ?? [], playwrightArgs: [] },
      process.env,
    );
    const code = await new Promise((resolveRun) => {
      const child = spawn(join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright'), args, {
        cwd: join(ROOT, 'e2e'),
        stdio: 'inherit',
        env: {
          ...env,
          CHROMIUM_PATH: chromium,
          E2E_DATA_DIR: join(temp, 'e2e'),
          E2E_SMOKE_UNAVAILABLE: refused.join(','),
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      });
      stopOnCleanUp(child);
      child.on('close', (exitCode) => resolveRun(exitCode));
    });
    const outcomes = existsSync(report) ? projectOutcomes(JSON.parse(readFileSync(report, 'utf8'))) : {};
    runs.push(`${combination.id} ${seconds(runStarted)}${code === 0 ? '' : ` (Playwright exited with ${code})`}`);
    for (const build of combination.remotes) {
      if (!checked.includes(build.app)) continue;
      rows.push({
        combination: combination.id,
        section: `${build.remote.name} ${build.label}`,
        expected: combination.expected[build.app],
        outcome: outcomes[build.app],
      });
    }
  }

  // 7. The table, once the worktrees are gone.
  await Promise.all(removals);
  const { lines, ok } = renderMatrix(rows);
  console.log('\n=== compat: the matrix ===');
  for (const combination of combinations) console.log(`${combination.id}: ${combination.title}`);
  console.log(lines.join('\n'));
  console.log(
    `\nShell N ${shellN.label}, shell N-1 ${shellOld.label}. N-1 built in ${previousSeconds}; ` +
      `runs: ${runs.join(', ')}. Total ${seconds(started)}.`,
  );
  console.log(ok ? 'compat: every combination did what the kit versions call for.' : 'compat: MISMATCH (above).');
  return ok;
}

main()
  .then((ok) => {
    cleanUp();
    process.exit(ok ? 0 : 1);
  })
  .catch((error) => {
    cleanUp();
    console.error(`\ncompat: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
