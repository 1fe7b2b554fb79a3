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
import { requireInScope } from '../tenant-groups/scope';
import { ownerGroup, requireTemplateScope } from './template-scope';

const config = { access: 'scope' } as const;

/**
 * Policy templates (issue 31, item 3), for platform admins and Tenant Group Admins: save policies of a tenant as a
 * versioned template, push a version to tenants, and see per tenant whether its copy is in sync, drifted or missing.
 * Every tenant named must be in the user's scope (`scopeOf`, the one decision of a scope: every tenant for a platform
 * admin, their groups' active tenants for a Tenant Group Admin; 403 problem details naming the others, nothing
 * written), and a template must be one they see (a platform admin: every one; a Tenant Group Admin: their groups';
 * 404 otherwise). Anyone else: 403. The templates live in platform tables, the copies in each tenant's own rows.
 */
export async function policyTemplateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const who = async (request: FastifyRequest) => {
    const session = requireSession(request);
    return { actor: { id: session.sub }, scope: await requireTemplateScope(app.database, request) };
  };

  app.get('/platform/policy-templates', { schema: listTemplatesSchema, config }, async (request) => {
    const { scope } = await who(request);
    return { templates: await listTemplates(app.database, scope) };
  });

  app.post('/platform/policy-templates', { schema: saveTemplateSchema, config }, async (request) => {
    const { actor, scope } = await who(request);
    requireInScope(scope.tenants, [request.body.tenantId], () => 'tenantId');
    const group = await ownerGroup(app.database, scope, request.body.groupId, request.body.tenantId);
    const id = await saveTemplate(app.database, actor, request.body, group);
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
      requireInScope(scope.tenants, [request.body.tenantId], () => 'tenantId');
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
    requireInScope(scope.tenants, request.body.tenantIds, (index) => `tenantIds/${index}`);
    return previewPush(app.database, scope, actor, request.params.templateId, request.body);
  });

  app.post('/platform/policy-templates/:templateId/push', { schema: pushSchema, config }, async (request) => {
    const { actor, scope } = await who(request);
    requireInScope(scope.tenants, request.body.tenantIds, (index) => `tenantIds/${index}`);
    return pushVersion(app.database, scope, actor, request.params.templateId, request.body);
  });
}
