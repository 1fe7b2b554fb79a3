import { sql } from 'drizzle-orm';
import { INCIDENT_COUNT_CAP, INCIDENT_SEVERITIES, INCIDENT_STATUSES, POLICY_VERDICTS } from 'shared-contracts';
import type { Database } from '../src/db/database';
import { uncheckedRows } from '../src/testing/query-rows';
import { withTenant } from '../src/db/tenant-scope';
import { countRowsCapped, parseListQuery } from '../src/lib/listing';
import { incidentListing } from '../src/modules/incidents/incident-listing';
import { BENCH_TENANT, CHANNELS } from './generate-incidents';

/** Filter keys of the estimate table: query key, column, values. */
const KEYS: [string, string, readonly (string | boolean)[]][] = [
  ['severity', 'severity', INCIDENT_SEVERITIES],
  ['status', 'status', INCIDENT_STATUSES],
  ['flagged', 'flagged', [true, false]],
  ['egressChannel', 'egress_channel', CHANNELS],
  ['policyVerdict', 'policy_verdict', POLICY_VERDICTS],
];

/** One case of the table: a filter, its exact count, the count the API answers. */
export interface EstimateCase {
  kind: 'single' | 'pair';
  filter: string;
  exact: number;
  answered: number;
  approximate: boolean;
  error: number;
}

const label = (value: string | boolean) => String(value);

/** Exact counts of every value (pair) of the keys, by one GROUP BY over the tenant's rows. */
async function exactCounts(database: Database, columns: string[], cutoff: Date): Promise<Map<string, number>> {
  const rows = await withTenant(database, BENCH_TENANT, (tx) =>
    uncheckedRows<Record<string, unknown> & { n: number }>(
      tx,
      sql`SELECT ${sql.raw(columns.map((column) => `${column}::text AS ${column}`).join(', '))}, count(*)::int AS n
          FROM incidents WHERE tenant_id = ${BENCH_TENANT} AND created <= ${cutoff.toISOString()}::timestamptz
          GROUP BY ${sql.raw(columns.join(', '))}`,
    ),
  );
  const bool = (value: unknown) => (value === 'true' || value === 'false' ? value : String(value));
  return new Map(rows.map((row) => [columns.map((column) => bool(row[column])).join('|'), row.n]));
}

/** Every single value and every pair of values of two keys: exact count against the answered count. */
export async function estimateCases(database: Database, log: (line: string) => void): Promise<EstimateCase[]> {
  const cutoff = new Date();
  const cases: EstimateCase[] = [];
  const run = async (kind: EstimateCase['kind'], parts: [string, string | boolean][], exact: number) => {
    const raw = Object.fromEntries(parts.map(([key, value]) => [key, typeof value === 'boolean' ? value : [value]]));
    const query = parseListQuery(incidentListing, { ...raw, cutoff: cutoff.toISOString() });
    const counts = await countRowsCapped(database, BENCH_TENANT, incidentListing, query, INCIDENT_COUNT_CAP);
    const filter = parts.map(([key, value]) => `${key}=${label(value)}`).join('&');
    const error = exact === 0 ? (counts.filtered === 0 ? 0 : 1) : Math.abs(counts.filtered - exact) / exact;
    cases.push({ kind, filter, exact, answered: counts.filtered, approximate: counts.approximate, error });
  };
  for (const [key, column, values] of KEYS) {
    const exact = await exactCounts(database, [column], cutoff);
    for (const value of values) await run('single', [[key, value]], exact.get(label(value)) ?? 0);
  }
  log(`estimates: ${cases.length} single values done`);
  for (let i = 0; i < KEYS.length; i += 1) {
    for (let j = i + 1; j < KEYS.length; j += 1) {
      const [keyA, columnA, valuesA] = KEYS[i]!;
      const [keyB, columnB, valuesB] = KEYS[j]!;
      const exact = await exactCounts(database, [columnA, columnB], cutoff);
      for (const a of valuesA) {
        for (const b of valuesB) {
          await run(
            'pair',
            [
              [keyA, a],
              [keyB, b],
            ],
            exact.get(`${label(a)}|${label(b)}`) ?? 0,
          );
        }
      }
    }
  }
  log(`estimates: ${cases.length} cases done`);
  return cases;
}

/** The table of cases beyond the cap (estimated), a summary per kind, and any case over 5% flagged. */
export function printEstimates(name: string, cases: EstimateCase[]): void {
  const fmt = (n: number) => n.toLocaleString('en-US');
  console.log(
    `\n${name}: count estimates against exact counts (cap ${fmt(INCIDENT_COUNT_CAP)}; under it counts are exact)`,
  );
  console.log('| Filter | Exact | Answered | Approximate | Error |');
  console.log('|---|---|---|---|---|');
  for (const c of cases.filter((c) => c.approximate || c.error > 0)) {
    const flag = c.error > 0.05 ? '  OVER 5%' : '';
    console.log(
      `| ${c.filter} | ${fmt(c.exact)} | ${fmt(c.answered)} | ${c.approximate ? 'yes' : 'no'} | ${(c.error * 100).toFixed(2)}%${flag} |`,
    );
  }
  for (const kind of ['single', 'pair'] as const) {
    const of = cases.filter((c) => c.kind === kind);
    const estimated = of.filter((c) => c.exact > INCIDENT_COUNT_CAP);
    const exactWrong = of.filter((c) => c.exact <= INCIDENT_COUNT_CAP && c.answered !== c.exact).length;
    const max = Math.max(0, ...estimated.map((c) => c.error));
    console.log(
      `${name} ${kind}: ${of.length} cases, ${estimated.length} beyond the cap (max error ${(max * 100).toFixed(2)}%, over 5%: ${estimated.filter((c) => c.error > 0.05).length}), under the cap not exact: ${exactWrong}`,
    );
  }
}
