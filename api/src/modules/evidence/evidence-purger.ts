import { sql } from 'drizzle-orm';
import { RETENTION_DEFAULTS } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Database } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import { PeriodicPass } from '../../lib/periodic-pass';
import type { EvidenceStore } from './evidence-store';

const PurgedRow = Type.Object({ tenant: Type.String(), key: Type.String() });

/** How often the purge looks for evidence past its tenant's retention: hourly. */
export const EVIDENCE_PURGE_INTERVAL_MS = 3600 * 1000;
/** Objects one transaction of a pass removes. */
const PURGE_BATCH = 500;

/** What the purge needs: the database, the store and a clock (tests pass a fixed one). */
export interface EvidencePurgeServices {
  database: Database;
  store: EvidenceStore;
  now: () => Date;
  /** Where a failed pass is reported (the app's logger). */
  onError?: (error: unknown) => void;
}

/**
 * Deletes the evidence of every tenant that is past its retention (stored + the evidence days of the tenant's
 * retention setting, tenant_retention, the default when it set none): its row and its bytes. Every API process runs one; rows are claimed with SKIP LOCKED,
 * so two processes never remove the same object twice, and a pass that fails rolls its rows back for the next one.
 */
export class EvidencePurger {
  private readonly passes = new PeriodicPass(
    () => this.purge(),
    (error) => this.services.onError?.(error),
  );

  constructor(private readonly services: EvidencePurgeServices) {}

  /** Purges now, then every `intervalMs`, until {@link stop}. */
  start(intervalMs = EVIDENCE_PURGE_INTERVAL_MS): void {
    this.passes.start(intervalMs);
  }

  /** Stops the passes and waits for the one under way. */
  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass at the clock's time (or `now`): answers how many objects it removed. */
  async purge(now: Date = this.services.now()): Promise<number> {
    let removed = 0;
    for (const n of (await this.purgeByTenant(now)).values()) removed += n;
    return removed;
  }

  /** One pass at `now`: answers how many objects it removed of each tenant (the retention pass audits them). */
  async purgeByTenant(now: Date): Promise<Map<string, number>> {
    const removed = new Map<string, number>();
    for (;;) {
      const batch = await withMaintenance(this.services.database, async (tx) => {
        const rows = await queryRows(
          tx,
          sql`DELETE FROM evidence_objects o
              USING (SELECT x.tenant_id, x.event_id FROM evidence_objects x
                  LEFT JOIN tenant_retention r ON r.tenant_id = x.tenant_id
                  WHERE x.stored + make_interval(days => coalesce(r.evidence_days, ${RETENTION_DEFAULTS.evidenceDays}::int))
                    <= ${now.toISOString()}::timestamptz
                  LIMIT ${PURGE_BATCH} FOR UPDATE OF x SKIP LOCKED) expired
              WHERE o.tenant_id = expired.tenant_id AND o.event_id = expired.event_id
              RETURNING o.tenant_id AS tenant, o.storage_key AS key`,
          PurgedRow,
        );
        // Inside the transaction: if the store fails, the rows come back and the next pass tries again.
        for (const row of rows) await this.services.store.delete(row.key);
        return rows;
      });
      for (const row of batch) removed.set(row.tenant, (removed.get(row.tenant) ?? 0) + 1);
      if (batch.length < PURGE_BATCH) return removed;
    }
  }
}
