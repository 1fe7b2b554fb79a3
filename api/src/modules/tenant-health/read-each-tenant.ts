import type { Static, TObject } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { queryRawRows, rowsOf, type Database } from '../../db/database';
import { inlineSql } from '../../db/inline-sql';
import { readRows, type RawRow } from '../../db/row-reader';
import { APP_ROLE } from '../../db/schema/rls';

/** The scope every tenant's statement runs in: the API role (row-level security applies), read only. */
const ROLE_SETTINGS = `select set_config('role', '${APP_ROLE}', true), set_config('transaction_read_only', 'on', true)`;
/** Makes `tenantId` the scope's tenant (`app.tenant_id`, local to the transaction), as `withTenant` does. */
const tenantSetting = (tenantId: string) => `select set_config('app.tenant_id', ${pg.escapeLiteral(tenantId)}, true)`;

/**
 * One read-only transaction as the API role that reads each of `tenantIds` under its own tenant setting: before each
 * tenant's statement `app.tenant_id` becomes that tenant, so row-level security shows that tenant's rows only, as in
 * `withTenant` (there is no role that sees across tenants). The ids must come from the server's own record, never
 * from a request. On a PostgreSQL server the whole transaction travels as one simple-protocol message (the
 * statements' values inlined as literals, as `readRawInTenant` does); PGlite runs it statement by statement. Answers
 * each tenant's rows, in the order of `tenantIds`.
 */
export async function readEachTenant<Schema extends TObject>(
  database: Database,
  tenantIds: readonly string[],
  statementOf: (tenantId: string) => SQL,
  schema: Schema,
): Promise<Static<Schema>[][]> {
  if (tenantIds.some((id) => id === '')) throw new Error('readEachTenant needs tenant ids');
  if (tenantIds.length === 0) return [];
  const { pool } = database;
  if (pool) {
    const parts = tenantIds.flatMap((id) => [tenantSetting(id), inlineSql(statementOf(id))]);
    const message = ['begin', ROLE_SETTINGS, ...parts, 'commit'].join('; ');
    const results = (await pool.query(message)) as unknown as pg.QueryResult[];
    if (results.length !== 3 + parts.length) throw new Error('readEachTenant: a statement answered more than once');
    // begin, the role settings, then a setting and a statement per tenant, commit.
    return tenantIds.map((_, index) => readRows(schema, rowsOf(results[3 + 2 * index])));
  }
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(ROLE_SETTINGS));
    const answers: RawRow[][] = [];
    for (const id of tenantIds) {
      await tx.execute(sql.raw(tenantSetting(id)));
      answers.push(await queryRawRows(tx, statementOf(id)));
    }
    return answers.map((rows) => readRows(schema, rows));
  });
}
