import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS } from 'shared-contracts';
import type { Device, DeviceChanges } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { DeviceSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { notFound } from '../../lib/http/problem';
import { matchConditions, scope } from '../../lib/listing';
import type { ListingQuery } from '../../lib/listing';
import { DEVICE_PROJECTION, deviceListing } from './device-listing';

const BatchCountsRow = Type.Object({ matched: Type.Integer(), updated: Type.Integer() });

/** Who writes: the session's user. */
export interface Actor {
  id: string;
}

const PAGE = AUDIT_PAGE_AREAS.Endpoints;

/** The SET list of the desired state (only the flags given). */
function assignments(changes: DeviceChanges): SQL {
  const parts: SQL[] = [];
  if (changes.AgentDisable !== undefined) parts.push(sql`agent_disabled = ${changes.AgentDisable}`);
  if (changes.ChromeExtensionDisable !== undefined)
    parts.push(sql`chrome_extension_disabled = ${changes.ChromeExtensionDisable}`);
  return sql.join(parts, sql`, `);
}

/** Whether a row's desired state differs from the changes (only those rows are written). */
function differs(changes: DeviceChanges): SQL {
  const parts: SQL[] = [];
  if (changes.AgentDisable !== undefined) parts.push(sql`agent_disabled <> ${changes.AgentDisable}`);
  if (changes.ChromeExtensionDisable !== undefined)
    parts.push(sql`chrome_extension_disabled <> ${changes.ChromeExtensionDisable}`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** The audit action of the changes: 'Disable agent', 'Enable extension', or both joined. */
export function actionOf(changes: DeviceChanges): string {
  const actions: string[] = [];
  if (changes.AgentDisable !== undefined) actions.push(`${changes.AgentDisable ? 'Disable' : 'Enable'} agent`);
  if (changes.ChromeExtensionDisable !== undefined)
    actions.push(`${changes.ChromeExtensionDisable ? 'Disable' : 'Enable'} extension`);
  return actions.join(', ');
}

/**
 * PATCH /devices/{id}: sets the desired state of one device of the tenant and audits it under Device Management in
 * the same transaction; a device of another tenant is the 404 of a missing one.
 */
export async function updateDevice(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  changes: DeviceChanges,
): Promise<Device> {
  const [device] = await queryRows(
    tx,
    sql`UPDATE devices SET ${assignments(changes)} WHERE tenant_id = ${tenantId} AND id = ${id}::uuid
        RETURNING ${sql.raw(DEVICE_PROJECTION.sql)}`,
    DeviceSchema,
  );
  if (!device) throw notFound('The device');
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: PAGE,
    action: actionOf(changes),
    outcome: 'Success',
    objectId: device.id,
    objectCreated: device.created,
    description: `${actionOf(changes)} on ${device.hostname} (desired state; the device applies it at its next heartbeat)`,
  });
  return device;
}

/**
 * PATCH /devices/batch: sets the desired state of every device of the tenant matching the list query, in one
 * UPDATE with ONE audit entry (counts and filter). Answers how many matched and how many changed.
 */
export async function applyDeviceBatch(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  target: { query: ListingQuery; filter: string },
  changes: DeviceChanges,
): Promise<{ matched: number; updated: number }> {
  const where = sql.join(
    [...scope(deviceListing, tenantId, target.query), ...matchConditions(deviceListing, target.query)],
    sql` AND `,
  );
  const [row] = await queryRows(
    tx,
    sql`WITH matched AS (SELECT id, ${differs(changes)} AS differs FROM devices WHERE ${where}),
        changed AS (
          UPDATE devices SET ${assignments(changes)}
          WHERE tenant_id = ${tenantId} AND id IN (SELECT id FROM matched WHERE differs) RETURNING 1
        )
        SELECT (SELECT count(*) FROM matched)::int AS matched, (SELECT count(*) FROM changed)::int AS updated`,
    BatchCountsRow,
  );
  const result = { matched: row?.matched ?? 0, updated: row?.updated ?? 0 };
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: PAGE,
    action: `${actionOf(changes)} (bulk)`,
    outcome: 'Success',
    description:
      `${result.updated} of ${result.matched} matching devices changed (${actionOf(changes)}); filter: ${target.filter}`.slice(
        0,
        2000,
      ),
  });
  return result;
}
