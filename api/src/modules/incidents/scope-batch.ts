import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { IncidentBatchChanges, IncidentScopeBatchOutcome } from 'shared-contracts';
import type { Database } from '../../db/database';
import { readInScope } from '../../db/scope-read';
import { withTenant } from '../../db/tenant-scope';
import { badRequest, HttpProblem } from '../../lib/http/problem';
import { matchConditions, scope } from '../../lib/listing';
import type { ListingQuery } from '../../lib/listing';
import { requireInScope } from '../tenant-groups/scope';
import { applyBatch } from './batch';
import type { BatchTarget } from './batch';
import { incidentListing } from './incident-listing';
import { isMember } from './repository';
import type { Actor } from './repository';

/** A batch over All tenants: each tenant's chosen incidents, or a filter applied in each tenant read. */
export type ScopeBatchTarget =
  { targets: { tenantId: string; ids: { id: string; created: string }[] }[] } | { query: ListingQuery; filter: string };

const MatchRow = Type.Object({ tenantId: Type.String(), n: Type.Integer() });

/**
 * The tenants a filter matches incidents in, among those it reads (the tenant filter's, else the scope's), read as a
 * scope read: row-level security holds it to `held`, so a tenant of the filter outside the scope matches nothing.
 */
async function matchingTenants(database: Database, held: readonly string[], query: ListingQuery): Promise<string[]> {
  const tenants = { scope: held, tenants: query.tenants ?? held };
  const where = sql.join(
    [...scope(incidentListing, tenants, query), ...matchConditions(incidentListing, query)],
    sql` AND `,
  );
  const rows = await readInScope(
    database,
    held,
    sql`SELECT tenant_id AS "tenantId", count(*)::int AS n FROM incidents WHERE ${where} GROUP BY tenant_id`,
    MatchRow,
  );
  const matched = new Set(rows.filter((row) => row.n > 0).map((row) => row.tenantId));
  return held.filter((tenantId) => matched.has(tenantId));
}

/**
 * PATCH /incidents/batch over All tenants (issue 31, item 2; api/README.md, "The cross-tenant queue"): each tenant's
 * part is a batch of that tenant, applied by `applyBatch` in its own transaction under its own `app.tenant_id`, with
 * its own rules (four eyes, undo window) and audit entry. `held` is the caller's scope (the server's records): a
 * tenant named outside it is a 403 before anything applies; an assignee who is not a member of every tenant concerned
 * is a 400 before anything applies. With a filter, the tenants it matches nothing in are left out.
 */
export async function applyScopeBatch(
  database: Database,
  held: readonly string[],
  actor: Actor,
  target: ScopeBatchTarget,
  changes: IncidentBatchChanges,
): Promise<IncidentScopeBatchOutcome> {
  let parts: { tenantId: string; target: BatchTarget }[];
  if ('targets' in target) {
    requireInScope(
      held,
      target.targets.map((part) => part.tenantId),
      (index) => `targets/${index}/tenantId`,
    );
    const seen = new Set<string>();
    target.targets.forEach((part, index) => {
      if (seen.has(part.tenantId)) throw badRequest(`targets/${index}/tenantId`, 'names a tenant twice', 'body');
      seen.add(part.tenantId);
    });
    parts = target.targets.map((part) => ({ tenantId: part.tenantId, target: { ids: part.ids } }));
  } else {
    const { tenants: _kept, ...query } = target.query;
    const tenants = await matchingTenants(database, held, target.query);
    parts = tenants.map((tenantId) => ({ tenantId, target: { query, filter: target.filter } }));
  }
  // Checked in every tenant first: one refused assignee applies nothing anywhere, and the answer names each tenant.
  const assignee = changes.assignedTo;
  if (assignee) {
    const outside: string[] = [];
    for (const { tenantId } of parts)
      if (!(await withTenant(database, tenantId, (tx) => isMember(tx, tenantId, assignee)))) outside.push(tenantId);
    if (outside.length > 0)
      throw new HttpProblem(400, `Invalid assignedTo: is not a user of ${outside.join(', ')}`, {
        errors: [{ in: 'body', field: 'assignedTo', message: `is not a user of ${outside.join(', ')}` }],
      });
  }
  const batches: IncidentScopeBatchOutcome['batches'] = [];
  for (const part of parts) {
    const outcome = await withTenant(database, part.tenantId, (tx) =>
      applyBatch(tx, part.tenantId, actor, part.target, changes),
    );
    batches.push({ tenantId: part.tenantId, ...outcome });
  }
  return { batches };
}
