import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { APP_ROLE } from '../src/db/schema/rls';
import { incidentListing } from '../src/modules/incidents/incident-listing';
import { BENCH_TENANT } from './generate-incidents';
import { withRssSampling } from './measure';

/** Raw COPY of the same rows the export reads (tenant scope, cutoff, keyset order), for comparison only. */
export function copySql(cutoff: Date): string {
  const { projection, table, joins = '' } = incidentListing;
  return `COPY (SELECT ${projection.sql} FROM ${table} ${joins} WHERE tenant_id = '${BENCH_TENANT}'
    AND incidents.created <= '${cutoff.toISOString()}'::timestamptz ORDER BY incidents.created DESC, incidents.id DESC) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

/** Rows per second and RSS of `COPY ... TO STDOUT` over the pg driver (PostgreSQL) or to /dev/blob (PGlite). */
export async function measureCopy(
  database: Database,
  url: string | undefined,
): Promise<{ rows: number; rowsPerSecond: number; startMb: number; peakMb: number }> {
  const started = Date.now();
  const text = copySql(new Date());
  const sampled = await withRssSampling(async () => {
    if (database.pglite) {
      const result = await database.pglite.query(text.replace('TO STDOUT', "TO '/dev/blob'"));
      return (await result.blob!.text()).split('\n').length - 2;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        `BEGIN; SELECT set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${BENCH_TENANT}', true)`,
      );
      let rows = -1;
      await pipeline(
        client.query(copyTo(text)),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows += 1;
            done();
          },
        }),
      );
      await client.query('COMMIT');
      return rows;
    } finally {
      await client.end();
    }
  });
  const seconds = (Date.now() - started) / 1000;
  return {
    rows: sampled.result,
    rowsPerSecond: sampled.result / seconds,
    startMb: sampled.startMb,
    peakMb: sampled.peakMb,
  };
}
