import { buildTemplate, TEMPLATE_ENV } from './template-database';

/** Jest global setup: one migrated, seeded template per run; each test file copies it. */
export default async function globalSetup(): Promise<void> {
  process.env[TEMPLATE_ENV] = await buildTemplate();
}
