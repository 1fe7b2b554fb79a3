import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { COMPILED_API_ENV, dropTemplate, SIGNING_KEYS_ENV, TEMPLATE_ENV } from './template-database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropTemplate(template);
  for (const folder of [
    process.env[SIGNING_KEYS_ENV],
    process.env[COMPILED_API_ENV] && dirname(process.env[COMPILED_API_ENV]),
  ]) {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}
