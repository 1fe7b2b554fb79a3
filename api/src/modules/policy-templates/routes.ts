import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../plugins/access-control';
import {
  listTemplates,
  previewPush,
  pushVersion,
  saveTemplate,
  saveVersion,
  templateDetails,
  templateStatus,
} from './repository';
import {
  getTemplateSchema,
  listTemplatesSchema,
  previewPushSchema,
  pushSchema,
  saveTemplateSchema,
  saveVersionSchema,
  templateStatusSchema,
} from './schemas';
import { requireInScope, scopeOf } from '../tenant-groups/scope';

const config = { access: 'platform-admin' } as const;

/**
 * Policy templates (issue 31, item 3), for platform admins: save policies of a tenant as a versioned template, push a
 * version to tenants, and see per tenant whether its copy is in sync, drifted or missing. Every tenant named must be in
 * the user's scope (`scopeOf`, the one decision of a scope: for the platform admins these routes admit, every tenant);
 * the templates live in platform tables, the copies in each tenant's own rows.
 */
export async function policyTemplateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const who = async (request: FastifyRequest) => {
    const session = requireSession(request);
    const { tenants } = await scopeOf(app.database, session);
    return { actor: { id: session.sub }, scope: tenants.map((tenant) => tenant.id) };
  };

  app.get('/platform/policy-templates', { schema: listTemplatesSchema, config }, async (request) => {
    const { scope } = await who(request);
    return { templates: await listTemplates(app.database, scope) };
  });

  app.post('/platform/policy-templates', { schema: saveTemplateSchema, config }, async (request) => {
    const { actor, scope } = await who(request);
    requireInScope(scope, [request.body.tenantId], () => 'tenantId');
    const id = await saveTemplate(app.database, actor, request.body);
    return templateDetails(app.database, scope, id);
  });

  app.get('/platform/policy-templates/:templateId', { schema: getTemplateSchema, config }, async (request) => {
    const { scope } = await who(request);
    return templateDetails(app.database, scope, request.params.templateId);
  });

  app.post(
    '/platform/policy-templates/:templateId/versions',
    { schema: saveVersionSchema, config },
    async (request) => {
      const { actor, scope } = await who(request);
      requireInScope(scope, [request.body.tenantId], () => 'tenantId');
      await saveVersion(app.database, scope, actor, request.params.templateId, request.body);
      return templateDetails(app.database, scope, request.params.templateId);
    },
  );

  app.get(
    '/platform/policy-templates/:templateId/status',
    { schema: templateStatusSchema, config },
    async (request) => {
      const { scope } = await who(request);
      return templateStatus(app.database, scope, request.params.templateId);
    },
  );

  app.post('/platform/policy-templates/:templateId/preview', { schema: previewPushSchema, config }, async (request) => {
    const { actor, scope } = await who(request);
    requireInScope(scope, request.body.tenantIds, (index) => `tenantIds/${index}`);
    return previewPush(app.database, scope, actor, request.params.templateId, request.body);
  });

  app.post('/platform/policy-templates/:templateId/push', { schema: pushSchema, config }, async (request) => {
    const { actor, scope } = await who(request);
    requireInScope(scope, request.body.tenantIds, (index) => `tenantIds/${index}`);
    return pushVersion(app.database, scope, actor, request.params.templateId, request.body);
  });
}
