import {
  compilePolicySet,
  policyEventFields,
  POLICY_BACKTEST_DAYS,
  userClassifier,
  type EvaluablePolicy,
  type Policy,
  type PolicyBacktest,
  type PolicyBacktestRequest,
} from 'shared-contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { groupedFields, readChangedRanks, readEventGroups, readSampleEvents, readUserClasses } from './backtest-groups';
import { summariseBacktest } from './backtest-summary';
import { loadPolicyContext } from './policy-context';
import { findPolicy, listPolicies } from './repository';

const DAY_MS = 24 * 3600 * 1000;
/** Sample events shown per changed combination, and combinations sampled. */
const SAMPLES_PER_GROUP = 2;
const SAMPLED_GROUPS = 5;
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
 * combination under both sets; a second read ranks
 * the users and destinations of the combinations that change; the answer sums what changes, with those ranks and
 * sample events. Nothing is written.
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
  const ctx = await loadPolicyContext(tx, tenantId, changed.concat(current));
  const fields = groupedFields(new Set([...policyEventFields(current, ctx), ...policyEventFields(changed, ctx)]));
  // The grouping is a hash of a few thousand combinations at most: enough memory keeps PostgreSQL from sorting the
  // window's events on disk instead (its estimate of the combinations is far above what they are).
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
  const classes = await readUserClasses(tx, tenantId, window, fields, userClassifier([...current, ...changed], ctx));
  const groups = await readEventGroups(tx, tenantId, window, fields, classes);
  const summary = summariseBacktest(groups, compilePolicySet(current, ctx), compilePolicySet(changed, ctx));
  const ranks = await readChangedRanks(tx, tenantId, window, summary.changedGroups, fields, RANKED, classes);
  const samples = [];
  for (const group of summary.changedGroups.slice(0, SAMPLED_GROUPS)) {
    const events = await readSampleEvents(tx, tenantId, window, group, fields, SAMPLES_PER_GROUP, classes);
    samples.push(...events.map((event) => ({ ...event, from: group.from, to: group.to })));
  }
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    events: summary.events,
    changed: summary.changed,
    transitions: summary.transitions,
    users: ranks.users,
    destinations: ranks.destinations,
    samples,
    tookMs: Math.round(performance.now() - started),
  };
}
