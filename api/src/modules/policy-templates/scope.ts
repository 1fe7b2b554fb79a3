import { asc } from 'drizzle-orm';
import type { SessionClaims } from '../../auth/session-verifier';
import { isPlatformAdmin } from '../../auth/session-verifier';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { HttpProblem } from '../../lib/http/problem';

/**
 * The tenants a user may save templates from and push them to, from the server's own records, never from the request:
 * every tenant for a platform admin, none for anyone else. The one place the scope is decided (issue 31, item 1's
 * Tenant Group Admin widens it to the tenants of their groups).
 */
export async function scopeTenantIds(database: Database, user: Pick<SessionClaims, 'tenants'>): Promise<string[]> {
  if (!isPlatformAdmin(user)) return [];
  const rows = await database.db.select({ id: tenants.id }).from(tenants).orderBy(asc(tenants.id));
  return rows.map((row) => row.id);
}

/** 403 naming every tenant id given that is not in the scope (an unknown id reads the same as another's tenant). */
export function requireInScope(
  scope: readonly string[],
  ids: readonly string[],
  fieldOf: (index: number) => string,
): void {
  const held = new Set(scope);
  const outside = ids.map((id, index) => ({ id, index })).filter(({ id }) => !held.has(id));
  if (outside.length === 0) return;
  throw new HttpProblem(403, `Not a tenant you hold: ${outside.map(({ id }) => id).join(', ')}`, {
    errors: outside.map(({ id, index }) => ({
      in: 'body',
      field: fieldOf(index),
      message: `'${id}' is not a tenant you hold`,
    })),
  });
}
