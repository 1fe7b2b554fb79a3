import { sql } from 'drizzle-orm';
import type { Database, Tx } from './database';

/** The role the API queries tenant-owned tables as: it owns nothing, so row-level security always applies. */
export const APP_ROLE = 'console_app';

/**
 * Runs `work` in a transaction that can only see and write the rows of `tenantId`: the role switches to
 * console_app and app.tenant_id is set, both local to the transaction. Every repository goes through here.
 */
export async function withTenant<T>(database: Database, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (tenantId === '') throw new Error('withTenant needs a tenant id');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`);
    return work(tx);
  });
}

/**
 * Runs `work` as the owner with row-level security's maintenance policy switched on: every tenant's rows.
 * Only for work that precedes any tenant (user-directory lookups), migrations and the demo-data generator.
 */
export async function withMaintenance<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.maintenance', 'on', true)`);
    return work(tx);
  });
}
