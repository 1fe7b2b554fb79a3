import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { uncheckedRows } from './query-rows';

/**
 * TESTS ONLY: the rows of egress_education_firsts (migration 0054) that differ from each person's firsts under each
 * policy counted from the events now, either side (none when the rollup is exact), of `tenant` or of every tenant
 * the transaction sees. Counted another way than the trigger: the firsts by grouping, each next by a probe.
 */
export function educationFirstsDifferences(tx: Tx, tenant?: string): Promise<unknown[]> {
  const of = (alias: string) => (tenant === undefined ? sql`` : sql`AND ${sql.raw(alias)}.tenant_id = ${tenant}`);
  const next = (after: string) =>
    sql.raw(`(SELECT min(n.created) FROM egress_events n WHERE n.tenant_id = p.tenant_id
      AND n.policy_id = p.policy_id AND n.username = p.username AND n.created > p.${after})`);
  return uncheckedRows(
    tx,
    sql`WITH exact AS (
          SELECT p.tenant_id, p.policy_id, p.username, p.educated_at, ${next('educated_at')} AS educated_next,
            p.other_at, ${next('other_at')} AS other_next, p.last_at
          FROM (
            SELECT e.tenant_id, e.policy_id, e.username,
              min(e.created) FILTER (WHERE e.policy_verdict = 'educate') AS educated_at,
              min(e.created) FILTER (WHERE e.policy_verdict <> 'educate') AS other_at, max(e.created) AS last_at
            FROM egress_events e WHERE e.policy_id IS NOT NULL ${of('e')}
            GROUP BY 1, 2, 3
          ) AS p
        ), stored AS (
          SELECT s.tenant_id, s.policy_id, s.username, s.educated_at, s.educated_next, s.other_at, s.other_next,
            s.last_at
          FROM egress_education_firsts s WHERE true ${of('s')}
        )
        (SELECT 'missing' AS side, * FROM (SELECT * FROM exact EXCEPT SELECT * FROM stored) AS m)
        UNION ALL
        (SELECT 'wrong' AS side, * FROM (SELECT * FROM stored EXCEPT SELECT * FROM exact) AS w)`,
  );
}
