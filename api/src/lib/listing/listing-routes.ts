import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ListingNames } from 'shared-contracts/schemas';
import { withTenant } from '../../db/tenant-scope';
import type { AccessRule } from '../../plugins/access';
import { requireTenant } from '../../plugins/access-control';
import { problemResponses } from '../http/problem';
import { countListing } from './capped-count';
import { sendCsvExport } from './csv-export';
import { listQuerySchema } from './list-query-schema';
import type { ListingDefinition } from './listing-definition';
import { listPage } from './listing-sql';
import { parseListQuery } from './parse-list-query';

/** A resource's list routes: its listing, the answers' schemas from shared-contracts, and how it is shown. */
export interface ListingRoutes<Row> {
  /** The resource's path, such as `/incidents`. */
  path: string;
  definition: ListingDefinition<Row>;
  /** `ListingSchemas(...)` of shared-contracts: the SPEC §3 names and the page and counts answers. */
  schemas: { names: ListingNames<string, string, string>; page: TSchema; counts: TSchema };
  /** The export's file name before `-<cutoff>.csv`. */
  exportFileStem: string;
  /** Who may call them (`config.access`, listed in the access matrix). */
  access: AccessRule;
  /** OpenAPI tag, and the resource's name in the summaries (plural, lower case). */
  tag: string;
  noun: string;
}

/** GET <path> (one keyset page), <path>/count and <path>/export (CSV) of a listing. */
export function registerListingRoutes<Row>(app: FastifyInstance, options: ListingRoutes<Row>): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { path, definition, schemas, access, noun } = options;
  const { names } = schemas;
  const tags = [options.tag];
  const config = { access };

  api.get(
    path,
    {
      schema: {
        tags,
        summary: `One page of ${noun} (keyset)`,
        querystring: listQuerySchema(definition, 'list'),
        response: { 200: schemas.page, ...problemResponses() },
      },
      config,
    },
    async (request) => {
      const tenant = requireTenant(request);
      const query = parseListQuery(definition, request.query);
      const page = await withTenant(app.database, tenant.id, (tx) => listPage(tx, tenant.id, definition, query));
      return { [names.items]: page.rows, nextToken: page.nextToken };
    },
  );

  api.get(
    `${path}/count`,
    {
      schema: {
        tags,
        summary: `The ${noun} up to the cutoff (${names.total}) and matching the filters (${names.filtered})`,
        querystring: listQuerySchema(definition, 'count'),
        response: { 200: schemas.counts, ...problemResponses() },
      },
      config,
    },
    async (request) => {
      const tenant = requireTenant(request);
      const query = parseListQuery(definition, request.query);
      const counts = await countListing(app.database, tenant.id, definition, query, app.countBudgetMs);
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
        querystring: listQuerySchema(definition, 'export'),
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv' }, ...problemResponses() },
      },
      config,
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const query = parseListQuery(definition, request.query);
      return sendCsvExport(reply, app.database, tenant.id, definition, query, options.exportFileStem);
    },
  );
}
