#!/usr/bin/env node
// QA on any composition (issue 29, item 6): the Playwright suite, or one remote's smoke suite, against any shell and any
// set of remote versions.
//   npm run e2e -- --smoke mfe-incidents --base-url https://console.example.com   one remote's smoke, deployed shell
//   npm run e2e -- --registry my-remotes.json                                    the whole suite, the local build
//                                                                                 loading the remotes of that file
// The arguments are read by scripts/lib/e2e-args.js (usage there); everything else goes to Playwright.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_USAGE, parseE2eArgs, playwrightRun } from './lib/e2e-args.js';
import { ROOT } from './lib/paths.mjs';

const { remotes } = JSON.parse(readFileSync(join(ROOT, 'shared-contracts', 'src', 'remotes.json'), 'utf8'));

function fail(message) {
  console.error(message);
  process.exit(2);
}

let parsed;
try {
  // npm runs the script in the root; INIT_CWD is where `npm run` was typed, which a relative --registry means.
  parsed = parseE2eArgs(process.argv.slice(2), { remotes, cwd: process.env.INIT_CWD ?? process.cwd() });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (parsed.help) {
  console.log(E2E_USAGE);
  process.exit(0);
}
if (parsed.registry) {
  if (!existsSync(parsed.registry)) fail(`--registry ${parsed.registry}: no such file`);
  let registry;
  try {
    registry = JSON.parse(readFileSync(parsed.registry, 'utf8'));
  } catch (error) {
    fail(`--registry ${parsed.registry} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(registry?.remotes))
    fail(`--registry ${parsed.registry} has no "remotes" list (remotes.json's shape)`);
}
if (!parsed.baseUrl && !existsSync(join(ROOT, 'host-shell', 'dist', 'index.html'))) {
  fail('The console is not built: run `npm run build` first, or give --base-url of a running console.');
}

const { args, env } = playwrightRun(parsed, process.env);
const what = parsed.smoke
  ? `smoke suites (${parsed.smoke.length ? parsed.smoke.join(', ') : 'every remote'})`
  : 'suite';
const where = parsed.baseUrl ?? 'the locally built console, served by the suite';
const registry = parsed.registry ?? (parsed.baseUrl ? "the deployment's own remotes.json" : 'the local builds');
console.log(`e2e: the ${what} against ${where}; remotes from ${registry}`);

const playwright = join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright');
const child = spawn(playwright, args, { cwd: join(ROOT, 'e2e'), env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
