import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ContentLineageSchema, IsoTime, LineageCombinationListSchema, LineageSchema } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { listQuerySchema, parseListQuery } from '../../lib/listing';
import { contentLineage } from './content-lineage';
import { egressEventListing } from './egress-event-listing';
import { highLevelLineage, lineageCombinations } from './lineage';

const tags = ['Data Egress'];
const config = { access: 'tenant' } as const;
const querystring = listQuerySchema(egressEventListing, 'count');

/**
 * High-level lineage (SPEC §7): the flows and the combinations of the events the egress filters match; and per-file
 * lineage: one event's content from where it was first seen to each of its egress events.
 */
export async function lineageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const lineageSchema = {
    tags,
    summary: 'Flows of the filtered events: origin, egress channel, destination, with events and volume',
    querystring,
    response: { 200: LineageSchema, ...problemResponses() },
  };
  app.get('/high-level-lineage', { schema: lineageSchema, config }, async (request) => {
    const query = parseListQuery(egressEventListing, request.query);
    return request.inTenant((tx, tenant) => highLevelLineage(tx, tenant.id, query));
  });

  const combinationsSchema = {
    tags,
    summary: 'Distinct origin, channel and destination combinations of the filtered events, with events, users, volume',
    querystring,
    response: { 200: LineageCombinationListSchema, ...problemResponses() },
  };
  app.get('/high-level-lineage/combinations', { schema: combinationsSchema, config }, async (request) => {
    const query = parseListQuery(egressEventListing, request.query);
    const combinations = await request.inTenant((tx, tenant) => lineageCombinations(tx, tenant.id, query));
    return { combinations };
  });

  const contentSchema = {
    tags,
    summary: "The chain of the event's content: where it was first seen, each copy, rename, archive, paste and egress",
    params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
    querystring: Type.Object({ created: Type.Optional(IsoTime()) }, { additionalProperties: false }),
    response: { 200: ContentLineageSchema, ...problemResponses(404) },
  };
  app.get('/egress-events/:id/lineage', { schema: contentSchema, config }, async (request) => {
    const key = { id: request.params.id, ...(request.query.created && { created: request.query.created }) };
    return request.inTenant((tx, tenant) => contentLineage(tx, tenant.id, key));
  });
}
