import { sql } from 'drizzle-orm';
import type {
  EvaluablePolicy,
  PolicyContext,
  PolicyContextList,
  PolicyDefinition,
  PolicyMatcher,
} from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { LIST_ENTITY_TYPES } from 'shared-contracts';
import { Nullable, StringEnum } from 'shared-contracts/schemas';
import { queryRows, type Tx } from '../../db/database';

const ListRow = Type.Object({
  id: Type.String(),
  entityType: StringEnum(LIST_ENTITY_TYPES),
  items: Type.Array(Type.String()),
});
const FrameworkRow = Type.Object({ id: Type.String(), elementTypes: Type.Array(Type.String()) });
const MembershipRow = Type.Object({ userName: Type.String(), email: Nullable(Type.String()), group: Type.String() });

/** Every list id a definition names, in conditions and exceptions. */
export function listIdsOf(definition: PolicyDefinition): string[] {
  const { conditions, exceptions } = definition;
  const matchers: PolicyMatcher[] = [
    conditions.sources,
    conditions.destinations,
    conditions.users,
    exceptions.sources,
    exceptions.destinations,
    exceptions.users,
  ];
  return [...new Set(matchers.flatMap((matcher) => matcher.listIds))];
}

/** Whether a definition needs the users' directory groups (groups named, or lists of groups). */
function needsGroups(definition: PolicyDefinition, lists: ReadonlyMap<string, PolicyContextList>): boolean {
  const { conditions, exceptions } = definition;
  if (conditions.users.groups.length > 0 || exceptions.users.groups.length > 0) return true;
  return listIdsOf(definition).some((id) => lists.get(id)?.entityType === 'group');
}

/** The keys an event's username may match a directory user by: user name, e-mail, and the part before any @. */
function userKeys(...names: (string | null)[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    const lower = (name ?? '').trim().toLowerCase();
    if (!lower) continue;
    keys.add(lower);
    const at = lower.indexOf('@');
    if (at > 0) keys.add(lower.slice(0, at));
  }
  return [...keys];
}

/**
 * What the engine needs beside the policies, read once for a policy set: the lists they name (entity type and
 * items), the element types of each compliance framework, and, only when a policy needs them, the directory groups
 * of every user (by user name, e-mail or the part before the @, which is how agents name users).
 */
export async function loadPolicyContext(
  tx: Tx,
  tenantId: string,
  policies: readonly Pick<EvaluablePolicy, 'definition'>[],
): Promise<PolicyContext> {
  const listIds = [...new Set(policies.flatMap((policy) => listIdsOf(policy.definition)))];
  const listRows =
    listIds.length === 0
      ? []
      : await queryRows(
          tx,
          sql`SELECT l.id::text AS id, l.entity_type AS "entityType",
                coalesce(array_agg(i.value) FILTER (WHERE i.value IS NOT NULL), '{}') AS items
              FROM lists l LEFT JOIN list_items i ON i.tenant_id = l.tenant_id AND i.list_id = l.id
              WHERE l.tenant_id = ${tenantId} AND l.id::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(listIds)}::jsonb))
              GROUP BY l.id, l.entity_type`,
          ListRow,
        );
  const lists = new Map(listRows.map((row) => [row.id, { entityType: row.entityType, items: row.items }]));
  const frameworkRows = await queryRows(
    tx,
    sql`SELECT id, element_types AS "elementTypes" FROM classifications
        WHERE tenant_id = ${tenantId} AND kind = 'compliance_framework'`,
    FrameworkRow,
  );
  const frameworkElements = new Map(frameworkRows.map((row) => [row.id, row.elementTypes]));
  const groups = new Map<string, string[]>();
  if (policies.some((policy) => needsGroups(policy.definition, lists))) {
    const memberships = await queryRows(
      tx,
      sql`SELECT u.user_name AS "userName", u.email, g.display_name AS "group"
          FROM directory_group_members m
          JOIN directory_users u ON u.tenant_id = m.tenant_id AND u.id = m.member_id
          JOIN directory_groups g ON g.tenant_id = m.tenant_id AND g.id = m.group_id
          WHERE m.tenant_id = ${tenantId} AND u.active`,
      MembershipRow,
    );
    for (const { userName, email, group } of memberships) {
      for (const key of userKeys(userName, email)) groups.set(key, [...(groups.get(key) ?? []), group]);
    }
  }
  return {
    lists,
    frameworkElements,
    groupsOf: (username) => groups.get(username.trim().toLowerCase()) ?? [],
  };
}
