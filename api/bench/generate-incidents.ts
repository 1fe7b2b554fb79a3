import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../src/testing/query-rows';
import type { Database } from '../src/db/database';
import { withMaintenance } from '../src/db/tenant-scope';

/** The benchmark's tenant and user (never part of the demo data). */
export const BENCH_TENANT = 'bench-tenant';
export const BENCH_USER = { id: 'UBENCH0000000000000000000000', loginId: 'bench@bench.example' };
/** Rows are inserted in chunks of this size (one statement each). */
const CHUNK = 100_000;
/** created of row i is this many ms before the anchor times i (about 370 days over a million rows). */
const STEP_MS = 32_000;
export const ANCHOR = '2026-01-01T00:00:00.000Z';

const list = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;
export const CHANNELS = [
  'Email',
  'File upload',
  'USB',
  'Clipboard',
  'Print',
  'Cloud sync',
  'Git push',
  'Paste into AI prompt',
  'Paste into web form',
  'Screen capture',
];
const DESTINATIONS = [
  'wetransfer.com',
  'dropbox.com',
  'drive.google.com',
  'chat.openai.com',
  'gmail.com',
  'github.com',
  'USB: Kingston DT',
  'mega.nz',
  'outlook.com',
  'claude.ai',
  'box.com',
  'pastebin.com',
];
const SOURCES = [
  'Google Chrome',
  'Microsoft Edge',
  'Mozilla Firefox',
  'Visual Studio Code',
  'Microsoft Outlook',
  'Finder',
  'Explorer',
  'Slack',
];
const DATA_TYPES = [
  'Credit card number',
  'IBAN',
  'Source code',
  'Passport number',
  'Health record',
  'API key',
  'Email address',
  'Customer list',
];
const CATEGORIES = ['Financial', 'Source code', 'PII', 'Health', 'Credentials', 'Legal'];
const LABELS = ['', 'Public', 'General', 'Confidential', 'Highly Confidential'];
const POLICIES = [
  'Block file-sharing sites',
  'Monitor AI prompts',
  'Protect source code',
  'Educate on personal email',
  'Block USB storage',
];

/** Rows of the bench tenant's incidents. */
export async function countBenchIncidents(database: Database): Promise<number> {
  const [row] = await withMaintenance(database, (tx) =>
    uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM incidents WHERE tenant_id = ${BENCH_TENANT}`),
  );
  return row?.n ?? 0;
}

function chunkSql(from: number, to: number, tenant: string = BENCH_TENANT): string {
  // h1..h3: deterministic pseudo-random integers of i (multiplicative hashing), so every run builds the same rows.
  return `
    INSERT INTO incidents (tenant_id, id, created, updated, event_id, policy_name, policy_verdict, title, severity, status,
      assigned_to, flagged, exception_request_status, exception_request_type, hostname, username, source, destination,
      egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count)
    SELECT '${tenant}', md5('bench:' || i)::uuid, c, c + (h2 % 72) * interval '1 hour', md5('bench-event:' || i)::uuid,
      (${list(POLICIES)})[1 + h1 % ${POLICIES.length}],
      (ARRAY['BLOCK', 'BLOCK', 'CHALLENGE', 'educate'])[1 + h2 % 4],
      (${list(POLICIES)})[1 + h1 % ${POLICIES.length}] || ': ' || (${list(DATA_TYPES)})[1 + h3 % ${DATA_TYPES.length}] || ' to ' || (${list(DESTINATIONS)})[1 + h2 % ${DESTINATIONS.length}],
      (ARRAY['high', 'medium', 'medium', 'low', 'low', 'low', 'resolved', 'resolved'])[1 + h3 % 8],
      (ARRAY['open', 'open', 'in_progress', 'resolved', 'dismissed'])[1 + h1 % 5],
      CASE WHEN h2 % 3 = 0 THEN NULL ELSE '${BENCH_USER.id}' END,
      h1 % 50 = 0,
      CASE WHEN h3 % 25 = 0 THEN (ARRAY['Pending', 'Approved', 'Rejected'])[1 + h1 % 3] END,
      CASE WHEN h3 % 25 = 0 THEN (ARRAY['Business justification', 'False positive', 'Policy exception'])[1 + h2 % 3] END,
      'BENCH-HOST-' || lpad((h1 % 5000)::text, 4, '0'), 'user' || lpad((h2 % 2000)::text, 4, '0'),
      (${list(SOURCES)})[1 + h3 % ${SOURCES.length}], (${list(DESTINATIONS)})[1 + h2 % ${DESTINATIONS.length}],
      (${list(CHANNELS)})[1 + (h1 / 7) % ${CHANNELS.length}],
      ARRAY[(${list(DATA_TYPES)})[1 + h3 % ${DATA_TYPES.length}]], (${list(CATEGORIES)})[1 + h1 % ${CATEGORIES.length}],
      (${list(LABELS)})[1 + h2 % ${LABELS.length}], (h1 % 50000000)::bigint, 1 + h3 % 40
    FROM (
      SELECT i, '${ANCHOR}'::timestamptz - (i::bigint * ${STEP_MS} + (i::bigint * 7919) % 1000) * interval '1 millisecond' AS c,
        ((i::bigint * 2654435761) % 4294967291)::bigint AS h1,
        ((i::bigint * 40503 + 12345) % 2147483647)::bigint AS h2,
        ((i::bigint * 69069 + 1) % 1000003)::bigint AS h3
      FROM generate_series(${from}, ${to}) AS i
    ) AS g`;
}

/**
 * Loads `rows` incidents into the bench tenant (and its user) in ONE transaction that drops the incident indexes,
 * inserts in chunks and rebuilds them (an interrupted load leaves nothing behind), then VACUUM ANALYZE.
 */
export async function generateIncidents(database: Database, rows: number, log: (line: string) => void): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${BENCH_TENANT}, 'Benchmark') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO users (id, login_id, email, name) VALUES (${BENCH_USER.id}, ${BENCH_USER.loginId},
      ${BENCH_USER.loginId}, 'Bench Analyst') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id, role_names)
      VALUES (${BENCH_TENANT}, ${BENCH_USER.id}, '{Analyst}') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`DELETE FROM incidents WHERE tenant_id = ${BENCH_TENANT}`);
    const indexes = await uncheckedRows<{ name: string; def: string }>(
      tx,
      sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes
          WHERE schemaname = 'public' AND tablename = 'incidents'
            AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'incidents'::regclass)`,
    );
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    for (let from = 1; from <= rows; from += CHUNK) {
      const to = Math.min(rows, from + CHUNK - 1);
      await tx.execute(sql.raw(chunkSql(from, to)));
      log(`inserted ${to.toLocaleString('en-US')} / ${rows.toLocaleString('en-US')}`);
    }
    for (const index of indexes) await tx.execute(sql.raw(index.def));
    log(`rebuilt ${indexes.length} indexes`);
  });
  await database.db.execute(sql.raw('VACUUM ANALYZE incidents'));
  log('vacuum analyze done');
}

/**
 * Loads `rowsEach` incidents into each of `tenants` (new tenants of the name given, the bench user an analyst of
 * each), generated on the server as {@link generateIncidents} does: the same rows in every tenant, so the same ids
 * repeat across tenants (the cross-tenant queue's keyset must keep them apart). One transaction, indexes dropped and
 * rebuilt, then VACUUM ANALYZE.
 */
export async function generateTenantsIncidents(
  database: Database,
  tenants: readonly string[],
  rowsEach: number,
  log: (line: string) => void,
): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO users (id, login_id, email, name) VALUES (${BENCH_USER.id}, ${BENCH_USER.loginId},
      ${BENCH_USER.loginId}, 'Bench Analyst') ON CONFLICT DO NOTHING`);
    for (const tenant of tenants) {
      await tx.execute(sql`INSERT INTO tenants (id, name) VALUES (${tenant}, ${tenant}) ON CONFLICT DO NOTHING`);
      await tx.execute(sql`INSERT INTO memberships (tenant_id, user_id, role_names)
        VALUES (${tenant}, ${BENCH_USER.id}, '{Analyst}') ON CONFLICT DO NOTHING`);
      await tx.execute(sql`DELETE FROM incidents WHERE tenant_id = ${tenant}`);
    }
    const indexes = await uncheckedRows<{ name: string; def: string }>(
      tx,
      sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes
          WHERE schemaname = 'public' AND tablename = 'incidents'
            AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'incidents'::regclass)`,
    );
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    for (const tenant of tenants) {
      for (let from = 1; from <= rowsEach; from += CHUNK) {
        await tx.execute(sql.raw(chunkSql(from, Math.min(rowsEach, from + CHUNK - 1), tenant)));
      }
      log(`inserted ${rowsEach.toLocaleString('en-US')} incidents into ${tenant}`);
    }
    for (const index of indexes) await tx.execute(sql.raw(index.def));
    log(`rebuilt ${indexes.length} indexes`);
  });
  await database.db.execute(sql.raw('VACUUM ANALYZE incidents'));
  log('vacuum analyze done');
}
