import type { SQLWrapper } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { queryRawRows } from '../db/database';

/**
 * TESTS AND BENCHMARKS ONLY: a query's rows typed as the caller says, unchecked (a test asserts on what it reads);
 * product code reads rows through `queryRows` and a row schema instead.
 */
export async function uncheckedRows<T>(
  executor: Pick<AppDatabase, 'execute'>,
  query: SQLWrapper | string,
): Promise<T[]> {
  const rows: unknown[] = await queryRawRows(executor, query);
  return rows as T[];
}
