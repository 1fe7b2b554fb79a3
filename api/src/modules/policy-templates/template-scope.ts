import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type Database } from '../../db/database';
import { forbidden, HttpProblem, notFound } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { scopeOf } from '../tenant-groups/scope';

/**
 * What a user may do with policy templates (issue 31, item 3; api/README.md, "Policy templates"), from the server's
 * own records, never the request: the tenants of their scope (`scopeOf`: every tenant for a platform admin, the active
 * tenants of their groups for a Tenant Group Admin), which they may save from and push to; and the templates they see,
 * every one for a platform admin, those of the groups they hold for a Tenant Group Admin.
 */
export interface TemplateScope {
  /** The scope's tenant ids. */
  tenants: readonly string[];
  /** The groups whose templates they see, by name; `every` for a platform admin (the platform's own templates too). */
  groups: readonly { id: string; name: string }[] | 'every';
}

const GroupRow = Type.Object({ id: Type.String(), name: Type.String() });

/** The caller's template scope; 403 problem details for anyone who is neither a platform admin nor a Tenant Group Admin. */
export async function requireTemplateScope(database: Database, request: FastifyRequest): Promise<TemplateScope> {
  const session = requireSession(request);
  const scope = await scopeOf(database, session);
  const tenants = scope.tenants.map((tenant) => tenant.id);
  if (scope.platformAdmin) return { tenants, groups: 'every' };
  // Global tables read by the owner, as scopeOf reads the grants.
  const groups = await queryRows(
    database.db,
    sql`SELECT g.id::text AS id, g.name FROM tenant_group_grants a JOIN tenant_groups g ON g.id = a.group_id
      WHERE a.user_id = ${session.sub} ORDER BY lower(g.name), g.id`,
    GroupRow,
  );
  if (groups.length === 0 || tenants.length === 0)
    throw forbidden('Only platform admins and Tenant Group Admins may use policy templates');
  return { tenants, groups };
}

/** The condition on `policy_templates t` of the templates `scope` sees. */
export function visibleTemplates(scope: TemplateScope) {
  if (scope.groups === 'every') return sql`true`;
  const ids = JSON.stringify(scope.groups.map((group) => group.id));
  return sql`t.group_id::text IN (SELECT jsonb_array_elements_text(${ids}::jsonb))`;
}

const MemberRow = Type.Object({ groupId: Type.String() });

/**
 * The group a new template belongs to. Named (`groupId`): a platform admin's any group (404 when there is none such), a
 * Tenant Group Admin's one of theirs (403 otherwise). Not named: a platform admin's template is the platform's own
 * (null); a Tenant Group Admin's goes to the first of their groups (by name) that holds the tenant it is saved from.
 */
export async function ownerGroup(
  database: Database,
  scope: TemplateScope,
  groupId: string | undefined,
  sourceTenant: string,
): Promise<string | null> {
  if (scope.groups === 'every') {
    if (groupId === undefined) return null;
    const [group] = await queryRows(
      database.db,
      sql`SELECT id::text AS id, name FROM tenant_groups WHERE id::text = ${groupId}`,
      GroupRow,
    );
    if (!group) throw notFound('The tenant group');
    return group.id;
  }
  if (groupId !== undefined) {
    if (scope.groups.some((group) => group.id === groupId)) return groupId;
    throw new HttpProblem(403, `Not a tenant group you hold: ${groupId}`, {
      errors: [{ in: 'body', field: 'groupId', message: `'${groupId}' is not a tenant group you hold` }],
    });
  }
  const ids = JSON.stringify(scope.groups.map((group) => group.id));
  const holding = await queryRows(
    database.db,
    sql`SELECT group_id::text AS "groupId" FROM tenant_group_tenants
      WHERE member_tenant_id = ${sourceTenant} AND group_id::text IN (SELECT jsonb_array_elements_text(${ids}::jsonb))`,
    MemberRow,
  );
  const held = new Set(holding.map((row) => row.groupId));
  const group = scope.groups.find((candidate) => held.has(candidate.id));
  // The source tenant is in the scope (checked first), so one of the user's groups holds it.
  if (!group) throw new HttpProblem(403, `Not a tenant you hold: ${sourceTenant}`);
  return group.id;
}
