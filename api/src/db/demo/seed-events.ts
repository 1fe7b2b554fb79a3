import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { addEventPartitions } from '../event-partitions';
import { withMaintenance } from '../tenant-scope';
import type { EventTemplate } from './event-templates';
import type { SeededDevice } from './seed-config';

/** Rows generated per INSERT ... SELECT, small enough for PGlite's memory. */
export const EVENT_BATCH = 50_000;

/**
 * Versions of one document per user: the events of a user's document share one of this many content fingerprints,
 * so a piece of content leaves more than once and its per-file lineage has several egress steps.
 */
const CONTENT_VARIANTS = 3;

/** 2^28: the random integers below are 28-bit. */
const R = 268435456;

export interface EventBatch {
  tenantId: string;
  seed: string;
  from: number;
  to: number;
  anchor: Date;
  windowDays: number;
  templates: readonly EventTemplate[];
  devices: readonly SeededDevice[];
  labels: readonly string[];
  /** Where the rows go: egress_events, or a table of its columns (a benchmark's staging table). */
  table?: string;
}

/**
 * Inserts events `from`..`to` of a tenant in one statement: each row takes four 28-bit numbers from the md5 of
 * (seed, n) and picks a template, a device, a label, a time (skewed to recent days) and a volume with them. The
 * content fingerprint (64 hex digits, as a sha256) names the tenant, the user, the template's document and a variant.
 */
export async function insertEventBatch(database: Database, batch: EventBatch): Promise<void> {
  const { tenantId, seed, anchor, templates, devices, labels } = batch;
  const windowSeconds = batch.windowDays * 86_400;
  await withMaintenance(database, async (tx) => {
    // The window's month partitions, so the rows do not pile up in the default partition.
    await addEventPartitions(tx, new Date(anchor.getTime() - windowSeconds * 1000), anchor);
    await tx.execute(sql`
      WITH tpl AS (
        SELECT (ord - 1)::int AS idx, e FROM jsonb_array_elements(${JSON.stringify(templates)}::jsonb) WITH ORDINALITY AS x(e, ord)
      ), dev AS (
        SELECT (ord - 1)::int AS idx, e FROM jsonb_array_elements(${JSON.stringify(devices)}::jsonb) WITH ORDINALITY AS x(e, ord)
      ), lbl AS (
        SELECT (ord - 1)::int AS idx, e #>> '{}' AS label FROM jsonb_array_elements(${JSON.stringify(labels)}::jsonb) WITH ORDINALITY AS x(e, ord)
      ), g AS (
        SELECT n, md5(${seed}::text || ':' || n) AS m FROM generate_series(${batch.from}::int, ${batch.to}::int) AS n
      ), r AS (
        SELECT n,
          ('x' || substr(m, 1, 7))::bit(28)::int AS r1,
          ('x' || substr(m, 8, 7))::bit(28)::int AS r2,
          ('x' || substr(m, 15, 7))::bit(28)::int AS r3,
          ('x' || substr(m, 22, 7))::bit(28)::int AS r4
        FROM g
      )
      INSERT INTO ${sql.identifier(batch.table ?? 'egress_events')} (tenant_id, id, created, device_id, hostname, username, source, destination,
        destination_type, egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count,
        policy_id, policy_name, policy_verdict, file_name, content_fingerprint, details)
      SELECT ${tenantId}::text,
        md5(${tenantId}::text || ':event:' || r.n)::uuid,
        ${anchor.toISOString()}::timestamptz - power(r.r3::float8 / ${R}, 1.7) * ${windowSeconds}::float8 * interval '1 second',
        (d.e->>'id')::uuid, d.e->>'hostname', d.e->>'user',
        t.e->'onOs'->(d.e->>'os')->>'source', t.e->>'destination', t.e->>'destinationType', t.e->>'channel',
        ARRAY(SELECT jsonb_array_elements_text(t.e->'dataTypes')),
        t.e->>'category', l.label,
        floor(exp(ln((t.e->>'volumeMin')::float8) + (r.r4::float8 / ${R}) * (ln((t.e->>'volumeMax')::float8) - ln((t.e->>'volumeMin')::float8))))::bigint,
        CASE WHEN jsonb_array_length(t.e->'dataTypes') = 0 THEN 0 ELSE 1 + floor(power((r.r1 % 1000) / 1000.0, 3) * 60)::int END,
        (t.e->>'policyId')::uuid, t.e->>'policyName', t.e->>'verdict', t.e->>'fileName',
        CASE WHEN t.e->>'contentFile' <> '' THEN md5(k.content) || md5(k.content || ':2') END,
        jsonb_build_object(
          'process', t.e->'onOs'->(d.e->>'os')->>'process',
          'url', CASE WHEN t.e->>'destination' LIKE '%.%' AND t.e->>'destination' NOT LIKE '% %' THEN 'https://' || (t.e->>'destination') || '/' ELSE NULL END,
          'filePath', CASE WHEN t.e->>'fileName' = '' THEN NULL ELSE (d.e->>'documents') || (t.e->>'fileName') END,
          'matchedDataTypes', t.e->'dataTypes',
          'destinationType', t.e->>'destinationType',
          'deviceId', d.e->>'id',
          'sourceFile', CASE WHEN t.e->>'contentFile' NOT IN ('', t.e->>'fileName') THEN t.e->>'contentFile' END)
      FROM r
      JOIN tpl t ON t.idx = r.r1 % ${templates.length}::int
      JOIN dev d ON d.idx = r.r2 % ${devices.length}::int
      JOIN lbl l ON l.idx = (r.r4 / 7) % ${labels.length}::int
      CROSS JOIN LATERAL (SELECT ${tenantId}::text || ':content:' || (d.e->>'user') || ':' || (t.e->>'contentFile')
        || ':' || (r.r3 % ${CONTENT_VARIANTS}::int) AS content) k
    `);
  });
}
