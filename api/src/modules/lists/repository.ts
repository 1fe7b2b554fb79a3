import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { LIST_ITEM_MAX_LENGTH } from 'shared-contracts';
import type { ListDetail, ListEntityType, ListSummary } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { ListItemSchema, ListSummarySchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { badRequest, HttpProblem, notFound } from '../../lib/http/problem';

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SUMMARY_COLUMNS = sql`l.id::text AS id, l.name, l.description, l.list_type AS "listType",
  l.entity_type AS "entityType",
  (SELECT count(*)::int FROM list_items i WHERE i.tenant_id = l.tenant_id AND i.list_id = l.id) AS "itemCount",
  ${iso(sql`l.created`)} AS created, ${iso(sql`l.updated`)} AS updated, l.version`;

const CountRow = Type.Object({ n: Type.Integer() });
const IdRow = Type.Object({ id: Type.String() });
const PolicyNameRow = Type.Object({ id: Type.String(), name: Type.String() });

/** A LIKE pattern matching the text anywhere, its wildcards escaped. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /lists: the tenant's lists by name, of one entity type and matching a search in name or description. */
export async function listLists(
  tx: Tx,
  tenantId: string,
  query: { entityType?: ListEntityType | undefined; search?: string | undefined },
): Promise<ListSummary[]> {
  const conditions = [sql`l.tenant_id = ${tenantId}`];
  if (query.entityType) conditions.push(sql`l.entity_type = ${query.entityType}`);
  const search = query.search?.trim();
  if (search) conditions.push(sql`l.search_text LIKE ${containsPattern(search)}`);
  return queryRows(
    tx,
    sql`SELECT ${SUMMARY_COLUMNS} FROM lists l WHERE ${sql.join(conditions, sql` AND `)} ORDER BY lower(l.name), l.id`,
    ListSummarySchema,
  );
}

/** One list, locked for update when asked; 404 when it is missing or another tenant's. */
export async function findList(tx: Tx, tenantId: string, id: string, forUpdate = false): Promise<ListSummary> {
  const [row] = await queryRows(
    tx,
    sql`SELECT ${SUMMARY_COLUMNS} FROM lists l WHERE l.tenant_id = ${tenantId} AND l.id = ${id}::uuid
        ${forUpdate ? sql`FOR UPDATE` : sql``}`,
    ListSummarySchema,
  );
  if (!row) throw notFound('The list');
  return row;
}

/** 412 unless the version read is the current one (no version: last write wins). */
export function checkVersion(list: ListSummary, expected: number | undefined): void {
  if (expected !== undefined && expected !== list.version)
    throw new HttpProblem(412, `The list changed since version ${expected}; reload it (now ${list.version})`);
}

const encodeToken = (value: string) => Buffer.from(JSON.stringify({ v: value })).toString('base64url');

function decodeToken(token: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    // Checked after decoding as the database would read it: text of an item's length, without NUL.
    if (typeof parsed === 'object' && parsed !== null && 'v' in parsed && typeof parsed.v === 'string') {
      if (parsed.v.length <= LIST_ITEM_MAX_LENGTH && !parsed.v.includes('\u0000')) return parsed.v;
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('nextToken', 'is not a cursor of this list');
}

/** GET /lists/{ID}: the list and one page of its items in value order (keyset over value), matching a search. */
export async function getListDetail(
  tx: Tx,
  tenantId: string,
  id: string,
  query: { search?: string | undefined; pageSize: number; nextToken?: string | undefined },
): Promise<ListDetail> {
  const list = await findList(tx, tenantId, id);
  const conditions = [sql`tenant_id = ${tenantId}`, sql`list_id = ${id}::uuid`];
  const search = query.search?.trim();
  if (search) conditions.push(sql`lower(value) LIKE ${containsPattern(search)}`);
  const where = sql.join(conditions, sql` AND `);
  const after = query.nextToken ? sql` AND value > ${decodeToken(query.nextToken)}` : sql``;
  const rows = await queryRows(
    tx,
    sql`SELECT id::text AS id, value, ${iso(sql`created`)} AS created FROM list_items
        WHERE ${where}${after} ORDER BY value LIMIT ${query.pageSize + 1}`,
    ListItemSchema,
  );
  const items = rows.slice(0, query.pageSize);
  const last = items.at(-1);
  const matchingItems = search
    ? ((await queryRows(tx, sql`SELECT count(*)::int AS n FROM list_items WHERE ${where}`, CountRow))[0]?.n ?? 0)
    : list.itemCount;
  return {
    list,
    items,
    matchingItems,
    nextToken: rows.length > query.pageSize && last ? encodeToken(last.value) : null,
  };
}

/** The policies whose definition refers to the list (any matcher's `listIds`, in conditions or exceptions). */
export async function policiesUsingList(tx: Tx, tenantId: string, id: string): Promise<{ id: string; name: string }[]> {
  return queryRows(
    tx,
    sql`SELECT id::text AS id, name FROM policies
        WHERE tenant_id = ${tenantId}
          AND jsonb_path_exists(definition, '$.**.listIds[*] ? (@ == $id)', jsonb_build_object('id', ${id}::text))
        ORDER BY lower(name)`,
    PolicyNameRow,
  );
}

/** 409 when another list of the tenant has the name. */
export async function checkNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [row] = await queryRows(
    tx,
    sql`SELECT id::text AS id FROM lists WHERE tenant_id = ${tenantId} AND name = ${name}
        ${exceptId ? sql`AND id <> ${exceptId}::uuid` : sql``}`,
    IdRow,
  );
  if (row) throw new HttpProblem(409, `A list named "${name}" exists already`);
}

/** Inserts values (a JSON array, one parameter whatever its length) into the list; existing ones are kept. */
export async function insertValues(
  tx: Tx,
  tenantId: string,
  listId: string,
  values: readonly string[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await queryRows(
    tx,
    sql`INSERT INTO list_items (tenant_id, list_id, id, value)
        SELECT ${tenantId}, ${listId}::uuid, gen_random_uuid(), v FROM jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) AS v
        ON CONFLICT (tenant_id, list_id, value) DO NOTHING RETURNING id::text AS id`,
    IdRow,
  );
  return rows.length;
}
