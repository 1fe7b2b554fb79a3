// The audit hash chain under concurrent writers (issue 12 item 6): `npm run bench:audit` at the root.
//   BENCH_AUDIT_WRITES (2000 per case), BENCH_AUDIT_WRITERS (16), BENCH_DATABASE_URL (a PostgreSQL server; else an
//   in-memory PGlite). Prints entries/s with writers in one tenant and spread over four, the same without the chain
//   (its trigger switched off, as the baseline), and that every chain verifies, with the time verification takes.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { withMaintenance, withTenant } from '../src/db/tenant-scope';
import { recordAudit } from '../src/lib/audit/record-audit';
import { verifyAuditChain } from '../src/modules/audit-logs/audit-chain';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const WRITES = Number(process.env.BENCH_AUDIT_WRITES ?? 2000);
const WRITERS = Number(process.env.BENCH_AUDIT_WRITERS ?? 16);
const TENANTS = ['bench-chain-1', 'bench-chain-2', 'bench-chain-3', 'bench-chain-4'];

async function writeAll(database: Database, tenants: readonly string[], writers = WRITERS): Promise<number> {
  let next = 0;
  const started = performance.now();
  const writer = async (writerIndex: number) => {
    while (next < WRITES) {
      const n = next++;
      const tenantId = tenants[n % tenants.length]!;
      await withTenant(database, tenantId, (tx) =>
        recordAudit(tx, tenantId, {
          actorId: `bench-${writerIndex}`,
          page: 'Lists',
          action: 'Update',
          outcome: 'Success',
          description: `write ${n}`,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
  return WRITES / ((performance.now() - started) / 1000);
}

/** The same writes with the chain switched off (trigger disabled, chain columns nullable): the baseline. */
async function withoutChain(database: Database, tenants: readonly string[]): Promise<number> {
  const owner = (statements: string[]) =>
    withMaintenance(database, async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
  const columns = ['seq', 'prev_hash', 'hash'];
  await owner([
    'ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_chain',
    ...columns.map((column) => `ALTER TABLE audit_logs ALTER COLUMN ${column} DROP NOT NULL`),
  ]);
  try {
    return await writeAll(database, tenants);
  } finally {
    await owner([
      'DELETE FROM audit_logs WHERE seq IS NULL',
      ...columns.map((column) => `ALTER TABLE audit_logs ALTER COLUMN ${column} SET NOT NULL`),
      'ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_chain',
    ]);
  }
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? await openPostgres(url, { max: WRITERS, connectTimeoutMs: 0 }) : await openPglite();
  await migrate(database, join(apiRoot, 'src', 'db', 'migrations'));
  await withMaintenance(database, async (tx) => {
    for (const id of TENANTS)
      await tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${id}, ${id}) ON CONFLICT DO NOTHING`);
  });
  const rate = (value: number) => `${Math.round(value).toLocaleString('en-US').padStart(7)} entries/s`;
  console.log(`Audit chain on ${database.driver}: ${WRITES} writes per case, ${WRITERS} concurrent writers`);
  console.log(`  ${WRITERS} writers, no chain (baseline) ${rate(await withoutChain(database, TENANTS.slice(0, 1)))}`);
  console.log(`  one writer, one tenant           ${rate(await writeAll(database, TENANTS.slice(0, 1), 1))}`);
  console.log(`  ${WRITERS} writers, one tenant         ${rate(await writeAll(database, TENANTS.slice(0, 1)))}`);
  console.log(`  ${WRITERS} writers, four tenants       ${rate(await writeAll(database, TENANTS))}`);
  for (const tenantId of TENANTS) {
    const started = performance.now();
    const result = await withTenant(database, tenantId, (tx) => verifyAuditChain(tx, tenantId));
    const ms = performance.now() - started;
    console.log(
      `  verify ${tenantId}: ${result.intact ? 'intact' : `BROKEN ${JSON.stringify(result.firstBroken)}`}, ${result.entries} entries in ${ms.toFixed(0)} ms`,
    );
    if (!result.intact) process.exitCode = 1;
  }
  await database.close();
}

await main();
