#!/usr/bin/env node
// Writes the kit's API reports (shared-ui/api-report.md, shared-contracts/api-report.md) from the code, after checking
// that each package's version moved at least as far as its surface did (scripts/lib/api-report.js), and beside
// shared-ui's report the version each of its exports first appeared in (shared-ui/api-versions.json).
//   npm run api-report              write the reports that changed; refuse one whose version is not bumped enough
//   npm run api-report -- --check   write nothing; fail when a report or record differs from the code (as the test)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPORT_FILE,
  VERSIONED_PACKAGES,
  VERSIONS_FILE,
  collectSurfaces,
  compareWithReport,
  describeComparison,
  parseReport,
  parseVersions,
  recordVersions,
  renderReport,
  renderVersions,
} from './lib/api-report.js';
import { ROOT } from './lib/paths.mjs';

const check = process.argv.includes('--check');
let failed = false;

/** The record of each export's version, checked or written once the report is (`committed`: the report's surface). */
function versions(current, committed) {
  if (!VERSIONED_PACKAGES.includes(current.name)) return;
  const file = join(ROOT, current.name, VERSIONS_FILE);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const record = before === undefined ? undefined : parseVersions(before);
  // The record describes the committed report's version; one of another version (or none) starts afresh.
  const previous =
    record && committed && record.version === committed.version ? { record, surface: committed.surface } : undefined;
  const text = renderVersions(recordVersions(current, previous));
  if (text === before) {
    console.log(`${current.name} ${current.version}: the record of each export's version matches.`);
    return;
  }
  if (check) {
    console.error(`${current.name}: ${current.name}/${VERSIONS_FILE} differs from the code; run npm run api-report.`);
    failed = true;
    return;
  }
  writeFileSync(file, text);
  console.log(`${current.name} ${current.version}: wrote ${current.name}/${VERSIONS_FILE}.`);
}

for (const current of collectSurfaces(ROOT)) {
  const file = join(ROOT, current.name, REPORT_FILE);
  const text = renderReport(current);
  if (existsSync(file)) {
    const committedText = readFileSync(file, 'utf8');
    const committed = parseReport(committedText);
    if (committedText === text) {
      console.log(`${current.name} ${current.version}: the report matches the code.`);
      versions(current, committed);
      continue;
    }
    const comparison = compareWithReport(committed, current);
    if (check || !comparison.enough) {
      console.error(describeComparison(current.name, committed, current, comparison));
      failed = true;
      continue;
    }
    console.log(`${current.name}: ${comparison.change.level} change from ${committed.version} to ${current.version}.`);
    versions(current, committed);
  } else if (check) {
    console.error(`${current.name}: no ${REPORT_FILE}; run npm run api-report.`);
    failed = true;
    continue;
  } else {
    versions(current, undefined);
  }
  writeFileSync(file, text);
  console.log(`${current.name} ${current.version}: wrote ${current.name}/${REPORT_FILE}.`);
}
if (failed) process.exit(1);
