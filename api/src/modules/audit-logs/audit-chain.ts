import { sql } from 'drizzle-orm';
import type { AuditChainBreak, AuditChainVerification } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';

/** Entries recomputed per query while verifying. */
const VERIFY_BATCH = 5_000;

const HeadRow = Type.Object({ seq: Type.Number(), hash: Type.String() });

const LinkRow = Type.Object({
  seq: Type.Number(),
  id: Type.String(),
  prevHash: Type.String(),
  hash: Type.String(),
  computed: Type.String(),
});

/**
 * Recomputes the tenant's audit hash chain from its first entry to its head: each entry's hash from its stored content
 * (audit_entry_hash, migration 0005), each link against the previous entry, every place present, and the last entry
 * against the head. Read in batches by place, so memory stays flat whatever the length.
 */
export async function verifyAuditChain(tx: Tx, tenantId: string): Promise<AuditChainVerification> {
  const verifiedAt = new Date().toISOString();
  // Entries 1..head.seq committed with the head; later writers are left for the next check.
  const [head = { seq: 0, hash: '' }] = await queryRows(
    tx,
    sql`SELECT seq::float8 AS seq, hash FROM audit_chain_heads WHERE tenant_id = ${tenantId}`,
    HeadRow,
  );
  const broken = (
    entries: number,
    seq: number,
    id: string | null,
    reason: AuditChainBreak,
  ): AuditChainVerification => ({
    intact: false,
    entries,
    verifiedAt,
    firstBroken: { seq, id, reason },
  });
  let previous = { seq: 0, hash: '' };
  let entries = 0;
  for (;;) {
    const rows = await queryRows(
      tx,
      sql`SELECT seq::float8 AS seq, id::text AS id, prev_hash AS "prevHash", hash,
            audit_entry_hash(prev_hash, seq, id, created, dashboard_user_id, user_identifier, page, action, outcome,
              object_id, object_created, description, origin) AS computed
          FROM audit_logs WHERE tenant_id = ${tenantId} AND seq > ${previous.seq} AND seq <= ${head.seq}
          ORDER BY seq LIMIT ${VERIFY_BATCH}`,
      LinkRow,
    );
    for (const row of rows) {
      if (row.seq !== previous.seq + 1) return broken(entries, previous.seq + 1, null, 'entry-missing');
      if (row.prevHash !== previous.hash) return broken(entries, row.seq, row.id, 'link-changed');
      if (row.computed !== row.hash) return broken(entries, row.seq, row.id, 'content-changed');
      entries += 1;
      previous = { seq: row.seq, hash: row.hash };
    }
    if (rows.length < VERIFY_BATCH) break;
  }
  if (head.seq > previous.seq) return broken(entries, previous.seq + 1, null, 'entry-missing');
  if (head.hash !== previous.hash) return broken(entries, previous.seq, null, 'head-mismatch');
  return { intact: true, entries, verifiedAt, firstBroken: null };
}
