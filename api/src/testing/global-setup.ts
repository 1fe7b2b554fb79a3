import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSigningKeys } from '../identity/keys';
import { buildTemplate, SIGNING_KEYS_ENV, TEMPLATE_ENV } from './template-database';

/** Jest global setup: one migrated, seeded template per run, which each test file copies, and one signing key. */
export default async function globalSetup(): Promise<void> {
  const keys = await mkdtemp(join(tmpdir(), 'console-test-keys-'));
  await loadOrCreateSigningKeys(keys);
  process.env[SIGNING_KEYS_ENV] = keys;
  process.env[TEMPLATE_ENV] = await buildTemplate();
}
