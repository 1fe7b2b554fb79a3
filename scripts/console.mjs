#!/usr/bin/env node
// The console's two everyday commands and their parts:
//   start  install, build what changed, serve the console with its API on the embedded database
//   test   install, format check, lint, typecheck, OpenAPI lint, unit, API (PGlite, and PostgreSQL when
//          TEST_DATABASE_URL is set; a second Node line with TEST_SECOND_NODE), production build, end-to-end
//   build  build what changed (--force: everything);  serve  serve what is built;  install  the packages only
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApps } from './lib/build.mjs';
import { ROOT } from './lib/paths.mjs';
import { pnpm, run, runTogether } from './lib/pnpm.mjs';
import { startStack } from './lib/stack.mjs';
import { findChromium } from './lib/browser.mjs';

const DEMO_USERS = [
  ['admin@acme.example', 'Tenant Admin of Acme Corp'],
  ['admin2@acme.example', 'Tenant Admin of Acme Corp (a second approver)'],
  ['analyst@acme.example', 'Analyst in Acme Corp'],
  ['multi@globex.example', 'Tenant Admin of Globex, Analyst in Initech'],
  ['root@platform.example', 'Product Admin: sees every tenant'],
  ['msp@platform.example', 'Tenant Group Admin of Northwind managed (Globex, Initech), Analyst in Initech'],
];

async function install() {
  // pnpm is quick when nothing changed; --frozen-lockfile keeps CI and fresh clones on the lockfile.
  await pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { cwd: ROOT });
}

async function serve() {
  const stack = await startStack();
  const { shellPort, apiPort, remotePortBase } = stack.settings;
  console.log('\nThe console is running:');
  console.log(`  Console   http://localhost:${shellPort}`);
  console.log(`  API       http://localhost:${apiPort}   (OpenAPI at /docs)`);
  console.log(`  Remotes   http://localhost:${remotePortBase}-${remotePortBase + 6}`);
  console.log(`  Registry  ${stack.registryFile}  (edit one line to point the shell at another build)`);
  console.log(`  Releases  ${stack.settings.releasesDir}  (npm run release -- <remote>, then promote or rollback)`);
  console.log('\nDemo users (password Console-Demo-1):');
  for (const [user, role] of DEMO_USERS) console.log(`  ${user.padEnd(24)} ${role}`);
  console.log('\nPress Ctrl+C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stack.stop();
      process.exit(0);
    });
  }
  // Any child exiting on its own is a failure of the stack.
  await new Promise((_, reject) => {
    for (const child of stack.children) {
      child.on('exit', (code) => reject(new Error(`${child.label} exited with code ${code}`)));
    }
  });
}

const results = { passed: 0, failed: 0 };

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  results.failed += stats.unexpected ?? 0;
}

/** Processor time the machine has spent busy, in seconds over all cores (Linux's /proc/stat), or undefined elsewhere. */
function busySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy; USER_HZ is 100 on Linux.
    return (ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0) - ticks[3] - ticks[4]) / 100;
  } catch {
    return undefined;
  }
}

/** Runs one stage of the test command and prints its time, and on Linux the machine's busy processor time in it. */
async function stage(name, action) {
  const started = Date.now();
  const busyAtStart = busySeconds();
  console.log(`\n=== ${name} ===`);
  try {
    await action();
  } finally {
    const busy = busyAtStart === undefined ? '' : `, ${(busySeconds() - busyAtStart).toFixed(0)} busy core-s`;
    console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s${busy} ===`);
  }
}

/** Waits for all the work given, side by side; then fails with the first failure, if any. */
async function allOrFirstFailure(works) {
  const outcomes = await Promise.allSettled(works);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * A second Node.js line for the unit and API suites (`TEST_SECOND_NODE`, the path of its `node`; CI runs `npm test` on
 * Node 24 and sets this to the machine's Node 20). The unit suite runs on both lines; the API suite runs on the
 * embedded database with this Node and on the PostgreSQL server with the second (or on the embedded database with
 * both, without a server), so no suite runs twice on the same line and database.
 */
function secondNode() {
  const path = process.env.TEST_SECOND_NODE;
  if (!path) return undefined;
  if (!existsSync(path)) throw new Error(`TEST_SECOND_NODE: no such file ${path}`);
  return path;
}

async function test() {
  const reports = join(ROOT, '.run', 'reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
  const other = secondNode();
  /** One Jest run: `node` is a Node binary other than this one, or undefined for this one. */
  const jestTask = (label, args, { env = process.env, node } = {}) => {
    const report = join(reports, `jest-${label}.json`);
    return {
      label: `jest ${label}`,
      command: node ?? process.execPath,
      args: [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), ...args, '--json', `--outputFile=${report}`],
      options: { cwd: ROOT, env },
      report,
    };
  };
  const jestStage = async (tasks) => {
    try {
      await runTogether(tasks);
    } finally {
      for (const task of tasks) countJest(task.report);
    }
  };
  const nodeLine = (path) =>
    `Node ${path ? execFileSync(path, ['--version'], { encoding: 'utf8' }).trim().slice(1) : process.versions.node}`;
  const started = Date.now();
  try {
    await stage('install', install);
    const { TEST_DATABASE_URL: serverUrl, ...embeddedEnv } = process.env;
    // The browser packages run as one Jest project, 'ui' (jest.config.cjs), the contracts and the root's tooling (its
    // lint rule) as their own.
    const unit = ['--selectProjects', 'shared-contracts', 'ui', 'tooling'];
    // Two workers on two cores: Jest's default (cores - 1) leaves one idle while the parent waits.
    const firstUnit = jestTask('unit', ['--maxWorkers=2', ...unit]);
    // The checks are single-threaded, and the unit suite's two workers take what they leave: side by side they keep
    // both cores busy to the end, where one after the other left one idle while the last check finished.
    await stage(`format, lint, knip, typecheck, OpenAPI lint, and the unit suite (${nodeLine()})`, () =>
      jestStage([
        ...[
          { label: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
          { label: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
          { label: 'knip', command: bin('knip'), args: ['--no-progress'] },
          { label: 'typecheck', command: bin('tsc'), args: ['-b'] },
          // The OpenAPI document the routes serve, under Redocly CLI's recommended rules (api/redocly.yaml).
          {
            label: 'OpenAPI lint',
            command: join(ROOT, 'api', 'node_modules', '.bin', 'tsx'),
            args: ['scripts/lint-openapi.ts', '--format=summary'],
            cwd: join(ROOT, 'api'),
          },
        ].map(({ cwd = ROOT, ...task }) => ({ ...task, options: { cwd } })),
        firstUnit,
      ]),
    );
    // The second line's unit run goes beside the end-to-end suite (below).
    const secondUnit = other && {
      ...jestTask('unit-node2', ['--maxWorkers=2', ...unit], { node: other }),
      what: `the unit suite (${nodeLine(other)})`,
    };
    // The API suite runs in Jest processes of its own (each file boots the app on a copy of a seeded template). The
    // embedded database's run is given no TEST_DATABASE_URL: the test helpers choose the database by it.
    const apiProject = ['--selectProjects', 'api'];
    const api = [...apiProject, '--runInBand'];
    // With a server, the embedded database's run (two workers, which take the next file as each finishes one) goes
    // beside the production build, and the server's run later, beside the end-to-end suite. Without a server, the
    // embedded run goes there itself (on each Node line).
    if (serverUrl) {
      await stage(`api (PGlite on ${nodeLine()}), beside the build`, () =>
        allOrFirstFailure([
          jestStage([jestTask('api', [...apiProject, '--maxWorkers=2'], { env: embeddedEnv })]),
          buildApps(),
        ]),
      );
    } else {
      await stage('build', () => buildApps());
    }
    await stage('browser', async () => {
      process.env.CHROMIUM_PATH = await findChromium();
    });
    const e2e = async () => {
      const out = join(reports, 'playwright.json');
      try {
        await run(join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright'), ['test'], {
          cwd: join(ROOT, 'e2e'),
          env: {
            ...process.env,
            E2E_DATA_DIR: join(tmpdir(), `console-e2e-${process.pid}`),
            PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          },
        });
      } finally {
        countPlaywright(out);
      }
    };
    // The end-to-end suite (one browser worker) keeps about one core busy; the runs beside it take the other, one
    // after another. With a server (CI), they are the API suite's server run and then the second line's unit run, at a
    // lower priority (nice 10) so that the journeys keep their pace. Without one, they are the embedded database's run
    // on each line and then the second line's unit run, at the normal priority: on a machine that other programs keep
    // busy, a lowered priority would leave them almost nothing. Everything ends before the stage does.
    const besides = (
      serverUrl
        ? [
            {
              ...jestTask('api-pg', api, { node: other }),
              what: `the API suite on the PostgreSQL server (${nodeLine(other)})`,
            },
            secondUnit,
          ].map((task) => task && { ...task, priority: 10 })
        : [
            { ...jestTask('api', api, { env: embeddedEnv }), what: `the API suite on PGlite (${nodeLine()})` },
            other && {
              ...jestTask('api-node2', api, { env: embeddedEnv, node: other }),
              what: `on PGlite (${nodeLine(other)})`,
            },
            secondUnit,
          ]
    ).filter(Boolean);
    await stage(`e2e, beside ${besides.map((task) => task.what).join(', then ')}`, () =>
      allOrFirstFailure([
        e2e(),
        (async () => {
          const failures = [];
          for (const task of besides) await jestStage([task]).catch((error) => failures.push(error));
          if (failures.length > 0) throw failures[0];
        })(),
      ]),
    );
    if (!serverUrl) console.log('\n(TEST_DATABASE_URL not set: the API suite ran on the embedded database only)');
  } finally {
    console.log(`\nSummary: ${results.passed} passed, ${results.failed} failed`);
    console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

const commands = {
  start: async () => {
    await install();
    await buildApps();
    await serve();
  },
  serve,
  // The workspace's packages only (CI installs them beside its system packages, before `npm test`).
  install,
  build: async () => {
    await install();
    await buildApps({ force: process.argv.includes('--force') });
  },
  test,
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`usage: node scripts/console.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
command().catch((error) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
