import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ListingNames } from 'shared-contracts/schemas';
import type { TenantAccessRule } from '../../plugins/access';
import { requireSession } from '../../plugins/access-control';
import { requireScopeIds } from '../../modules/tenant-groups/scope';
import { IncidentTenantCountsSchema as TenantCountsSchema } from 'shared-contracts/schemas';
import { badRequest, problemResponses } from '../http/problem';
import { recordRead } from './audited-reads';
import { countEachTenant, countListing } from './capped-count';
import { sendCsvExport } from './csv-export';
import { exportTimeZoneOf } from './export-time-zone';
import { listQuerySchema } from './list-query-schema';
import { TENANT_FILTER } from './listing-definition';
import type { ListingDefinition, ListingQuery, ListingTenants } from './listing-definition';
import { listPage, readPage } from './listing-sql';
import { parseListQuery } from './parse-list-query';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every listing with routes, in the order registered (the server plans their first pages at start). */
    listings: ListingDefinition<unknown>[];
  }
}

/** A resource's list routes: its listing, the answers' schemas from shared-contracts, and how it is shown. */
export interface ListingRoutes<Row> {
  /** The resource's path, such as `/incidents`. */
  path: string;
  definition: ListingDefinition<Row>;
  /** `ListingSchemas(...)` of shared-contracts: the SPEC §3 names and the page and counts answers. */
  schemas: { names: ListingNames<string, string, string>; page: TSchema; counts: TSchema };
  /** The export's file name before `-<cutoff>.csv`. */
  exportFileStem: string;
  /** Who may call them (`config.access`, listed in the access matrix): a listing is always one tenant's. */
  access: TenantAccessRule;
  /** OpenAPI tag, and the resource's name in the summaries (plural, lower case). */
  tag: string;
  noun: string;
  /**
   * Reads that are themselves audited (the audit log's): each page read and each export writes an entry under this
   * page area, naming the filters. A page's entry commits in the transaction that read it.
   */
  auditReads?: { page: string };
  /**
   * The listing also reads over All tenants (issue 31, item 2; api/README.md, "The cross-tenant queue"): its routes
   * accept `Tenant-Id: *` and then read the caller's scope under row-level security (`readInScope`), the tenant
   * filter (`tenant`) keeping some of its tenants, and `<path>/tenant-counts` answers the filtered count per tenant.
   * Each row must carry its `tenantId`. Not with `auditReads` (an audited read is one tenant's).
   */
  allTenants?: boolean;
}

/** The 400 of a tenant filter with one tenant. */
const ONE_TENANT_FILTER = 'is read only over All tenants (Tenant-Id: *)';

/**
 * Whose rows a listing request reads: its tenant; or over All tenants the caller's scope (403 when empty) and the
 * tenants the statement reads (the tenant filter's, else the scope's).
 */
async function listingTenantsOf(
  app: FastifyInstance,
  request: FastifyRequest,
  query: ListingQuery,
): Promise<ListingTenants> {
  if (!request.allTenants) {
    if (query.tenants) throw badRequest(TENANT_FILTER, ONE_TENANT_FILTER);
    return request.tenant.id;
  }
  const scope = await requireScopeIds(app.database, request);
  return { scope, tenants: query.tenants ?? scope };
}

/** GET <path> (one keyset page), <path>/count and <path>/export (CSV) of a listing. */
export function registerListingRoutes<Row>(app: FastifyInstance, options: ListingRoutes<Row>): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { path, definition, schemas, access, noun, auditReads } = options;
  const { names } = schemas;
  const tags = [options.tag];
  const allTenants = options.allTenants === true;
  if (allTenants && auditReads) throw new Error(`${path}: an audited listing reads one tenant at a time`);
  const config: FastifyContextConfig = allTenants ? { access, allTenants } : { access };
  const querySchema = (kind: 'list' | 'count' | 'export') => listQuerySchema(definition, kind, { allTenants });
  app.listings.push(definition);

  api.get(
    path,
    {
      schema: {
        tags,
        summary: `One page of ${noun} (keyset)`,
        querystring: querySchema('list'),
        response: { 200: schemas.page, ...problemResponses() },
      },
      config,
    },
    async (request) => {
      const query = parseListQuery(definition, request.query);
      // An audited read writes its entry in the transaction that read the page; any other page is read on its own.
      const page = auditReads
        ? await request.inTenant(async (tx, tenant) => {
            const rows = await listPage(tx, tenant.id, definition, query);
            const further = query.nextToken ? ' (a further page)' : '';
            await recordRead(tx, tenant.id, {
              actorId: requireSession(request).sub,
              page: auditReads.page,
              action: 'View',
              summary: `Read ${rows.rows.length} ${noun}${further}`,
              query: request.query,
            });
            return rows;
          })
        : await readPage(app.database, await listingTenantsOf(app, request, query), definition, query);
      return { [names.items]: page.rows, nextToken: page.nextToken };
    },
  );

  api.get(
    `${path}/count`,
    {
      schema: {
        tags,
        summary: `The ${noun} up to the cutoff (${names.total}) and matching the filters (${names.filtered})`,
        querystring: querySchema('count'),
        response: { 200: schemas.counts, ...problemResponses() },
      },
      config,
    },
    async (request) => {
      const query = parseListQuery(definition, request.query);
      const tenants = await listingTenantsOf(app, request, query);
      const counts = await countListing(app.database, tenants, definition, query, app.countBudgetMs);
      return {
        [names.total]: counts.total,
        [names.filtered]: counts.filtered,
        ...(counts.approximate ? { approximate: true } : {}),
      };
    },
  );

  api.get(
    `${path}/export`,
    {
      schema: {
        tags,
        summary: `The filtered ${noun} as CSV (streamed)`,
        querystring: querySchema('export'),
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv' }, ...problemResponses() },
      },
      config,
    },
    async (request, reply) => {
      const query = parseListQuery(definition, request.query);
      const timeZone = exportTimeZoneOf(request.query);
      // Recorded before the first byte, so an export broken off is audited too; and left out of the export itself by
      // its id (a time would drop the entries of the same millisecond, the database keeping microseconds).
      const entry = auditReads
        ? await request.inTenant((tx, tenant) =>
            recordRead(tx, tenant.id, {
              actorId: requireSession(request).sub,
              page: auditReads.page,
              action: 'Export',
              summary: `Exported ${noun} as CSV`,
              query: request.query,
            }),
          )
        : null;
      const exported = entry ? { ...query, excludedId: entry.id } : query;
      const tenants = await listingTenantsOf(app, request, query);
      return sendCsvExport(reply, app.database, tenants, definition, exported, options.exportFileStem, timeZone);
    },
  );

  if (!allTenants) return;
  api.get(
    `${path}/tenant-counts`,
    {
      schema: {
        tags,
        summary:
          `The ${noun} matching the filters in each tenant of your scope (Tenant-Id: *), zero included; each ` +
          'count exact up to the cap, then estimated and marked approximate, as the listing counts',
        querystring: querySchema('count'),
        response: { 200: TenantCountsSchema, ...problemResponses() },
      },
      config,
    },
    async (request) => {
      const query = parseListQuery(definition, request.query);
      const tenants = await listingTenantsOf(app, request, query);
      if (typeof tenants === 'string') {
        const counts = await countListing(app.database, tenants, definition, query, app.countBudgetMs);
        return { tenants: [{ tenantId: tenants, count: counts.filtered, approximate: counts.approximate }] };
      }
      const counts = new Map(
        (await countEachTenant(app.database, tenants, definition, query)).map((count) => [count.tenantId, count]),
      );
      const counted = tenants.scope.map(
        (tenantId) => counts.get(tenantId) ?? { tenantId, count: 0, approximate: false },
      );
      return { tenants: counted };
    },
  );
}
