#!/usr/bin/env node
// The console's two everyday commands and their parts:
//   start  install, build what changed, serve the console with its API on the embedded database
//   test   install, format check, lint, typecheck, OpenAPI lint, unit, API (PGlite, and PostgreSQL when
//          TEST_DATABASE_URL is set; a second Node line with TEST_SECOND_NODE), production build, end-to-end
//   build  build what changed (--force: everything);  serve  serve what is built
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApps } from './lib/build.mjs';
import { APPS, ROOT } from './lib/paths.mjs';
import { pnpm, run, runTogether } from './lib/pnpm.mjs';
import { startStack } from './lib/stack.mjs';
import { findChromium } from './lib/browser.mjs';

const DEMO_USERS = [
  ['admin@acme.example', 'Tenant Admin of Acme Corp'],
  ['analyst@acme.example', 'Analyst in Acme Corp'],
  ['multi@globex.example', 'Tenant Admin of Globex, Analyst in Initech'],
  ['root@platform.example', 'Product Admin: sees every tenant'],
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

async function stage(name, action) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await action();
  } finally {
    console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  }
}

/**
 * A second Node.js line for the unit and API suites (`TEST_SECOND_NODE`, the path of its `node`; CI sets it to Node 24
 * while the machine's is 20). The unit suite runs on both lines; the API suite runs on the embedded database with the
 * machine's Node and on the PostgreSQL server with the second (or on the embedded database with both, without a
 * server), so no suite runs twice on the same line and database.
 */
function secondNode() {
  const path = process.env.TEST_SECOND_NODE;
  if (!path) return undefined;
  if (!existsSync(path)) throw new Error(`TEST_SECOND_NODE: no such file ${path}`);
  return path;
}

/**
 * Runs lanes side by side: each lane is a list of steps run one after another. A failed step ends its lane; the other
 * lanes run on, and the failures are reported together at the end.
 * @param {(() => Promise<void>)[][]} lanes
 */
async function runLanes(lanes) {
  const outcomes = await Promise.allSettled(
    lanes.map(async (steps) => {
      for (const step of steps) await step();
    }),
  );
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason);
  if (failures.length > 0) throw new Error(failures.map((error) => error?.message ?? String(error)).join('\n'));
}

/**
 * Priorities of the lanes (niceness, as `nice`). The browser lane is the longest chain and waits on the browser and the
 * served console between steps: it goes first, and the others fill the processor around it, the API suites before the
 * checks and unit suites.
 */
const NICENESS = { browser: 0, api: 5, checks: 10 };

async function test() {
  const reports = join(ROOT, '.run', 'reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
  const other = secondNode();
  /** One Jest run: `node` is a Node binary other than this one, or undefined for this one. */
  const jestTask = (label, args, { env = process.env, node } = {}) => ({
    label: `jest ${label}`,
    report: join(reports, `jest-${label}.json`),
    command: node ?? process.execPath,
    args: [
      join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      ...args,
      '--json',
      `--outputFile=${join(reports, `jest-${label}.json`)}`,
    ],
    options: { cwd: ROOT, env },
  });
  const jestStage = async (tasks, niceness) => {
    try {
      await runTogether(tasks, { niceness });
    } finally {
      for (const task of tasks) countJest(task.report);
    }
  };
  const nodeLine = (path) =>
    `Node ${path ? execFileSync(path, ['--version'], { encoding: 'utf8' }).trim().slice(1) : process.versions.node}`;

  // The single-threaded checks, side by side.
  const checks = () =>
    stage('format, lint, knip, typecheck, OpenAPI lint', () =>
      runTogether(
        [
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
        { niceness: NICENESS.checks },
      ),
    );
  // Two workers on two cores: Jest's default (cores - 1) leaves one idle while the parent waits.
  const unit = ['--maxWorkers=2', '--selectProjects', 'shared-contracts', 'shared-ui', ...APPS];
  const unitRuns = [
    () => stage(`unit (${nodeLine()})`, () => jestStage([jestTask('unit', unit)], NICENESS.checks)),
    // The second line reuses the first one's transformed files (Jest's cache), so it runs after it.
    ...(other
      ? [
          () =>
            stage(`unit (${nodeLine(other)})`, () =>
              jestStage([jestTask('unit-node2', unit, { node: other })], NICENESS.checks),
            ),
        ]
      : []),
  ];
  // The API suite runs in one process per database (each file boots the app on a copy of a seeded template), one core
  // each. The embedded database's run is given no TEST_DATABASE_URL: the test helpers choose the database by it.
  const api = ['--selectProjects', 'api', '--runInBand'];
  const { TEST_DATABASE_URL: serverUrl, ...embeddedEnv } = process.env;
  const apiRuns = [
    () =>
      stage(`api (PGlite on ${nodeLine()})`, () =>
        jestStage([jestTask('api', api, { env: embeddedEnv })], NICENESS.api),
      ),
  ];
  if (serverUrl) {
    apiRuns.push(() =>
      stage(`api (PostgreSQL server on ${nodeLine(other)})`, () =>
        jestStage([jestTask('api-pg', api, { node: other })], NICENESS.api),
      ),
    );
  } else if (other) {
    apiRuns.push(() =>
      stage(`api (PGlite on ${nodeLine(other)})`, () =>
        jestStage([jestTask('api-node2', api, { env: embeddedEnv, node: other })], NICENESS.api),
      ),
    );
  }
  const e2e = () =>
    stage('e2e', async () => {
      process.env.CHROMIUM_PATH = await findChromium();
      const out = join(reports, 'playwright.json');
      try {
        await run(join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright'), ['test'], {
          cwd: join(ROOT, 'e2e'),
          env: {
            ...process.env,
            E2E_DATA_DIR: join(tmpdir(), `console-e2e-${process.pid}`),
            PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          },
          niceness: NICENESS.browser,
        });
      } finally {
        countPlaywright(out);
      }
    });

  const started = Date.now();
  try {
    await stage('install', install);
    // Lanes side by side on the two cores: the production build then the browser suite; the API suite on each
    // database; the checks then the unit suite on each Node line. Nothing runs twice, and the build is made once.
    await runLanes([
      [() => stage('build', () => buildApps({ niceness: NICENESS.browser })), e2e],
      ...apiRuns.map((apiRun) => [apiRun]),
      [checks, ...unitRuns],
    ]);
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
