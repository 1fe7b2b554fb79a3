// Loads the demo data at a chosen size into the configured database (DATA_DIR / DATABASE_URL), which must be empty:
//   npm run demo-data -- --events 1000000
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/bootstrap';
import { isDatabaseEmpty, loadDemoData } from '../src/db/demo/load-demo-data';
import { migrate } from '../src/db/migrate';
import { fileEvidenceStore } from '../src/modules/evidence/evidence-store';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--events');
const events = flag >= 0 ? Number(process.argv[flag + 1]) : undefined;
if (events !== undefined && (!Number.isSafeInteger(events) || events < 1))
  throw new Error('--events needs a positive integer');
const config = loadConfig(process.env, join(apiRoot, '..'));
if (config.mode === 'production') throw new Error('No demo data in production mode');
const database = await openConfiguredDatabase(config);
await migrate(database, join(apiRoot, 'src', 'db', 'migrations'));
if (!(await isDatabaseEmpty(database))) {
  console.error('The database already has tenants; demo data is only loaded into an empty database.');
  await database.close();
  process.exit(1);
}
const started = Date.now();
await loadDemoData(database, {
  events: events ?? config.demoEvents,
  evidence: fileEvidenceStore(join(config.dataDir, 'evidence')),
  log: (line) => console.log(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`),
});
console.log(`Loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
