import { sql } from 'drizzle-orm';
import { RETENTION_AUDIT_PAGE, RETENTION_DEFAULTS } from 'shared-contracts';
import type { RetentionSettings } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { RetentionSettingsSchema, Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { isoText } from '../../lib/listing';

/** The tenant's retention as stored, and who changed it last (null while the defaults apply). */
export type StoredRetention = RetentionSettings & { updated: string | null; updatedBy: string | null };

const StoredRetentionRow = Type.Composite([
  RetentionSettingsSchema,
  Type.Object({ updated: Nullable(Type.String()), updatedBy: Nullable(Type.String()) }),
]);

/** The tenant's retention in days, and who changed it last; the defaults (180 days each) when it never did. */
export async function readRetention(tx: Tx, tenantId: string): Promise<StoredRetention> {
  const [row] = await queryRows(
    tx,
    sql`SELECT r.events_days AS "eventsDays", r.incidents_days AS "incidentsDays", r.evidence_days AS "evidenceDays",
          ${sql.raw(isoText('r.updated'))} AS updated,
          coalesce((SELECT coalesce(nullif(u.name, ''), u.email) FROM users u WHERE u.id = r.updated_by), r.updated_by)
            AS "updatedBy"
        FROM tenant_retention r WHERE r.tenant_id = ${tenantId}`,
    StoredRetentionRow,
  );
  return row ?? { ...RETENTION_DEFAULTS, updated: null, updatedBy: null };
}

const KINDS = [
  ['eventsDays', 'events'],
  ['incidentsDays', 'incidents'],
  ['evidenceDays', 'evidence'],
] as const;

/** What an update changes, for its audit entry ("Retention: events 180 → 90 days; evidence 180 → 30 days"). */
export function describeRetentionChange(before: RetentionSettings, after: RetentionSettings): string {
  const changes = KINDS.filter(([key]) => before[key] !== after[key]).map(
    ([key, name]) => `${name} ${before[key]} → ${after[key]} days`,
  );
  return `Retention: ${changes.length > 0 ? changes.join('; ') : 'saved unchanged'}`;
}

/** Sets the tenant's retention, audited (old and new values) in the same transaction; answers it as now in force. */
export async function writeRetention(
  tx: Tx,
  tenantId: string,
  actorId: string,
  settings: RetentionSettings,
): Promise<StoredRetention> {
  const before = await readRetention(tx, tenantId);
  const { eventsDays, incidentsDays, evidenceDays } = settings;
  await tx.execute(sql`INSERT INTO tenant_retention AS r
        (tenant_id, events_days, incidents_days, evidence_days, updated_by, updated)
      VALUES (${tenantId}, ${eventsDays}, ${incidentsDays}, ${evidenceDays}, ${actorId}, now())
      ON CONFLICT (tenant_id) DO UPDATE SET events_days = excluded.events_days,
        incidents_days = excluded.incidents_days, evidence_days = excluded.evidence_days,
        updated_by = excluded.updated_by, updated = excluded.updated`);
  await recordAudit(tx, tenantId, {
    actorId,
    page: RETENTION_AUDIT_PAGE,
    action: 'Update',
    outcome: 'Success',
    objectId: 'retention',
    description: describeRetentionChange(before, settings),
  });
  return readRetention(tx, tenantId);
}
