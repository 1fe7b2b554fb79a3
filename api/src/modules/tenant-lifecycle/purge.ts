import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Database, Tx } from '../../db/database';
import * as schema from '../../db/schema';
import { tableAccesses } from '../../db/schema/rls';
import { withMaintenance } from '../../db/tenant-scope';
import { PeriodicPass } from '../../lib/periodic-pass';
import { recordLifecycleEvent } from './repository';

/** How often every API process looks for tenants whose deletion is due: hourly, as the retention pass. */
export const TENANT_PURGE_INTERVAL_MS = 3600 * 1000;
/** The actor of the purge's lifecycle entries. */
export const TENANT_PURGE_ACTOR = 'system:tenant-purge';
/** Rounds of deletes at most: a delete can add rows to another table (rollup triggers), which the next round takes. */
const MAX_ROUNDS = 5;

/** Every table with row-level security by tenant: the list rls.test.ts checks (schema/rls.ts declarations). */
export const TENANT_TABLES: readonly string[] = tableAccesses(schema)
  .filter((access) => access.tenant)
  .map((access) => access.table);

const DueRow = Type.Object({ id: Type.String(), name: Type.String() });
const CountRow = Type.Object({ n: Type.Integer() });

const identifier = (table: string) => sql.raw(`"${table.replace(/"/g, '""')}"`);

/** How many rows of the tenant each tenant table holds (only tables with some). */
export async function tenantRowCounts(tx: Tx, tenantId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TENANT_TABLES) {
    const [row] = await queryRows(
      tx,
      sql`SELECT count(*)::int AS n FROM ${identifier(table)} WHERE tenant_id = ${tenantId}`,
      CountRow,
    );
    if (row && row.n > 0) counts[table] = row.n;
  }
  return counts;
}

/**
 * Deletes every row of the tenant from every tenant table, then the tenant: table by table, each in a savepoint (a
 * table others still reference waits for the next round), until none holds a row of it. Answers the rows deleted.
 */
async function purgeTenant(tx: Tx, tenantId: string): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const left = await tenantRowCounts(tx, tenantId);
    if (Object.keys(left).length === 0) break;
    for (const table of Object.keys(left)) {
      try {
        deleted += await tx.transaction(async (savepoint) => {
          const rows = await queryRows(
            savepoint,
            sql`WITH gone AS (DELETE FROM ${identifier(table)} WHERE tenant_id = ${tenantId} RETURNING 1)
                SELECT count(*)::int AS n FROM gone`,
            CountRow,
          );
          return rows[0]?.n ?? 0;
        });
      } catch {
        // Still referenced by a row of another table: deleted in a later round.
      }
    }
  }
  const left = await tenantRowCounts(tx, tenantId);
  if (Object.keys(left).length > 0) throw new Error(`tenant ${tenantId}: rows left in ${Object.keys(left).join(', ')}`);
  await tx.execute(sql`DELETE FROM tenants WHERE id = ${tenantId}`);
  return deleted;
}

/** Removes the data of every tenant whose deletion was due at `now`; answers the ids of the tenants removed. */
export async function purgeDueTenants(database: Database, now: Date): Promise<string[]> {
  const due = await withMaintenance(database, (tx) =>
    queryRows(
      tx,
      sql`SELECT id, name FROM tenants WHERE status = 'deletion_scheduled' AND deletion_due_at <= ${now.toISOString()}::timestamptz
          ORDER BY deletion_due_at, id`,
      DueRow,
    ),
  );
  const purged: string[] = [];
  // One transaction per tenant: a tenant resumed meanwhile (its row re-read, locked) is left alone.
  for (const tenant of due) {
    const done = await withMaintenance(database, async (tx) => {
      const [still] = await queryRows(
        tx,
        sql`SELECT id, name FROM tenants WHERE id = ${tenant.id} AND status = 'deletion_scheduled'
            AND deletion_due_at <= ${now.toISOString()}::timestamptz FOR UPDATE`,
        DueRow,
      );
      if (!still) return false;
      const rows = await purgeTenant(tx, tenant.id);
      await recordLifecycleEvent(tx, tenant, { system: TENANT_PURGE_ACTOR }, 'Delete tenant', `${rows} rows removed`);
      return true;
    });
    if (done) purged.push(tenant.id);
  }
  return purged;
}

/** The purge pass of this process: hourly, as the retention keeper. */
export class TenantPurgeKeeper {
  private readonly pass: PeriodicPass;

  constructor(
    database: Database,
    options: { now?: () => Date; onError?: (error: unknown) => void; onPurge?: (tenants: string[]) => void } = {},
  ) {
    const now = options.now ?? (() => new Date());
    this.pass = new PeriodicPass(async () => {
      const purged = await purgeDueTenants(database, now());
      if (purged.length > 0) options.onPurge?.(purged);
    }, options.onError);
  }

  start(): void {
    this.pass.start(TENANT_PURGE_INTERVAL_MS);
  }

  stop(): Promise<void> {
    return this.pass.stop();
  }
}
