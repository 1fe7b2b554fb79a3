import { sql } from 'drizzle-orm';
import type { Policy, PolicyType, PolicyVersion } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { PolicySchema, PolicyVersionSchema } from 'shared-contracts/schemas';
import { queryRows, type Tx } from '../../db/database';
import { isoText } from '../../lib/listing';
import { HttpProblem, notFound } from '../../lib/http/problem';

const IdRow = Type.Object({ id: Type.String() });
const NextPriorityRow = Type.Object({ next: Type.Integer() });
const NameRow = Type.Object({ name: Type.String() });

/** The columns of a policy as the API answers it. */
const POLICY_COLUMNS = sql.raw(`id::text AS "policyId", policy_type AS "policyType", name, description, status,
  verdict, priority, definition, created_by AS "createdBy", ${isoText('created')} AS created,
  ${isoText('updated')} AS updated, updated_by AS "updatedBy", version`);

/** The tenant's policies of a type, by priority (the order the engine decides in), then name. */
export function listPolicies(tx: Tx, tenantId: string, policyType: PolicyType): Promise<Policy[]> {
  return queryRows(
    tx,
    sql`SELECT ${POLICY_COLUMNS} FROM policies WHERE tenant_id = ${tenantId} AND policy_type = ${policyType}
        ORDER BY priority, lower(name), id`,
    PolicySchema,
  );
}

/** One policy of the tenant, locked for a write when asked; 404 when the tenant has none with that id. */
export async function findPolicy(tx: Tx, tenantId: string, id: string, lock = false): Promise<Policy> {
  const [policy] = await queryRows(
    tx,
    sql`SELECT ${POLICY_COLUMNS} FROM policies WHERE tenant_id = ${tenantId} AND id = ${id}::uuid
        ${lock ? sql`FOR UPDATE` : sql``}`,
    PolicySchema,
  );
  if (!policy) throw notFound('The policy');
  return policy;
}

/** 412 when the caller read another version than the stored one. */
export function checkVersion(policy: Policy, expected: number | undefined): void {
  if (expected !== undefined && expected !== policy.version) {
    throw new HttpProblem(
      412,
      `The policy "${policy.name}" changed since it was read (version ${expected}, now ${policy.version}): reload it`,
    );
  }
}

/** 409 when another policy of the tenant has the name. */
export async function checkNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [row] = await queryRows(
    tx,
    sql`SELECT id::text AS id FROM policies WHERE tenant_id = ${tenantId} AND name = ${name}
        ${exceptId ? sql`AND id <> ${exceptId}::uuid` : sql``}`,
    IdRow,
  );
  if (row) throw new HttpProblem(409, `A policy named "${name}" exists already`);
}

/** The priority after the last policy of the type (10 apart, so one can go between two by hand). */
export async function nextPriority(tx: Tx, tenantId: string, policyType: PolicyType): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql`SELECT (coalesce(max(priority), 0) / 10 + 1) * 10 AS next FROM policies
        WHERE tenant_id = ${tenantId} AND policy_type = ${policyType}`,
    NextPriorityRow,
  );
  return row?.next ?? 10;
}

/** What made a version. */
export type VersionChange = 'created' | 'edited' | 'status' | 'priority' | 'restored';

/** Records the policy as it now is as its current version. */
export async function recordVersion(
  tx: Tx,
  tenantId: string,
  policyId: string,
  change: VersionChange,
  savedBy: string,
  restoredFrom: number | null = null,
): Promise<void> {
  await tx.execute(sql`INSERT INTO policy_versions (tenant_id, policy_id, version, name, description, status, verdict,
      priority, definition, change, restored_from, saved_by, saved)
    SELECT tenant_id, id, version, name, description, status, verdict, priority, definition, ${change},
      ${restoredFrom}, ${savedBy}, updated
    FROM policies WHERE tenant_id = ${tenantId} AND id = ${policyId}::uuid`);
}

const VERSION_COLUMNS = sql.raw(`version, name, description, status, verdict, priority, definition,
  saved_by AS "savedBy", ${isoText('saved')} AS saved, change, restored_from AS "restoredFrom"`);

/** A policy's versions, newest first. */
export function listVersions(tx: Tx, tenantId: string, policyId: string): Promise<PolicyVersion[]> {
  return queryRows(
    tx,
    sql`SELECT ${VERSION_COLUMNS} FROM policy_versions WHERE tenant_id = ${tenantId} AND policy_id = ${policyId}::uuid
        ORDER BY version DESC`,
    PolicyVersionSchema,
  );
}

/** One version of a policy; 404 when there is none. */
export async function findVersion(tx: Tx, tenantId: string, policyId: string, version: number): Promise<PolicyVersion> {
  const [row] = await queryRows(
    tx,
    sql`SELECT ${VERSION_COLUMNS} FROM policy_versions
        WHERE tenant_id = ${tenantId} AND policy_id = ${policyId}::uuid AND version = ${version}`,
    PolicyVersionSchema,
  );
  if (!row) throw notFound(`Version ${version} of the policy`);
  return row;
}

/** The name of the user who writes, for created_by and saved_by. */
export async function actorName(tx: Tx, actorId: string): Promise<string> {
  const [user] = await queryRows(
    tx,
    sql`SELECT coalesce(nullif(name, ''), email) AS name FROM users WHERE id = ${actorId}`,
    NameRow,
  );
  return user?.name ?? actorId;
}
