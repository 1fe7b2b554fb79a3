import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A rollup's time bucket: its column and how a source row's `created` falls into it (UTC). */
export type RollupBucket = 'quarter' | 'day' | 'hour';

/** The bucket column of a rollup table of each kind. */
export const BUCKET_COLUMN: Record<RollupBucket, string> = { quarter: 'bucket', day: 'day', hour: 'hour' };

const bucketOf = (bucket: RollupBucket, created: string): string =>
  bucket === 'quarter'
    ? `date_bin('15 minutes', ${created}, TIMESTAMPTZ '2000-01-01 00:00:00+00')`
    : bucket === 'day'
      ? `(${created} AT TIME ZONE 'UTC')::date`
      : `date_trunc('hour', ${created}, 'UTC')`;

/**
 * What a rollup keeps of the rows its source table gains and loses, by the names of its table's columns (after
 * `tenantId` and the bucket): `key`, the columns of its primary key after the tenant and the bucket; `from`, each
 * column's value from the source rows, a key's expression or a measure's aggregate (added to the stored measure,
 * times +1 or -1). `where` keeps some source rows only; `unnest`, a source array column, makes one row per element
 * (the source rows are then `e` and the element `d.value`).
 */
export interface RollupShape<Name extends string> {
  key: readonly NoInfer<Name>[];
  from: Record<Name, string>;
  where?: string;
  unnest?: string;
}

/** One rollup table kept by a rollup trigger: the statement of the trigger function that adds what it is given. */
export interface RollupTarget {
  table: PgTable;
  bucket: RollupBucket;
  statement: string;
}

/** The target of `table` (a rollup table of `bucket` with `shape`). */
export function rollupTarget<Name extends string>(
  table: PgTable,
  bucket: RollupBucket,
  shape: RollupShape<Name>,
): RollupTarget {
  const name = getTableName(table);
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const sqlName = (property: string) => {
    const column = columns[property];
    if (!column) throw new Error(`${name} has no column ${property}`);
    return column.name;
  };
  const names = Object.keys(shape.from) as Name[];
  const measures = names.filter((property) => !shape.key.includes(property));
  const keyColumns = ['tenant_id', BUCKET_COLUMN[bucket], ...shape.key.map(sqlName)];
  const row = shape.unnest === undefined ? '' : 'e.';
  const values = [
    `${row}tenant_id`,
    bucketOf(bucket, `${row}created`),
    ...shape.key.map((property) => shape.from[property]),
    ...measures.map((property) => `s * ${shape.from[property]}`),
  ];
  const groups = keyColumns.map((_, index) => index + 1).join(', ');
  const source =
    shape.unnest === undefined
      ? 'changed_rows'
      : `changed_rows e CROSS JOIN LATERAL unnest(${shape.unnest}) AS d(value)`;
  const where = [`${row}tenant_id IN (SELECT id FROM tenants)`, ...(shape.where === undefined ? [] : [shape.where])];
  const updates = measures.map(sqlName).map((column) => `${column} = r.${column} + excluded.${column}`);
  const statement = [
    `INSERT INTO ${name} AS r (${[...keyColumns, ...measures.map(sqlName)].join(', ')})`,
    `SELECT ${values.join(', ')}`,
    `FROM ${source} WHERE ${where.join(' AND ')} GROUP BY ${groups} ORDER BY ${groups}`,
    `ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${updates.join(', ')};`,
  ].join('\n  ');
  return { table, bucket, statement };
}

/**
 * Statement-level triggers on `source` that keep `targets` up: every write adds what it brings and subtracts what it
 * takes, in the same statement, as the writer (row-level security checks each rollup row's tenant). Rows are upserted
 * in key order, the quarter-hour tables first, then the daily, then the hourly ones, so concurrent writers take the
 * rollup rows' locks in one order. Rows of a tenant being removed are skipped (its rollups go with it).
 */
export interface RollupTrigger {
  readonly kind: 'rollup-trigger';
  /** The trigger function is `<name>_apply`, its triggers `<name>_on_insert` and so on. */
  readonly name: string;
  readonly source: string;
  readonly targets: readonly RollupTarget[];
}

export function rollupTrigger(name: string, source: PgTable, targets: readonly RollupTarget[]): RollupTrigger {
  return { kind: 'rollup-trigger', name, source: getTableName(source), targets };
}

export function rollupTriggers(exports: Record<string, unknown>): RollupTrigger[] {
  return Object.values(exports)
    .filter(
      (value): value is RollupTrigger =>
        typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'rollup-trigger',
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const BUCKET_ORDER: readonly RollupBucket[] = ['quarter', 'day', 'hour'];

/** The body of the trigger function (what PostgreSQL keeps as its source, between the dollar quotes). */
export function rollupFunctionBody(trigger: RollupTrigger): string {
  const statements = BUCKET_ORDER.flatMap((bucket) =>
    trigger.targets.filter((target) => target.bucket === bucket).map((target) => `  ${target.statement}`),
  );
  return [
    '',
    'DECLARE',
    '  s integer := TG_ARGV[0]::integer;',
    'BEGIN',
    ...statements,
    '  RETURN NULL;',
    'END',
    '',
  ].join('\n');
}

/** The trigger function and its four triggers, (re)created idempotently. */
export function rollupStatements(trigger: RollupTrigger): string[] {
  const events = [
    ['insert', 'INSERT', 'NEW', '1'],
    ['delete', 'DELETE', 'OLD', '-1'],
    ['update_new', 'UPDATE', 'NEW', '1'],
    ['update_old', 'UPDATE', 'OLD', '-1'],
  ] as const;
  return [
    `CREATE OR REPLACE FUNCTION ${trigger.name}_apply() RETURNS trigger LANGUAGE plpgsql AS $$${rollupFunctionBody(trigger)}$$;`,
    ...events.flatMap(([suffix, event, transition, sign]) => {
      const name = `${trigger.name}_on_${suffix}`;
      return [
        `DROP TRIGGER IF EXISTS ${name} ON ${trigger.source};`,
        `CREATE TRIGGER ${name} AFTER ${event} ON ${trigger.source}\n  REFERENCING ${transition} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ${trigger.name}_apply('${sign}');`,
      ];
    }),
  ];
}
