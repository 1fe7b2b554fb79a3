import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_AREAS, checkListItem, LIST_CHANGES_MAX } from 'shared-contracts';
import type { FieldError, ListCreateRequest, ListEntityType, ListSummary, ListUpdateRequest } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { recordAudit } from '../../lib/audit/record-audit';
import { HttpProblem } from '../../lib/http/problem';
import { checkNameFree, checkVersion, findList, insertValues, policiesUsingList } from './repository';

const RemovedItemRow = Type.Object({ id: Type.String(), value: Type.String() });
const ValueRow = Type.Object({ value: Type.String() });

/** Who writes: the session's user. */
export interface Actor {
  id: string;
}

/** Field errors named in a 400; more would not help a reader. */
const MAX_ERRORS = 20;

class ItemErrors {
  readonly errors: FieldError[] = [];
  add(field: string, message: string): void {
    this.errors.push({ in: 'body', field, message });
  }
  throwIfAny(): void {
    if (this.errors.length === 0) return;
    const shown = this.errors.slice(0, MAX_ERRORS);
    const first = shown[0]!;
    const more = this.errors.length > 1 ? ` (and ${this.errors.length - 1} more)` : '';
    throw new HttpProblem(400, `Invalid ${first.field}: ${first.message}${more}`, { errors: shown });
  }
}

/** The checked, normalised values of a body array; refusals collected under `field/<index>`. */
function checkValues(entityType: ListEntityType, values: readonly string[], field: string, errors: ItemErrors) {
  return values.map((raw, index) => {
    const checked = checkListItem(entityType, raw);
    if (!checked.ok) errors.add(`${field}/${index}`, `'${raw}' ${checked.message}`);
    return checked.ok ? checked.value : raw;
  });
}

function checkChangeCount(count: number): void {
  if (count > LIST_CHANGES_MAX)
    throw new HttpProblem(400, `Too many item changes: ${count} (at most ${LIST_CHANGES_MAX} a request)`);
}

/** POST /lists: the list and its items, audited; 400 naming refused items, 409 for a name in use. */
export async function createList(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  body: ListCreateRequest,
): Promise<ListSummary> {
  const errors = new ItemErrors();
  const values = checkValues(body.entityType, body.newItems ?? [], 'newItems', errors);
  errors.throwIfAny();
  const name = body.name.trim();
  await checkNameFree(tx, tenantId, name);
  const id = randomUUID();
  await tx.execute(sql`INSERT INTO lists (tenant_id, id, name, description, list_type, entity_type)
    VALUES (${tenantId}, ${id}::uuid, ${name}, ${body.description ?? ''}, ${body.listType}, ${body.entityType})`);
  const added = await insertValues(tx, tenantId, id, [...new Set(values)]);
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: AUDIT_PAGE_AREAS.Lists,
    action: 'Create list',
    outcome: 'Success',
    objectId: id,
    description: `List "${name}" created (${body.listType} ${body.entityType}) with ${added} items`,
  });
  return findList(tx, tenantId, id);
}

/** Deletes values from the list, answering the id of each value deleted. */
async function deleteValues(tx: Tx, tenantId: string, listId: string, values: readonly string[]) {
  if (values.length === 0) return new Map<string, string>();
  const rows = await queryRows(
    tx,
    sql`DELETE FROM list_items WHERE tenant_id = ${tenantId} AND list_id = ${listId}::uuid
        AND value IN (SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))
        RETURNING id::text AS id, value`,
    RemovedItemRow,
  );
  return new Map(rows.map((row) => [row.value, row.id]));
}

function describeUpdate(name: string, oldName: string, counts: { added: number; deleted: number; modified: number }) {
  const parts = [`${counts.added} added`, `${counts.deleted} deleted`, `${counts.modified} modified`];
  const renamed = name === oldName ? '' : `, renamed from "${oldName}"`;
  return `List "${name}": ${parts.join(', ')}${renamed}`;
}

/**
 * PATCH /lists/{ID}: deletes, then modifications (an item keeps its id), then additions, and the name, in the
 * caller's transaction with one audit entry. Any refused item, a value not in the list, a modification onto a value
 * already there or a stale version throws, and the transaction rolls back: nothing changes.
 */
export async function updateList(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  body: Omit<ListUpdateRequest, 'version'>,
  expectedVersion: number | undefined,
): Promise<ListSummary> {
  const { newItems = [], deleteItems = [], modifyItems = [] } = body;
  checkChangeCount(newItems.length + deleteItems.length + modifyItems.length);
  const list = await findList(tx, tenantId, id, true);
  checkVersion(list, expectedVersion);
  const errors = new ItemErrors();
  const added = checkValues(list.entityType, newItems, 'newItems', errors);
  const targets = modifyItems.map((change, index) => {
    const checked = checkListItem(list.entityType, change.to);
    if (!checked.ok) errors.add(`modifyItems/${index}/to`, `'${change.to}' ${checked.message}`);
    return checked.ok ? checked.value : change.to;
  });
  errors.throwIfAny();
  const name = body.name?.trim() ?? list.name;
  if (name !== list.name) await checkNameFree(tx, tenantId, name, id);

  const removing = [...deleteItems, ...modifyItems.map((change) => change.from)];
  const fieldOf = (index: number) =>
    index < deleteItems.length ? `deleteItems/${index}` : `modifyItems/${index - deleteItems.length}/from`;
  const seen = new Set<string>();
  removing.forEach((value, index) => {
    if (seen.has(value)) errors.add(fieldOf(index), `'${value}' is deleted or modified twice`);
    seen.add(value);
  });
  errors.throwIfAny();
  const removed = await deleteValues(tx, tenantId, id, removing);
  removing.forEach((value, index) => {
    if (!removed.has(value)) errors.add(fieldOf(index), `'${value}' is not in the list`);
  });
  errors.throwIfAny();
  if (modifyItems.length > 0) {
    const pairs = modifyItems.map((change, index) => ({ id: removed.get(change.from), value: targets[index] }));
    const rows = await queryRows(
      tx,
      sql`INSERT INTO list_items (tenant_id, list_id, id, value)
          SELECT ${tenantId}, ${id}::uuid, (p->>'id')::uuid, p->>'value' FROM jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) AS p
          ON CONFLICT (tenant_id, list_id, value) DO NOTHING RETURNING value`,
      ValueRow,
    );
    const written = new Set(rows.map((row) => row.value));
    targets.forEach((value, index) => {
      if (!written.has(value)) errors.add(`modifyItems/${index}/to`, `'${value}' is in the list already`);
    });
    errors.throwIfAny();
  }
  const count = await insertValues(tx, tenantId, id, added);
  await tx.execute(sql`UPDATE lists SET name = ${name},
      description = ${body.description ?? list.description}, version = version + 1, updated = now()
      WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: AUDIT_PAGE_AREAS.Lists,
    action: 'Update list',
    outcome: 'Success',
    objectId: id,
    description: describeUpdate(name, list.name, {
      added: count,
      deleted: deleteItems.length,
      modified: modifyItems.length,
    }),
  });
  return findList(tx, tenantId, id);
}

/** DELETE /lists/{ID}: 409 naming the policies that use it, 412 when stale; audited. */
export async function deleteList(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
): Promise<void> {
  const list = await findList(tx, tenantId, id, true);
  checkVersion(list, expectedVersion);
  const users = await policiesUsingList(tx, tenantId, id);
  if (users.length > 0) {
    const names = users.map((policy) => `"${policy.name}"`).join(', ');
    throw new HttpProblem(409, `The list is used by ${users.length === 1 ? 'the policy' : 'the policies'} ${names}`, {
      errors: users.map((policy) => ({ in: 'policy', field: policy.id, message: policy.name })),
    });
  }
  await tx.execute(sql`DELETE FROM lists WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: AUDIT_PAGE_AREAS.Lists,
    action: 'Delete list',
    outcome: 'Success',
    objectId: id,
    description: `List "${list.name}" deleted (${list.itemCount} items)`,
  });
}
