import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AssigneeListSchema } from 'shared-contracts/schemas';
import type { Assignee } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';

const AssigneeRow = Type.Object({ userId: Type.String(), identifier: Type.String() });

const assigneeListSchema = {
  tags: ['Tenancy'],
  summary: 'Users of the active tenant that incidents can be assigned to',
  response: { 200: AssigneeListSchema, 401: { $ref: 'ProblemDetails#' }, 403: { $ref: 'ProblemDetails#' } },
};

/** GET /assignees: `{ assignees: [{ userId, identifier, tenants: [] }] }`, members of the active tenant by name. */
export async function assigneeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/assignees', { schema: assigneeListSchema, config: { access: 'tenant' } }, async (request) => {
    const rows = await request.inTenant((tx, tenant) =>
      queryRows(
        tx,
        sql`SELECT u.id AS "userId", coalesce(nullif(u.name, ''), u.email) AS identifier
            FROM memberships m JOIN users u ON u.id = m.user_id
            WHERE m.tenant_id = ${tenant.id}
            ORDER BY lower(coalesce(nullif(u.name, ''), u.email)), u.id`,
        AssigneeRow,
      ),
    );
    const assignees: Assignee[] = rows.map((row) => ({ userId: row.userId, identifier: row.identifier, tenants: [] }));
    return { assignees };
  });
}
