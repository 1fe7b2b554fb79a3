import type { FastifyInstance } from 'fastify';
import { FEATURE_FLAG_NAMES } from 'shared-contracts';
import type { FeatureFlagName } from 'shared-contracts';
import { withTenant } from '../../db/tenant-scope';
import { requireSession, requireTenant } from '../../plugins/access-control';
import { readFlagState, setFlagOverride } from './repository';

const flagsObject = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, { type: 'boolean' }])),
} as const;

const stateSchema = {
  type: 'object',
  required: ['flags', 'overrides'],
  properties: { flags: { ...flagsObject, required: [...FEATURE_FLAG_NAMES] }, overrides: flagsObject },
} as const;

const problems = {
  400: { $ref: 'ProblemDetails#' },
  401: { $ref: 'ProblemDetails#' },
  403: { $ref: 'ProblemDetails#' },
};
const params = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', enum: [...FEATURE_FLAG_NAMES] } },
} as const;

/** Effective feature flags of the active tenant and the Tenant Admin's local overrides (DESIGN §7). */
export async function featureFlagRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/feature-flags',
    {
      schema: {
        tags: ['Feature flags'],
        summary: 'Flags in force for the active tenant',
        response: { 200: stateSchema, ...problems },
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
        tags: ['Feature flags'],
        summary: 'Override a flag for the active tenant (Tenant Admin; audited)',
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['value'],
          properties: { value: { type: 'boolean' } },
        },
        response: { 200: stateSchema, ...problems },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const { name } = request.params as { name: FeatureFlagName };
      const { value } = request.body as { value: boolean };
      const actor = requireSession(request).sub;
      return withTenant(app.database, tenant.id, (tx) => setFlagOverride(tx, tenant.id, actor, name, value));
    },
  );

  app.delete(
    '/feature-flags/:name',
    {
      schema: {
        tags: ['Feature flags'],
        summary: "Remove the active tenant's override of a flag (Tenant Admin; audited)",
        params,
        response: { 200: stateSchema, ...problems },
      },
      config: { access: 'tenant-admin' },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const { name } = request.params as { name: FeatureFlagName };
      const actor = requireSession(request).sub;
      return withTenant(app.database, tenant.id, (tx) => setFlagOverride(tx, tenant.id, actor, name, null));
    },
  );
}
