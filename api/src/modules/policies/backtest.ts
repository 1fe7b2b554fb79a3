import {
  compilePolicySet,
  policyEventFields,
  POLICY_BACKTEST_DAYS,
  POLICY_BACKTEST_SAMPLES,
  userClassifier,
  type EvaluablePolicy,
  type Policy,
  type PolicyBacktest,
  type PolicyBacktestRequest,
} from 'shared-contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  groupedFields,
  readChangedRanks,
  readChangedSamples,
  readEventGroups,
  readUserClasses,
} from './backtest-groups';
import { summariseBacktest } from './backtest-summary';
import { loadPolicyContext } from './policy-context';
import { findPolicy, listPolicies } from './repository';

const DAY_MS = 24 * 3600 * 1000;
/** Sample events of the change: the newest events whose verdict changes. */
const SAMPLES = POLICY_BACKTEST_SAMPLES;
/** Users and destinations ranked. */
const RANKED = 10;

/** What the engine reads of a stored policy. */
export const evaluable = (policy: Policy): EvaluablePolicy => ({
  policyId: policy.policyId,
  name: policy.name,
  priority: policy.priority,
  status: policy.status,
  verdict: policy.verdict,
  definition: policy.definition,
});

/**
 * POST /policies/backtest: the tenant's policies as they are, against the same policies with the draft in (a new
 * policy, or in place of the one it edits), over the stored events of the last `days` days. PostgreSQL groups the
 * events by the fields either set reads (users by the classes the policies tell apart); the engine decides each
 * combination under both sets (and the draft alone, for the events it matches); a second read ranks the users and
 * destinations of the combinations that change, a third reads the newest events among them as samples; the answer sums
 * what changes, by transition and by the policies deciding before and after, with those ranks and samples. Nothing is
 * written.
 */
export async function backtestPolicy(
  tx: Tx,
  tenantId: string,
  body: PolicyBacktestRequest,
  now: Date,
): Promise<PolicyBacktest> {
  const started = performance.now();
  const days = body.days ?? POLICY_BACKTEST_DAYS.default;
  const window = { from: new Date(now.getTime() - days * DAY_MS), to: now };
  const current = (await listPolicies(tx, tenantId, 'protection')).map(evaluable);
  const edited = body.policyId ? evaluable(await findPolicy(tx, tenantId, body.policyId)) : undefined;
  const draft: EvaluablePolicy = {
    policyId: edited?.policyId ?? 'draft',
    name: body.policy.name,
    priority: body.policy.priority ?? edited?.priority ?? Math.max(0, ...current.map((policy) => policy.priority)) + 10,
    status: body.policy.status ?? edited?.status ?? 'active',
    verdict: body.policy.verdict,
    definition: body.policy.definition,
  };
  const changed = [...current.filter((policy) => policy.policyId !== draft.policyId), draft];
  // The draft on its own, active whatever its status: the events its conditions match.
  const alone = [{ ...draft, status: 'active' as const }];
  const ctx = await loadPolicyContext(tx, tenantId, changed.concat(current));
  const fields = groupedFields(
    new Set([...policyEventFields(current, ctx), ...policyEventFields(changed, ctx), ...policyEventFields(alone, ctx)]),
  );
  // The grouping is a hash of a few thousand combinations at most: enough memory keeps PostgreSQL from sorting the
  // window's events on disk instead (its estimate of the combinations is far above what they are).
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
  const classify = userClassifier([...current, ...changed, ...alone], ctx);
  const classes = await readUserClasses(tx, tenantId, window, fields, classify);
  const groups = await readEventGroups(tx, tenantId, window, fields, classes);
  const decideAlone = compilePolicySet(alone, ctx);
  const summary = summariseBacktest(
    groups,
    compilePolicySet(current, ctx),
    compilePolicySet(changed, ctx),
    RANKED,
    (event) => decideAlone(event).policy !== undefined,
  );
  const { changedGroups } = summary;
  const ranks = await readChangedRanks(tx, tenantId, window, changedGroups, fields, RANKED, classes);
  const samples = (await readChangedSamples(tx, tenantId, window, changedGroups, fields, SAMPLES, classes)).map(
    ({ group, ...event }) => ({ ...event, from: changedGroups[group]!.from, to: changedGroups[group]!.to }),
  );
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    events: summary.events,
    matched: summary.matched,
    changed: summary.changed,
    transitions: summary.transitions,
    policies: summary.policies,
    users: ranks.users,
    destinations: ranks.destinations,
    samples,
    tookMs: Math.round(performance.now() - started),
  };
}
