import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  FeatureFlagOverrideRequestSchema,
  FeatureFlagParamsSchema,
  FeatureFlagStateSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { readFlagState, setFlagOverride } from './repository';

const tags = ['Feature flags'];
const problems = problemResponses();

/** Effective feature flags of the active tenant and the Tenant Admin's local overrides (DESIGN §7). */
export async function featureFlagRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/feature-flags',
    {
      schema: {
        tags,
        summary: 'Flags in force for the active tenant',
        response: { 200: FeatureFlagStateSchema, ...problems },
      },
      config: { access: 'tenant' },
    },
    async (request) => {
      return request.inTenant((tx, tenant) => readFlagState(tx, tenant.id));
    },
  );

  app.put(
    '/feature-flags/:name',
    {
      schema: {
        tags,
        summary: 'Override a flag for the active tenant (Tenant Admin; audited)',
        params: FeatureFlagParamsSchema,
        body: FeatureFlagOverrideRequestSchema,
        response: { 200: FeatureFlagStateSchema, ...problems },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const actor = requireSession(request).sub;
      const { name } = request.params;
      return request.inTenant((tx, tenant) => setFlagOverride(tx, tenant.id, actor, name, request.body.value));
    },
  );

  app.delete(
    '/feature-flags/:name',
    {
      schema: {
        tags,
        summary: "Remove the active tenant's override of a flag (Tenant Admin; audited)",
        params: FeatureFlagParamsSchema,
        response: { 200: FeatureFlagStateSchema, ...problems },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const { name } = request.params;
      const actor = requireSession(request).sub;
      return request.inTenant((tx, tenant) => setFlagOverride(tx, tenant.id, actor, name, null));
    },
  );
}
