import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  FeatureFlagOverrideRequestSchema,
  FeatureFlagParamsSchema,
  FeatureFlagStateSchema,
} from 'shared-contracts/schemas';
import { withTenant } from '../../db/tenant-scope';
import { problemResponses } from '../../lib/http/problem';
import { requireSession, requireTenant } from '../../plugins/access-control';
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
      const tenant = requireTenant(request);
      return withTenant(app.database, tenant.id, (tx) => readFlagState(tx, tenant.id));
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
      const tenant = requireTenant(request);
      const actor = requireSession(request).sub;
      const { name } = request.params;
      return withTenant(app.database, tenant.id, (tx) =>
        setFlagOverride(tx, tenant.id, actor, name, request.body.value),
      );
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
      const tenant = requireTenant(request);
      const { name } = request.params;
      const actor = requireSession(request).sub;
      return withTenant(app.database, tenant.id, (tx) => setFlagOverride(tx, tenant.id, actor, name, null));
    },
  );
}
