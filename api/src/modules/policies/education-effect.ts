import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { EDUCATION_REPEAT_DAYS } from 'shared-contracts';
import type { PolicyEducationEffect, Verdict } from 'shared-contracts';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { notFound } from '../../lib/http/problem';

// Does educating work? (issue 30, item 4; README "Does educating work?")
//
// For a policy, from its egress events (each records the policy that decided it and the verdict it gave):
// - the EDUCATED cohort: the users the policy gave an educate verdict; a user's start is their first one;
// - the BASELINE cohort: the users the policy matched with another verdict before it ever educated them (never
//   educated, or matched before the policy educated: when it monitored or blocked); a user's start is their first
//   such match. A user matched first with another verdict and educated later is in both cohorts, each from its start.
// A user of a cohort REPEATED when the same policy matched another of their events (any verdict) in the
// EDUCATION_REPEAT_DAYS days after their start. Only users whose start is at least that long before `asOf` count, so
// every counted user had their whole horizon (none is counted "not repeated" for lack of time).
//
// Read from each person's firsts under the policy (egress_education_firsts, migration 0054: their first educate and
// first other verdict, and the policy's next event after each), kept by the events' insert trigger and by retention:
// one row a person, not their events. Exact at any `asOf`: the firsts count every event, and those after `asOf`
// change nothing counted (a start counts only when at least EDUCATION_REPEAT_DAYS before it, and a repeat only
// within that many days of its start). Before that rollup, the same figures were counted from every event of the
// policy at each call: 100 ms p50 at 1M events (api/README "Does educating work?").

const EDUCATE: Verdict = 'educate';

const EffectRow = Type.Object({
  policyId: Type.String(),
  policyName: Type.String(),
  verdict: Type.String(),
  educatedUsers: Type.Integer(),
  educatedRepeated: Type.Integer(),
  baselineUsers: Type.Integer(),
  baselineRepeated: Type.Integer(),
});

/** The effects of the tenant's policies `which` selects (a condition on `p`, the policies table), by policy name. */
async function effects(tx: Tx, tenantId: string, which: SQL, asOf: Date): Promise<PolicyEducationEffect[]> {
  const at = asOf.toISOString();
  const horizon = sql.raw(`interval '${EDUCATION_REPEAT_DAYS} days'`);
  const rows = await queryRows(
    tx,
    sql`WITH pol AS (
          SELECT p.id, p.name, p.verdict FROM policies p WHERE p.tenant_id = ${tenantId} AND ${which}
        ), firsts AS (
          SELECT f.policy_id, f.educated_at, f.educated_next, f.other_at, f.other_next
          FROM pol JOIN egress_education_firsts f ON f.tenant_id = ${tenantId} AND f.policy_id = pol.id
        ), cohorts AS (
          SELECT policy_id, true AS educated, educated_at AS start, educated_next AS next FROM firsts
          WHERE educated_at IS NOT NULL
          UNION ALL
          SELECT policy_id, false, other_at, other_next FROM firsts
          WHERE other_at IS NOT NULL AND (educated_at IS NULL OR other_at < educated_at)
        ), counted AS (
          SELECT c.policy_id, c.educated, count(*)::int AS users,
            count(*) FILTER (WHERE c.next <= c.start + ${horizon})::int AS repeated
          FROM cohorts c
          WHERE c.start <= ${at}::timestamptz - ${horizon}
          GROUP BY c.policy_id, c.educated
        )
        SELECT pol.id::text AS "policyId", pol.name AS "policyName", pol.verdict,
          coalesce(max(c.users) FILTER (WHERE c.educated), 0)::int AS "educatedUsers",
          coalesce(max(c.repeated) FILTER (WHERE c.educated), 0)::int AS "educatedRepeated",
          coalesce(max(c.users) FILTER (WHERE NOT c.educated), 0)::int AS "baselineUsers",
          coalesce(max(c.repeated) FILTER (WHERE NOT c.educated), 0)::int AS "baselineRepeated"
        FROM pol LEFT JOIN counted c ON c.policy_id = pol.id
        GROUP BY pol.id, pol.name, pol.verdict
        ORDER BY pol.name, pol.id`,
    EffectRow,
  );
  return rows.map((row) => ({
    policyId: row.policyId,
    policyName: row.policyName,
    verdict: row.verdict,
    repeatDays: EDUCATION_REPEAT_DAYS,
    asOf: at,
    educated: { users: row.educatedUsers, repeated: row.educatedRepeated },
    baseline: { users: row.baselineUsers, repeated: row.baselineRepeated },
  }));
}

/** GET /policies/{ID}/education-effect: the policy's effect (any policy of the tenant; 404 for another's). */
export async function policyEducationEffect(
  tx: Tx,
  tenantId: string,
  policyId: string,
  asOf: Date,
): Promise<PolicyEducationEffect> {
  const [effect] = await effects(tx, tenantId, sql`p.id = ${policyId}::uuid`, asOf);
  if (!effect) throw notFound('The policy');
  return effect;
}

/**
 * GET /dashboard/education-effect: every protection policy that educates now or did in a saved version (a policy
 * whose verdict changed keeps its educated users), by name.
 */
export function educationEffects(tx: Tx, tenantId: string, asOf: Date): Promise<PolicyEducationEffect[]> {
  return effects(
    tx,
    tenantId,
    sql`p.policy_type = 'protection' AND (p.verdict = ${EDUCATE} OR EXISTS (
      SELECT 1 FROM policy_versions v WHERE v.tenant_id = p.tenant_id AND v.policy_id = p.id AND v.verdict = ${EDUCATE}))`,
    asOf,
  );
}
