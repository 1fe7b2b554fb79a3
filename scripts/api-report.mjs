#!/usr/bin/env node
// Writes the kit's API reports (shared-ui/api-report.md, shared-contracts/api-report.md) from the code, after checking
// that each package's version moved at least as far as its surface did (scripts/lib/api-report.js).
//   npm run api-report              write the reports that changed; refuse one whose version is not bumped enough
//   npm run api-report -- --check   write nothing; fail when a report differs from the code (the test does the same)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPORT_FILE,
  collectSurfaces,
  compareWithReport,
  describeComparison,
  parseReport,
  renderReport,
} from './lib/api-report.js';
import { ROOT } from './lib/paths.mjs';

const check = process.argv.includes('--check');
let failed = false;
for (const current of collectSurfaces(ROOT)) {
  const file = join(ROOT, current.name, REPORT_FILE);
  const text = renderReport(current);
  if (existsSync(file)) {
    const committedText = readFileSync(file, 'utf8');
    if (committedText === text) {
      console.log(`${current.name} ${current.version}: the report matches the code.`);
      continue;
    }
    const committed = parseReport(committedText);
    const comparison = compareWithReport(committed, current);
    if (check || !comparison.enough) {
      console.error(describeComparison(current.name, committed, current, comparison));
      failed = true;
      continue;
    }
    console.log(`${current.name}: ${comparison.change.level} change from ${committed.version} to ${current.version}.`);
  } else if (check) {
    console.error(`${current.name}: no ${REPORT_FILE}; run npm run api-report.`);
    failed = true;
    continue;
  }
  writeFileSync(file, text);
  console.log(`${current.name} ${current.version}: wrote ${current.name}/${REPORT_FILE}.`);
}
if (failed) process.exit(1);
