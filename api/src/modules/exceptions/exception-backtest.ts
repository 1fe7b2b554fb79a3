import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { EMPTY_POLICY_EVENT } from 'shared-contracts';
import type { PolicyExceptionBacktest } from 'shared-contracts';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { loadExceptions } from './exception-engine';
import { compileExceptions } from './exception-matcher';

const DAY_MS = 24 * 3600 * 1000;
const FOREVER = new Date('9999-12-31T00:00:00.000Z');

const GroupRow = Type.Object({
  username: Type.String(),
  destination: Type.String(),
  egressChannel: Type.String(),
  dataTypes: Type.Array(Type.String()),
  n: Type.Number(),
});
const ExemptedRow = Type.Object({ id: Type.String(), n: Type.Number() });

/**
 * GET /policy-exceptions/backtest: for each pending or active exception, the stored events of the last `days` days
 * that a policy decided (Protected, Monitored, Educate) and that its scope matches, i.e. what approving it, or
 * having had it, changes to Allowed; and the events of the window recorded as exempted by it at ingest. The events
 * are grouped in PostgreSQL by what a scope reads, then each group is matched by the engine. Nothing is written.
 */
export async function backtestExceptions(
  tx: Tx,
  tenantId: string,
  days: number,
  now: Date = new Date(),
): Promise<PolicyExceptionBacktest> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const { scopes, ctx } = await loadExceptions(tx, tenantId, now, ['pending', 'active']);
  const answer = { from: from.toISOString(), to: now.toISOString() };
  if (scopes.length === 0) return { ...answer, exceptions: [] };
  const window = sql`tenant_id = ${tenantId} AND created >= ${from.toISOString()}::timestamptz
    AND created <= ${now.toISOString()}::timestamptz`;
  const groups = await queryRows(
    tx,
    sql`SELECT username, destination, egress_channel AS "egressChannel", data_types AS "dataTypes", count(*)::int AS n
        FROM egress_events WHERE ${window} AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate')
        GROUP BY username, destination, egress_channel, data_types`,
    GroupRow,
  );
  const exemptedRows = await queryRows(
    tx,
    sql`SELECT details->'exception'->>'exceptionId' AS id, count(*)::int AS n
        FROM egress_events WHERE ${window} AND policy_verdict = 'ALLOW' AND details ? 'exception'
        GROUP BY 1`,
    ExemptedRow,
  );
  const exempted = new Map(exemptedRows.map((row) => [row.id, row.n]));
  return {
    ...answer,
    exceptions: scopes.map((scope) => {
      // Its scope alone, as if approved over the whole window.
      const match = compileExceptions([{ ...scope, state: 'active', startsAt: from, expiresAt: FOREVER }], ctx);
      const wouldExempt = groups.reduce(
        (sum, group) => (match({ ...EMPTY_POLICY_EVENT, ...group }, now) ? sum + group.n : sum),
        0,
      );
      const state = scope.state === 'active' ? ('active' as const) : ('pending' as const);
      return { id: scope.id, state, wouldExempt, exempted: exempted.get(scope.id) ?? 0 };
    }),
  };
}
