// `npm run lint:openapi`: lints the OpenAPI document the routes serve with Redocly CLI and api/redocly.yaml, from a
// temporary file; exits non-zero on any error. More arguments go to `redocly lint` (`-- --format=summary`).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDocumentApp } from '../src/openapi/document-app';

const config = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
const cli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));

const document = await withDocumentApp((app) => app.swagger());
const directory = await mkdtemp(join(tmpdir(), 'console-openapi-'));
try {
  const file = join(directory, 'openapi.json');
  await writeFile(file, JSON.stringify(document, null, 2));
  const lint = spawnSync(process.execPath, [cli, 'lint', file, '--config', config, ...process.argv.slice(2)], {
    stdio: 'inherit',
    // Offline: no usage data, no look-up of a newer CLI version.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (lint.error) throw lint.error;
  process.exitCode = lint.status ?? 1;
} finally {
  await rm(directory, { recursive: true, force: true });
}
