import { sql } from 'drizzle-orm';
import type { AgentEnrolRequest, AgentHeartbeat, AgentHeartbeatResult } from 'shared-contracts';
import { AUDIT_PAGE_AREAS } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { forbidden } from '../../lib/http/problem';
import type { DeviceCaller, EnrolmentCaller } from '../../plugins/access';

const DesiredStateRow = Type.Object({ agent_disabled: Type.Boolean(), chrome_extension_disabled: Type.Boolean() });

/** How often an agent should call: well inside the Online window (DEVICE_ONLINE_WITHIN_MINUTES). */
export const HEARTBEAT_INTERVAL_SECONDS = 30;

/** The extension status of a device just enrolled: running when it has one. */
function extensionStatusOf(facts: { extensionVersion?: string | undefined }): string {
  return facts.extensionVersion ? 'Active' : 'Not installed';
}

/** Enrols a device with the caller's token: a new device row holding the credential's hash, audited. */
export async function enrolDevice(
  tx: Tx,
  caller: EnrolmentCaller,
  device: { id: string; credentialHash: string; ipAddress: string },
  facts: AgentEnrolRequest,
): Promise<void> {
  const { tenantId } = caller;
  await tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, last_active_user, operating_system, os_version,
      cpu_architecture, agent_version, extension_version, extension_status, ip_address, last_seen, credential_hash,
      enrolment_token_id)
    VALUES (${tenantId}, ${device.id}::uuid, ${facts.hostname}, ${facts.lastActiveUser ?? ''}, ${facts.operatingSystem},
      ${facts.osVersion ?? ''}, ${facts.cpuArchitecture}, ${facts.agentVersion ?? ''}, ${facts.extensionVersion ?? ''},
      ${extensionStatusOf(facts)}, ${facts.ipAddress ?? device.ipAddress}, now(), ${device.credentialHash},
      ${caller.tokenId}::uuid)`);
  await tx.execute(sql`UPDATE enrolment_tokens SET enrolments = enrolments + 1, last_used_at = now()
    WHERE tenant_id = ${tenantId} AND id = ${caller.tokenId}::uuid`);
  await recordAudit(tx, tenantId, {
    actorId: `agent:${facts.hostname}`.slice(0, 200),
    page: AUDIT_PAGE_AREAS.Endpoints,
    action: 'Enrol device',
    outcome: 'Success',
    objectId: device.id,
    description: `${facts.hostname} enrolled with the enrolment token "${caller.tokenName}"`,
  });
}

/**
 * A heartbeat: the device's facts and current state replace the stored ones (what it leaves out stays), lastSeen
 * becomes now, and the answer is the desired state. A device revoked since the call was authenticated is refused.
 */
export async function recordHeartbeat(
  tx: Tx,
  caller: DeviceCaller,
  beat: AgentHeartbeat,
  callerIp: string,
): Promise<AgentHeartbeatResult['desired']> {
  const keep = (column: string, value: string | undefined) => (value === undefined ? sql.raw(column) : sql`${value}`);
  const [row] = await queryRows(
    tx,
    sql`UPDATE devices SET hostname = ${beat.hostname}, operating_system = ${beat.operatingSystem},
        cpu_architecture = ${beat.cpuArchitecture}, os_version = ${keep('os_version', beat.osVersion)},
        agent_version = ${keep('agent_version', beat.agentVersion)},
        extension_version = ${keep('extension_version', beat.extensionVersion)},
        last_active_user = ${keep('last_active_user', beat.lastActiveUser)},
        extension_status = coalesce(${beat.extensionStatus ?? null}::text,
          CASE WHEN ${keep('extension_version', beat.extensionVersion)} = '' THEN 'Not installed'
            WHEN ${beat.chromeExtensionDisabled} THEN 'Disabled' ELSE 'Active' END),
        agent_disabled_current = ${beat.agentDisabled},
        chrome_extension_disabled_current = ${beat.chromeExtensionDisabled},
        ip_address = ${beat.ipAddress ?? callerIp}, last_seen = now()
      WHERE tenant_id = ${caller.tenantId} AND id = ${caller.deviceId}::uuid AND revoked_at IS NULL
      RETURNING agent_disabled, chrome_extension_disabled`,
    DesiredStateRow,
  );
  if (!row) throw forbidden('This device was revoked; enrol it again with a new enrolment token');
  return { agentDisabled: row.agent_disabled, chromeExtensionDisabled: row.chrome_extension_disabled };
}
