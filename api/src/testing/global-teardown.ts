import { rm } from 'node:fs/promises';
import { dropTemplate, SIGNING_KEYS_ENV, TEMPLATE_ENV } from './template-database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropTemplate(template);
  const keys = process.env[SIGNING_KEYS_ENV];
  if (keys) await rm(keys, { recursive: true, force: true });
}
