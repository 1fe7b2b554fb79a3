import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../../scripts/build';
import { loadOrCreateSigningKeys } from '../identity/keys';
import { buildTemplate, COMPILED_API_ENV, SIGNING_KEYS_ENV, TEMPLATE_ENV } from './template-database';

/**
 * Jest global setup, once per run: the migrated, seeded template, which each test file copies; one signing key; the
 * compiled API for the tests that start it as a process (inside the api package, so that it resolves its dependencies
 * from `api/node_modules`).
 */
export default async function globalSetup(): Promise<void> {
  const keys = await mkdtemp(join(tmpdir(), 'console-test-keys-'));
  await loadOrCreateSigningKeys(keys);
  process.env[SIGNING_KEYS_ENV] = keys;
  const compiled = await buildApi(join(__dirname, '..', '..', 'node_modules', '.cache', `test-api-${process.pid}`));
  process.env[COMPILED_API_ENV] = compiled.entry;
  process.env[TEMPLATE_ENV] = await buildTemplate();
}
