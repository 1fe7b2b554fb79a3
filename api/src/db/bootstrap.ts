import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { openPglite, openPostgres } from './database';
import type { Database } from './database';
import { isDatabaseEmpty, loadDemoData } from './demo/load-demo-data';
import { prepareEventPartitions } from './event-partitions';
import { migrate } from './migrate';
import { fileEvidenceStore } from '../modules/evidence/evidence-store';

/** Opens the configured database: the PostgreSQL server of DATABASE_URL, else PGlite in `<dataDir>/pglite`. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dataDir = join(config.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openPglite({ dataDir });
}

export interface PrepareReport {
  migrationsApplied: string[];
  demoDataLoaded: boolean;
}

/**
 * Applies pending migrations and makes the event partitions ahead, then loads the demo data into an empty database
 * when the config allows it.
 */
export async function prepareDatabase(
  database: Database,
  config: AppConfig,
  migrationsFolder: string,
  log: (line: string) => void = () => undefined,
): Promise<PrepareReport> {
  const { applied } = await migrate(database, migrationsFolder);
  // The event partitions of this month and the next ones, before the first agent's batch (then hourly: server.ts).
  await prepareEventPartitions(database, new Date());
  let demoDataLoaded = false;
  if (config.demoData && config.mode === 'local' && (await isDatabaseEmpty(database))) {
    const evidence = fileEvidenceStore(join(config.dataDir, 'evidence'));
    await loadDemoData(database, {
      events: config.demoEvents,
      log,
      evidence,
      ...(config.demoAnchor && { anchor: config.demoAnchor }),
    });
    demoDataLoaded = true;
  }
  return { migrationsApplied: applied, demoDataLoaded };
}
