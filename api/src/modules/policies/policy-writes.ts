import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS, labelOf, plural } from 'shared-contracts';
import type { FieldError, Policy, PolicyStatus, PolicyType, PolicyWrite } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows, type Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { HttpProblem } from '../../lib/http/problem';
import { listIdsOf } from './policy-context';
import {
  actorName,
  checkNameFree,
  checkVersion,
  findPolicy,
  findVersion,
  nextPriority,
  recordVersion,
  type VersionChange,
} from './repository';

const ClassificationIdRow = Type.Object({ kind: Type.String(), id: Type.String() });
const IdRow = Type.Object({ id: Type.String() });
const DeletedRow = Type.Object({ id: Type.String(), name: Type.String() });
const PriorityRow = Type.Object({ id: Type.String(), priority: Type.Integer() });

/** Who writes: the session's user. */
export interface Actor {
  id: string;
}

const POLICY_TYPE: PolicyType = 'protection';

/**
 * What the schema cannot check of a policy: an educate verdict has its message, and every classification and list
 * it names is one of the tenant's. Each refusal names its field under `policy/`; all are reported at once.
 */
export async function checkPolicy(tx: Tx, tenantId: string, policy: PolicyWrite): Promise<void> {
  const errors: FieldError[] = [];
  const refuse = (field: string, message: string) => errors.push({ in: 'body', field: `policy/${field}`, message });
  const { conditions } = policy.definition;
  if (policy.verdict === 'educate' && policy.definition.educateMessage.trim() === '') {
    refuse('definition/educateMessage', 'is required when the verdict is educate: it is what the user reads');
  }
  const known = await queryRows(
    tx,
    sql`SELECT kind, id FROM classifications WHERE tenant_id = ${tenantId}`,
    ClassificationIdRow,
  );
  const ids = (kind: string) => new Set(known.filter((row) => row.kind === kind).map((row) => row.id));
  const checkIds = (field: string, given: readonly string[], kind: string, what: string) => {
    const allowed = ids(kind);
    given.forEach((id, index) => {
      if (!allowed.has(id)) refuse(`${field}/${index}`, `'${id}' is not one of the tenant's ${what}`);
    });
  };
  checkIds(
    'definition/conditions/elementTypes',
    conditions.elementTypes.map((element) => element.id),
    'element_type',
    'element types',
  );
  checkIds(
    'definition/conditions/complianceFrameworks',
    conditions.complianceFrameworks,
    'compliance_framework',
    'compliance frameworks',
  );
  checkIds('definition/conditions/contentCategories', conditions.contentCategories, 'category', 'content categories');
  const named = listIdsOf(policy.definition);
  if (named.length > 0) {
    const found = new Set(
      (
        await queryRows(
          tx,
          sql`SELECT id::text AS id FROM lists WHERE tenant_id = ${tenantId}
              AND id::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(named)}::jsonb))`,
          IdRow,
        )
      ).map((row) => row.id),
    );
    for (const [side, matchers] of Object.entries({
      conditions: policy.definition.conditions,
      exceptions: policy.definition.exceptions,
    })) {
      for (const key of ['sources', 'destinations', 'users'] as const) {
        matchers[key].listIds.forEach((id, index) => {
          if (!found.has(id))
            refuse(`definition/${side}/${key}/listIds/${index}`, `'${id}' is not one of the tenant's lists`);
        });
      }
    }
  }
  if (errors.length > 0) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    throw new HttpProblem(400, `Invalid ${errors[0]!.field}: ${errors[0]!.message}${more}`, {
      errors: errors.slice(0, 20),
    });
  }
}

async function audit(tx: Tx, tenantId: string, actor: Actor, action: string, objectId: string, description: string) {
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: AUDIT_PAGE_AREAS.Policies,
    action,
    outcome: 'Success',
    objectId,
    description,
  });
}

/** Saves the policy's new state as a version and answers it. */
async function saved(tx: Tx, tenantId: string, actor: Actor, id: string, change: VersionChange, restoredFrom?: number) {
  await recordVersion(tx, tenantId, id, change, await actorName(tx, actor.id), restoredFrom ?? null);
  return findPolicy(tx, tenantId, id);
}

/** POST /policies: checked, named uniquely, last in priority unless given, active unless given; version 1, audited. */
export async function createPolicy(tx: Tx, tenantId: string, actor: Actor, body: PolicyWrite): Promise<Policy> {
  const name = body.name.trim();
  await checkPolicy(tx, tenantId, body);
  await checkNameFree(tx, tenantId, name);
  const id = randomUUID();
  const by = await actorName(tx, actor.id);
  const priority = body.priority ?? (await nextPriority(tx, tenantId, POLICY_TYPE));
  const status = body.status ?? 'active';
  await tx.execute(sql`INSERT INTO policies (tenant_id, id, name, description, policy_type, status, verdict, priority,
      definition, created_by, updated_by)
    VALUES (${tenantId}, ${id}::uuid, ${name}, ${body.description ?? ''}, ${POLICY_TYPE}, ${status}, ${body.verdict},
      ${priority}, ${JSON.stringify(body.definition)}::jsonb, ${by}, ${by})`);
  await audit(
    tx,
    tenantId,
    actor,
    'Create policy',
    id,
    `Policy "${name}" created (${labelOf('verdict', body.verdict)}, ${labelOf('policyStatus', status)})`,
  );
  return saved(tx, tenantId, actor, id, 'created');
}

/** PATCH /policies/{ID}/: the whole policy as edited; 412 when stale, 409 for a name in use; a new version, audited. */
export async function updatePolicy(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  body: PolicyWrite,
  expected: number | undefined,
): Promise<Policy> {
  const current = await findPolicy(tx, tenantId, id, true);
  checkVersion(current, expected);
  await checkPolicy(tx, tenantId, body);
  const name = body.name.trim();
  if (name !== current.name) await checkNameFree(tx, tenantId, name, id);
  await tx.execute(sql`UPDATE policies SET name = ${name}, description = ${body.description ?? current.description},
      status = ${body.status ?? current.status}, verdict = ${body.verdict}, priority = ${body.priority ?? current.priority},
      definition = ${JSON.stringify(body.definition)}::jsonb, version = version + 1, updated = now(),
      updated_by = ${await actorName(tx, actor.id)}
    WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
  const renamed = name === current.name ? '' : ` (renamed from "${current.name}")`;
  await audit(tx, tenantId, actor, 'Update policy', id, `Policy "${name}" edited${renamed}`);
  return saved(tx, tenantId, actor, id, 'edited');
}

/** PATCH /policies/status: one policy's status; a new version, audited. */
export async function setPolicyStatus(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  status: PolicyStatus,
  expected: number | undefined,
): Promise<Policy> {
  const current = await findPolicy(tx, tenantId, id, true);
  checkVersion(current, expected);
  if (current.status === status) return current;
  await tx.execute(sql`UPDATE policies SET status = ${status}, version = version + 1, updated = now(),
      updated_by = ${await actorName(tx, actor.id)} WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
  await audit(
    tx,
    tenantId,
    actor,
    'Change policy status',
    id,
    `Policy "${current.name}": ${labelOf('policyStatus', current.status)} → ${labelOf('policyStatus', status)}`,
  );
  return saved(tx, tenantId, actor, id, 'status');
}

/** PATCH /policies: deletes every policy named or none (404 naming the first missing), in one audit entry. */
export async function deletePolicies(tx: Tx, tenantId: string, actor: Actor, ids: readonly string[]): Promise<number> {
  const rows = await queryRows(
    tx,
    sql`DELETE FROM policies WHERE tenant_id = ${tenantId}
          AND id::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
        RETURNING id::text AS id, name`,
    DeletedRow,
  );
  const deleted = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !deleted.has(id));
  if (missing) throw new HttpProblem(404, `The policy ${missing} was not found: nothing was deleted`);
  const names = rows.map((row) => `"${row.name}"`).join(', ');
  const description = `${plural(rows.length, { one: 'policy', other: 'policies' })} deleted: ${names}`;
  await audit(tx, tenantId, actor, 'Delete policies', rows.length === 1 ? rows[0]!.id : '', description.slice(0, 2000));
  return rows.length;
}

/** DELETE /policies/{ID}/: one policy and its versions, audited. */
export async function deletePolicy(tx: Tx, tenantId: string, actor: Actor, id: string): Promise<void> {
  const current = await findPolicy(tx, tenantId, id, true);
  await tx.execute(sql`DELETE FROM policies WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
  await audit(tx, tenantId, actor, 'Delete policy', id, `Policy "${current.name}" deleted`);
}

/**
 * PATCH /policies/priority: the policies named take, in the order given, the places in the decision order that they
 * held (so the whole order, or the few a drag moved, may be sent); then every policy of the type is numbered 10, 20,
 * ... in that order. Each policy whose priority changes gets a version; one audit entry.
 */
export async function reorderPolicies(tx: Tx, tenantId: string, actor: Actor, ids: readonly string[]): Promise<number> {
  const current = await queryRows(
    tx,
    sql`SELECT id::text AS id, priority FROM policies WHERE tenant_id = ${tenantId} AND policy_type = ${POLICY_TYPE}
        ORDER BY priority, lower(name), id FOR UPDATE`,
    PriorityRow,
  );
  const known = new Set(current.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new HttpProblem(404, `The policy ${unknown} was not found: the order is unchanged`);
  const named = new Set(ids);
  const moved = [...ids];
  const order = current.map((row) => (named.has(row.id) ? moved.shift()! : row.id));
  const before = new Map(current.map((row) => [row.id, row.priority]));
  const changed = order
    .map((id, index) => ({ id, priority: (index + 1) * 10 }))
    .filter((row) => before.get(row.id) !== row.priority);
  if (changed.length === 0) return 0;
  const by = await actorName(tx, actor.id);
  await tx.execute(sql`UPDATE policies p SET priority = (c->>'priority')::int, version = p.version + 1, updated = now(),
      updated_by = ${by}
    FROM jsonb_array_elements(${JSON.stringify(changed)}::jsonb) AS c
    WHERE p.tenant_id = ${tenantId} AND p.id = (c->>'id')::uuid`);
  for (const row of changed) await recordVersion(tx, tenantId, row.id, 'priority', by);
  await audit(
    tx,
    tenantId,
    actor,
    'Reorder policies',
    '',
    `${ids.length} policies reordered; ${changed.length} changed priority`,
  );
  return changed.length;
}

/** POST /policies/{ID}/versions/{version}/restore: the version's state becomes a new version, audited. */
export async function restoreVersion(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  version: number,
  expected: number | undefined,
): Promise<Policy> {
  const current = await findPolicy(tx, tenantId, id, true);
  checkVersion(current, expected);
  const restored = await findVersion(tx, tenantId, id, version);
  const name = restored.name;
  if (name !== current.name) await checkNameFree(tx, tenantId, name, id);
  await checkPolicy(tx, tenantId, restored).catch((error: unknown) => {
    if (error instanceof HttpProblem && error.status === 400) {
      throw new HttpProblem(409, `Version ${version} cannot be restored: ${error.message}`, {
        ...(error.errors && { errors: error.errors }),
      });
    }
    throw error;
  });
  await tx.execute(sql`UPDATE policies SET name = ${name}, description = ${restored.description},
      status = ${restored.status}, verdict = ${restored.verdict}, priority = ${restored.priority},
      definition = ${JSON.stringify(restored.definition)}::jsonb, version = version + 1, updated = now(),
      updated_by = ${await actorName(tx, actor.id)}
    WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
  await audit(tx, tenantId, actor, 'Restore policy version', id, `Policy "${name}": version ${version} restored`);
  return saved(tx, tenantId, actor, id, 'restored', version);
}
