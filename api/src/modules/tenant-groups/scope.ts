import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isPlatformAdmin, type SessionClaims } from '../../auth/session-verifier';
import { queryRows, type Database, type Tx } from '../../db/database';
import { withScopeRead, type Tenants } from '../../db/scope-read';
import { forbidden, HttpProblem, unauthorized } from '../../lib/http/problem';

/** A tenant of a scope. */
const ScopeTenant = Type.Object({ id: Type.String(), name: Type.String() });

/** The tenants a user's cross-tenant reads may see, from the server's own records. */
interface Scope {
  /** A platform admin holds every tenant. */
  platformAdmin: boolean;
  /** The scope's tenants, by name. */
  tenants: { id: string; name: string }[];
}

/**
 * A user's scope of tenants (issue 31, item 1; api/README.md, "A scope of tenants"): every tenant for a platform
 * admin (whatever its state: platform admins keep a suspended tenant's data), else the active tenants of the groups
 * the user was granted Tenant Group Admin over (tenant_group_grants), none for anyone else. Computed from the
 * signed session's user and the database alone: nothing a request sends widens it.
 */
export async function scopeOf(database: Database, session: Pick<SessionClaims, 'sub' | 'tenants'>): Promise<Scope> {
  const platformAdmin = isPlatformAdmin(session);
  // Global tables read by the owner, as the access check reads tenants.
  const tenants = platformAdmin
    ? await queryRows(database.db, sql`SELECT id, name FROM tenants ORDER BY lower(name), id`, ScopeTenant)
    : await queryRows(
        database.db,
        sql`SELECT t.id, t.name FROM tenant_group_grants g
            JOIN tenant_group_tenants m ON m.group_id = g.group_id
            JOIN tenants t ON t.id = m.member_tenant_id
          WHERE g.user_id = ${session.sub} AND t.status = 'active'
          GROUP BY t.id, t.name ORDER BY lower(t.name), t.id`,
        ScopeTenant,
      );
  return { platformAdmin, tenants };
}

/** The scope of a `scope` route's caller; 403 problem details when it holds no tenant. */
export async function requireScope(database: Database, request: FastifyRequest): Promise<Scope> {
  // The session as the access check verified it (read here, not through the access plugin, which reads scopeOf).
  if (!request.session) throw unauthorized();
  const scope = await scopeOf(database, request.session);
  if (scope.tenants.length === 0 && !scope.platformAdmin)
    throw forbidden('Only platform admins and Tenant Group Admins may do this');
  return scope;
}

/** The tenant ids of a `Tenant-Id: *` request's scope ({@link requireScope}): what its statements read over. */
export async function requireScopeIds(database: Database, request: FastifyRequest): Promise<string[]> {
  return (await requireScope(database, request)).tenants.map((tenant) => tenant.id);
}

/**
 * Runs a read of the request's tenant in its transaction, or, when an `allTenants` route was called with
 * `Tenant-Id: *`, over the caller's scope ({@link requireScopeIds}) as the scope role, whose row-level security holds
 * every statement to those tenants. `work` names its tenants with `inTenants(tenants)`.
 */
export async function readTenantOrScope<T>(
  database: Database,
  request: FastifyRequest,
  work: (tx: Tx, tenants: Tenants) => Promise<T>,
): Promise<T> {
  if (!request.allTenants) return request.inTenant((tx, tenant) => work(tx, tenant.id));
  const ids = await requireScopeIds(database, request);
  return withScopeRead(database, ids, (scope) => work(scope.tx, ids));
}

/**
 * 403 problem details naming every tenant id given that is not among `held` (a scope's tenant ids): an unknown id reads
 * the same as another's tenant. For routes that write to tenants a request names (policy templates' pushes).
 */
export function requireInScope(
  held: readonly string[],
  ids: readonly string[],
  fieldOf: (index: number) => string,
): void {
  const inScope = new Set(held);
  const outside = ids.map((id, index) => ({ id, index })).filter(({ id }) => !inScope.has(id));
  if (outside.length === 0) return;
  throw new HttpProblem(403, `Not a tenant you hold: ${outside.map(({ id }) => id).join(', ')}`, {
    errors: outside.map(({ id, index }) => ({
      in: 'body',
      field: fieldOf(index),
      message: `'${id}' is not a tenant you hold`,
    })),
  });
}
