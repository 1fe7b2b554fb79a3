import { sql } from 'drizzle-orm';
import { SLA_AUDIT_PAGE, SLA_SEVERITIES, SLA_TARGET_DEFAULTS } from 'shared-contracts';
import type { SlaSeverity, SlaTargets } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { HttpProblem } from '../../lib/http/problem';
import { isoText } from '../../lib/listing';

/** The tenant's SLA targets as in force, and who changed them last (null while the defaults apply). */
export type StoredSlaTargets = SlaTargets & { updated: string | null; updatedBy: string | null };

const TargetRow = Type.Object({
  severity: Type.String(),
  acknowledgeMinutes: Type.Integer(),
  resolveMinutes: Type.Integer(),
  updated: Type.String(),
  updatedBy: Nullable(Type.String()),
});

/** The tenant's targets per severity (the defaults where it set none), and its last change. */
export async function readSlaTargets(tx: Tx, tenantId: string): Promise<StoredSlaTargets> {
  const rows = await queryRows(
    tx,
    sql`SELECT t.severity, t.acknowledge_minutes AS "acknowledgeMinutes", t.resolve_minutes AS "resolveMinutes",
          ${sql.raw(isoText('t.updated'))} AS updated,
          coalesce((SELECT coalesce(nullif(u.name, ''), u.email) FROM users u WHERE u.id = t.updated_by), t.updated_by)
            AS "updatedBy"
        FROM tenant_sla_targets t WHERE t.tenant_id = ${tenantId} ORDER BY t.updated DESC, t.severity`,
    TargetRow,
  );
  const targets = Object.fromEntries(
    SLA_SEVERITIES.map((severity) => {
      const row = rows.find((candidate) => candidate.severity === severity);
      const target = row
        ? { acknowledgeMinutes: row.acknowledgeMinutes, resolveMinutes: row.resolveMinutes }
        : { ...SLA_TARGET_DEFAULTS[severity] };
      return [severity, target];
    }),
  ) as SlaTargets;
  return { ...targets, updated: rows[0]?.updated ?? null, updatedBy: rows[0]?.updatedBy ?? null };
}

/** A duration as people read it: '90 min', '4 h', '7 days'. */
export function durationText(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'}`;
  if (minutes % 60 === 0) return `${minutes / 60} h`;
  return `${minutes} min`;
}

/** What an update changes, for its audit entry ("SLA targets: high acknowledge 1 h → 30 min"). */
export function describeSlaChange(before: SlaTargets, after: SlaTargets): string {
  const changes = SLA_SEVERITIES.flatMap((severity) =>
    (
      [
        ['acknowledgeMinutes', 'acknowledge'],
        ['resolveMinutes', 'resolve'],
      ] as const
    )
      .filter(([key]) => before[severity][key] !== after[severity][key])
      .map(
        ([key, name]) =>
          `${severity} ${name} ${durationText(before[severity][key])} → ${durationText(after[severity][key])}`,
      ),
  );
  return `SLA targets: ${changes.length > 0 ? changes.join('; ') : 'saved unchanged'}`;
}

/** A 400 when a severity's resolve target comes before its acknowledge target. */
function checkOrder(targets: SlaTargets): void {
  const wrong = SLA_SEVERITIES.find(
    (severity: SlaSeverity) => targets[severity].resolveMinutes < targets[severity].acknowledgeMinutes,
  );
  if (wrong === undefined) return;
  const message = 'must not be shorter than the time to acknowledge';
  throw new HttpProblem(400, `Invalid ${wrong}/resolveMinutes: ${message}`, {
    errors: [{ in: 'body', field: `${wrong}/resolveMinutes`, message }],
  });
}

/**
 * Sets the tenant's targets, audited (old and new values) in the same transaction, and restarts the clocks of its
 * open incidents on them (clearing their due times makes the trigger incident_sla_clock compute them again); closed
 * incidents keep the targets they were judged by. Answers the targets now in force.
 */
export async function writeSlaTargets(
  tx: Tx,
  tenantId: string,
  actorId: string,
  targets: SlaTargets,
): Promise<StoredSlaTargets> {
  checkOrder(targets);
  const before = await readSlaTargets(tx, tenantId);
  for (const severity of SLA_SEVERITIES) {
    const { acknowledgeMinutes, resolveMinutes } = targets[severity];
    await tx.execute(sql`INSERT INTO tenant_sla_targets AS t
          (tenant_id, severity, acknowledge_minutes, resolve_minutes, updated_by, updated)
        VALUES (${tenantId}, ${severity}, ${acknowledgeMinutes}, ${resolveMinutes}, ${actorId}, now())
        ON CONFLICT (tenant_id, severity) DO UPDATE SET acknowledge_minutes = excluded.acknowledge_minutes,
          resolve_minutes = excluded.resolve_minutes, updated_by = excluded.updated_by, updated = excluded.updated`);
    const changed =
      before[severity].acknowledgeMinutes !== acknowledgeMinutes || before[severity].resolveMinutes !== resolveMinutes;
    if (changed) {
      await tx.execute(sql`UPDATE incidents SET sla_acknowledge_due = NULL
          WHERE tenant_id = ${tenantId} AND severity = ${severity} AND status NOT IN ('resolved', 'dismissed')`);
    }
  }
  await recordAudit(tx, tenantId, {
    actorId,
    page: SLA_AUDIT_PAGE,
    action: 'Update',
    outcome: 'Success',
    objectId: 'sla-targets',
    description: describeSlaChange(before, targets),
  });
  return readSlaTargets(tx, tenantId);
}
