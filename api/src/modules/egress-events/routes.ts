import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EgressEventListingSchemas, ExtendedEgressEventResponseSchema, IsoTime } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { registerListingRoutes } from '../../lib/listing';
import { withRedactedSnippets } from '../evidence/evidence-repository';
import { egressEventListing } from './egress-event-listing';
import { getExtendedEgressEvent } from './repository';

const tags = ['Data Egress'];

const getEventSchema = {
  tags,
  summary: 'The extended event (extendEgressEvent): who, device, process, file, matches, policy, verdict, where',
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  querystring: Type.Object({ created: Type.Optional(IsoTime()) }, { additionalProperties: false }),
  response: { 200: ExtendedEgressEventResponseSchema, ...problemResponses(404) },
};

/** Data Egress (SPEC §7): list, count and export of the events, and one event's extended form. */
export async function egressEventRoutes(fastify: FastifyInstance): Promise<void> {
  registerListingRoutes(fastify, {
    path: '/egress-events',
    definition: egressEventListing,
    schemas: EgressEventListingSchemas,
    exportFileStem: 'egress-events',
    access: 'tenant',
    tag: 'Data Egress',
    noun: 'egress events',
  });

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/egress-events/:id', { schema: getEventSchema, config: { access: 'tenant' } }, async (request) => {
    const key = { id: request.params.id, ...(request.query.created && { created: request.query.created }) };
    const extendEgressEvent = await request.inTenant(async (tx, tenant) =>
      withRedactedSnippets(tx, tenant.id, await getExtendedEgressEvent(tx, tenant.id, key)),
    );
    return { extendEgressEvent };
  });
}
