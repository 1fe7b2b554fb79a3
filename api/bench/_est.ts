import { openPostgres } from '../src/db/database';
import { estimateCases, printEstimates } from './estimates';
const database = await openPostgres(process.env.BENCH_DATABASE_URL!, { max: 2 });
const t = Date.now();
printEstimates('PostgreSQL', await estimateCases(database, console.log));
console.log(`${(Date.now() - t) / 1000} s`);
await database.close();
