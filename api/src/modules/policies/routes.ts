import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { ClassificationSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import { expectedVersion } from '../../lib/http/if-match';
import { requireSession } from '../../plugins/access-control';
import { backtestPolicy } from './backtest';
import { educationEffects, policyEducationEffect } from './education-effect';
import {
  createPolicy,
  deletePolicies,
  deletePolicy,
  reorderPolicies,
  restoreVersion,
  setPolicyStatus,
  updatePolicy,
} from './policy-writes';
import { findPolicy, listPolicies, listVersions } from './repository';
import {
  backtestSchema,
  classificationsSchema,
  createPolicySchema,
  deletePoliciesSchema,
  deletePolicySchema,
  educationEffectSchema,
  educationEffectsSchema,
  getPolicySchema,
  listPoliciesSchema,
  listVersionsSchema,
  policyStatusSchema,
  reorderPoliciesSchema,
  restoreVersionSchema,
  updatePolicySchema,
} from './route-schemas';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the backtest's window ends: now, or a test's fixed time. */
    policyClock: () => Date;
  }
}

/** The classification kind of each of SPEC §7's three routes, and what its summary calls them. */
const CLASSIFICATION_ROUTES = {
  categories: { kind: 'category', what: 'data categories' },
  'element-types': { kind: 'element_type', what: 'data element types' },
  'compliance-frameworks': { kind: 'compliance_framework', what: 'compliance frameworks' },
} as const;

/**
 * Protection policies (SPEC §7) and the builder's classifications: read by every member of the tenant (an analyst
 * reads, and may backtest a draft, which writes nothing), written by a Tenant Admin (`policies.write`), every write
 * audited under Policies with a new version. Another tenant's policy is a 404.
 */
export async function policyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = { access: 'tenant' } as const;
  const write = { access: 'tenant-admin' } as const;
  const actorOf = (request: FastifyRequest) => ({ id: requireSession(request).sub });

  app.get('/policies', { schema: listPoliciesSchema, config: read }, async (request) => {
    const type = request.query.policyType ?? 'protection';
    return { policies: await request.inTenant((tx, tenant) => listPolicies(tx, tenant.id, type)) };
  });

  app.post('/policies', { schema: createPolicySchema, config: write }, async (request) => {
    return {
      policy: await request.inTenant((tx, tenant) =>
        createPolicy(tx, tenant.id, actorOf(request), request.body.policy),
      ),
    };
  });

  // SPEC §7: delete-many is a PATCH of the collection with the ids in the body.
  app.patch('/policies', { schema: deletePoliciesSchema, config: write }, async (request) => {
    const ids = request.body.policyIds;
    return { deleted: await request.inTenant((tx, tenant) => deletePolicies(tx, tenant.id, actorOf(request), ids)) };
  });

  app.patch('/policies/status', { schema: policyStatusSchema, config: write }, async (request) => {
    const { policyId, status, version } = request.body;
    const expected = expectedVersion(request, version, 'policy');
    const policy = await request.inTenant((tx, tenant) =>
      setPolicyStatus(tx, tenant.id, actorOf(request), policyId, status, expected),
    );
    return { policy };
  });

  app.patch('/policies/priority', { schema: reorderPoliciesSchema, config: write }, async (request) => {
    const ids = request.body.policyIds;
    return { changed: await request.inTenant((tx, tenant) => reorderPolicies(tx, tenant.id, actorOf(request), ids)) };
  });

  app.post('/policies/backtest', { schema: backtestSchema, config: read }, async (request) => {
    return request.inTenant((tx, tenant) => backtestPolicy(tx, tenant.id, request.body, app.policyClock()));
  });

  // SPEC §7 writes the one-policy routes with a trailing slash; both spellings are served.
  for (const path of ['/policies/:id', '/policies/:id/']) {
    app.get(path, { schema: getPolicySchema, config: read }, async (request) => {
      return { policy: await request.inTenant((tx, tenant) => findPolicy(tx, tenant.id, request.params.id)) };
    });

    app.patch(path, { schema: updatePolicySchema, config: write }, async (request, reply) => {
      const { version, ...body } = request.body.policy;
      const expected = expectedVersion(request, version, 'policy');
      const policy = await request.inTenant((tx, tenant) =>
        updatePolicy(tx, tenant.id, actorOf(request), request.params.id, body, expected),
      );
      return reply.header('etag', `"${policy.version}"`).send({ policy });
    });

    app.delete(path, { schema: deletePolicySchema, config: write }, async (request, reply) => {
      await request.inTenant((tx, tenant) => deletePolicy(tx, tenant.id, actorOf(request), request.params.id));
      return reply.code(204).send(null);
    });
  }

  app.get('/policies/:id/versions', { schema: listVersionsSchema, config: read }, async (request) => {
    const versions = await request.inTenant(async (tx, tenant) => {
      await findPolicy(tx, tenant.id, request.params.id);
      return listVersions(tx, tenant.id, request.params.id);
    });
    return { versions };
  });

  app.post(
    '/policies/:id/versions/:version/restore',
    { schema: restoreVersionSchema, config: write },
    async (request) => {
      const { id, version } = request.params;
      const expected = expectedVersion(request, undefined, 'policy');
      return {
        policy: await request.inTenant((tx, tenant) =>
          restoreVersion(tx, tenant.id, actorOf(request), id, version, expected),
        ),
      };
    },
  );

  // Does educating work? (README): read by every member, computed from the tenant's events as of the policy clock.
  app.get('/policies/:id/education-effect', { schema: educationEffectSchema, config: read }, async (request) => {
    const asOf = app.policyClock();
    return {
      educationEffect: await request.inTenant((tx, tenant) =>
        policyEducationEffect(tx, tenant.id, request.params.id, asOf),
      ),
    };
  });

  app.get('/dashboard/education-effect', { schema: educationEffectsSchema, config: read }, async (request) => {
    const asOf = app.policyClock();
    return { policies: await request.inTenant((tx, tenant) => educationEffects(tx, tenant.id, asOf)) };
  });

  for (const [path, { kind, what }] of Object.entries(CLASSIFICATION_ROUTES)) {
    app.get(`/classifications/${path}`, { schema: classificationsSchema(what), config: read }, async (request) => {
      const classifications = await request.inTenant((tx, tenant) =>
        queryRows(
          tx,
          sql`SELECT id, display_name, policy_builder_hidden, extra FROM classifications
              WHERE tenant_id = ${tenant.id} AND kind = ${kind} ORDER BY sort_order, display_name, id`,
          ClassificationSchema,
        ),
      );
      return { classifications };
    });
  }
}
