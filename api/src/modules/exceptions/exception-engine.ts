import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { PolicyContext, PolicyEvent } from 'shared-contracts';
import { Nullable } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { isoText } from '../../lib/listing/listing-definition';
import { loadPolicyContext } from '../policies/policy-context';
import { compileExceptions, exceptionDefinition } from './exception-matcher';
import type { ExceptionScope } from './exception-matcher';

const ScopeRow = Type.Object({
  id: Type.String(),
  username: Nullable(Type.String()),
  userGroup: Nullable(Type.String()),
  destination: Nullable(Type.String()),
  listId: Nullable(Type.String()),
  dataType: Nullable(Type.String()),
  egressChannel: Nullable(Type.String()),
  state: Type.String(),
  startsAt: Type.String(),
  expiresAt: Type.String(),
});

/** Decides which exception, if any, exempts an event at a time. */
export type ExceptionMatcher = (event: PolicyEvent, at: Date) => ExceptionScope | undefined;

/**
 * The tenant's exceptions in `states` that have not expired by `since`, with what matching them needs (their lists,
 * the directory groups when one names a group), compiled. Read per request, never cached: a revocation applies from
 * the next event, an expiry from its time.
 */
export async function loadExceptions(
  tx: Tx,
  tenantId: string,
  since: Date,
  states: readonly string[] = ['active'],
): Promise<{ scopes: ExceptionScope[]; ctx: PolicyContext; match: ExceptionMatcher }> {
  const rows = await queryRows(
    tx,
    sql`SELECT id::text AS id, username, user_group AS "userGroup", destination, list_id::text AS "listId",
          data_type AS "dataType", egress_channel AS "egressChannel", state,
          ${sql.raw(isoText('starts_at'))} AS "startsAt", ${sql.raw(isoText('expires_at'))} AS "expiresAt"
        FROM policy_exceptions
        WHERE tenant_id = ${tenantId} AND state IN (SELECT jsonb_array_elements_text(${JSON.stringify(states)}::jsonb))
          AND expires_at > ${since.toISOString()}::timestamptz`,
    ScopeRow,
  );
  const scopes = rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt), expiresAt: new Date(row.expiresAt) }));
  // With no exception, the context reads the frameworks only (no list, no group).
  const ctx = await loadPolicyContext(
    tx,
    tenantId,
    scopes.map((scope) => ({ definition: exceptionDefinition(scope) })),
  );
  return { scopes, ctx, match: compileExceptions(scopes, ctx) };
}
