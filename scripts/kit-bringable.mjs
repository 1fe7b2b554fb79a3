#!/usr/bin/env node
// Which exports of shared-ui a remote can bring as a copy when the shell's kit is older (issue 29,
// build-tools/kit-additions.cjs), and why each other one cannot: `node scripts/kit-bringable.mjs` (`--json` for the
// data). What it prints is the README's list ("The kit's additions reach a remote").
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { kitReport } = require('../build-tools/kit-additions.cjs');

const kitDir = join(ROOT, 'shared-ui');
const report = kitReport(kitDir);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const { version } = require(join(kitDir, 'package.json'));
  console.log(`shared-ui ${version}: what a remote brings of each export when the shell's kit lacks it`);
  console.log(`\nBrought as a copy (${report.bringable.length}):\n  ${report.bringable.join(', ')}`);
  const from = [...new Set(report.reexported.map((entry) => entry.from))].join(', ');
  console.log(`\nRe-exports of ${from}, the shell's to give (${report.reexported.length}):`);
  console.log(`  ${report.reexported.map((entry) => entry.name).join(', ')}`);
  console.log(`\nNot brought (${report.refused.length}):`);
  for (const { name, why } of report.refused) console.log(`  ${name}: ${why}`);
}
