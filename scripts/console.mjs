#!/usr/bin/env node
// The console's two everyday commands and their parts:
//   start  install, build what changed, serve the console with its API on the embedded database
//   test   install, format check, lint, typecheck, unit, API (PGlite, and PostgreSQL when
//          TEST_DATABASE_URL is set), production build, end-to-end
//   build  build what changed (--force: everything);  serve  serve what is built
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApps } from './lib/build.mjs';
import { APPS, ROOT } from './lib/paths.mjs';
import { pnpm, run } from './lib/pnpm.mjs';
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

async function test() {
  const reports = join(ROOT, '.run', 'reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
  const jest = async (label, args, env = process.env) => {
    const out = join(reports, `jest-${label}.json`);
    try {
      await run(bin('jest'), [...args, '--json', `--outputFile=${out}`], { cwd: ROOT, env });
    } finally {
      countJest(out);
    }
  };
  try {
    await stage('install', install);
    await stage('format', () => run(bin('prettier'), ['--check', '.', '--log-level', 'warn'], { cwd: ROOT }));
    await stage('lint', async () => {
      await run(bin('eslint'), ['.', '--max-warnings=0'], { cwd: ROOT });
      await run(bin('knip'), ['--no-progress'], { cwd: ROOT });
    });
    await stage('typecheck', () => run(bin('tsc'), ['-b'], { cwd: ROOT }));
    const unitProjects = ['shared-contracts', 'shared-ui', ...APPS];
    // Two workers on two cores: Jest's default (cores - 1) leaves one idle while the parent waits.
    await stage('unit', () => jest('unit', ['--maxWorkers=2', '--selectProjects', ...unitProjects]));
    await stage('api (PGlite)', () => jest('api', ['--selectProjects', 'api', '--runInBand']));
    if (process.env.TEST_DATABASE_URL) {
      await stage('api (PostgreSQL server)', () => jest('api-pg', ['--selectProjects', 'api', '--runInBand']));
    } else {
      console.log('\n(TEST_DATABASE_URL not set: the API suite ran on the embedded database only)');
    }
    await stage('build', () => buildApps());
    await stage('browser', async () => {
      process.env.CHROMIUM_PATH = await findChromium();
    });
    await stage('e2e', async () => {
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
    });
  } finally {
    console.log(`\nSummary: ${results.passed} passed, ${results.failed} failed`);
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
