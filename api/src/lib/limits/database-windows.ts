import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import type { WindowState } from './window-counter';

const WindowRow = Type.Object({ key: Type.String(), used: Type.Integer(), resetAt: Type.Number() });

/** One key to count a call against, with its limit per window. */
export interface WindowKey {
  key: string;
  limit: number;
}

/**
 * Fixed windows kept in PostgreSQL, so that every API process on one server counts the same calls: N replicas allow
 * the limit once, not N times. One statement counts the call against every key and answers the windows; a refused
 * call is taken back (refused calls do not count). Concurrent calls of one key serialise on its row.
 */
export class DatabaseWindows {
  private calls = 0;

  constructor(
    private readonly database: Database,
    private readonly windowMs: number,
  ) {}

  /** Counts one call against each key and answers each key's window after it. */
  async take(keys: readonly WindowKey[]): Promise<WindowState[]> {
    const names = keys.map((entry) => entry.key);
    const seconds = this.windowMs / 1000;
    const rows = await queryRows(
      this.database.db,
      sql`INSERT INTO rate_limit_windows AS w (key, used, reset_at)
          SELECT k, 1, now() + make_interval(secs => ${seconds}) FROM unnest(${`{${names.map(quote).join(',')}}`}::text[]) AS k
          ON CONFLICT (key) DO UPDATE SET
            used = CASE WHEN w.reset_at > now() THEN w.used + 1 ELSE 1 END,
            reset_at = CASE WHEN w.reset_at > now() THEN w.reset_at ELSE now() + make_interval(secs => ${seconds}) END
          RETURNING key, used, (extract(epoch FROM reset_at) * 1000)::float8 AS "resetAt"`,
      WindowRow,
    );
    this.calls += 1;
    // Now and then, drop windows that ended a while ago (no timer to stop; cheap on the key's index).
    if (this.calls % 1000 === 0)
      await this.database.db.execute(sql`DELETE FROM rate_limit_windows WHERE reset_at < now() - interval '5 minutes'`);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return keys.map(({ key, limit }) => {
      const row = byKey.get(key);
      return { limit, used: row?.used ?? 1, resetAt: row?.resetAt ?? Date.now() + this.windowMs };
    });
  }

  /** Takes back a refused call. */
  async giveBack(keys: readonly WindowKey[]): Promise<void> {
    const names = `{${keys.map((entry) => quote(entry.key)).join(',')}}`;
    await this.database.db.execute(
      sql`UPDATE rate_limit_windows SET used = used - 1 WHERE key = ANY(${names}::text[]) AND used > 0`,
    );
  }
}

/** A key as an element of a PostgreSQL array literal. */
function quote(key: string): string {
  return `"${key.replace(/["\\]/g, (character) => `\\${character}`)}"`;
}
