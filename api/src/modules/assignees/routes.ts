import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AssigneeListQuerySchema, AssigneeListSchema } from 'shared-contracts/schemas';
import type { Assignee } from 'shared-contracts';
import { Type, type Static } from '@sinclair/typebox';
import { queryRows, type Tx } from '../../db/database';
import { inTenants, withScopeRead } from '../../db/scope-read';
import { badRequest } from '../../lib/http/problem';
import { requireInScope, requireScopeIds } from '../tenant-groups/scope';

const AssigneeRow = Type.Object({ userId: Type.String(), identifier: Type.String() });

const assigneeListSchema = {
  tags: ['Tenancy'],
  summary: 'Users of the active tenant that incidents can be assigned to',
  description:
    'Over All tenants (`Tenant-Id: *`): the users who are members of every tenant named in `tenant` (each in your ' +
    'scope, else 403), or of every tenant of your scope when none is named.',
  querystring: AssigneeListQuerySchema,
  response: {
    200: AssigneeListSchema,
    400: { $ref: 'ProblemDetails#' },
    401: { $ref: 'ProblemDetails#' },
    403: { $ref: 'ProblemDetails#' },
  },
};

const IDENTIFIER = sql`coalesce(nullif(u.name, ''), u.email)`;

/** The users who are members of every tenant of `tenants`, by name. */
function membersOfEvery(tx: Tx, tenants: readonly string[]) {
  return queryRows(
    tx,
    sql`SELECT u.id AS "userId", ${IDENTIFIER} AS identifier
        FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE ${inTenants(tenants, 'm.tenant_id')}
        GROUP BY u.id, u.name, u.email HAVING count(DISTINCT m.tenant_id) = ${tenants.length}
        ORDER BY lower(${IDENTIFIER}), u.id`,
    AssigneeRow,
  );
}

/**
 * GET /assignees: `{ assignees: [{ userId, identifier, tenants: [] }] }`, members of the active tenant by name. Over
 * All tenants (issue 31: Assign across tenants), the members of every tenant concerned, read as the scope role: the
 * users an incident of each of those tenants can be assigned to (the batch refuses any other, applyScopeBatch).
 */
export async function assigneeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: 'tenant', allTenants: true } as const;
  app.get('/assignees', { schema: assigneeListSchema, config }, async (request) => {
    const asked = request.query.tenant ?? [];
    const named = [...new Set(asked)];
    let rows: Static<typeof AssigneeRow>[];
    if (request.allTenants) {
      const held = await requireScopeIds(fastify.database, request);
      requireInScope(held, asked, (index) => `tenant/${index}`);
      rows = await withScopeRead(fastify.database, held, (scope) =>
        membersOfEvery(scope.tx, named.length > 0 ? named : held),
      );
    } else {
      if (named.length > 0) throw badRequest('tenant', 'names tenants over All tenants (Tenant-Id: *) only', 'query');
      rows = await request.inTenant((tx, tenant) => membersOfEvery(tx, [tenant.id]));
    }
    const assignees: Assignee[] = rows.map((row) => ({ userId: row.userId, identifier: row.identifier, tenants: [] }));
    return { assignees };
  });
}
