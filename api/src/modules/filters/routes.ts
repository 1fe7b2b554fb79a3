import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  FilterOptionListSchema,
  FilterOptionsQuerySchema,
  SavedFilterListQuerySchema,
  SavedFilterListSchema,
  SavedFilterParamsSchema,
  SavedFilterRequestSchema,
  SavedFilterSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { readTenantOrScope } from '../tenant-groups/scope';
import { AUDIT_OPTION_ENDPOINTS, auditOptions } from './audit-log-options';
import { DEVICE_OPTION_ENDPOINTS, deviceOptions } from './device-options';
import { assigneeOptions, columnOptions, OPTION_ENDPOINTS } from './filter-options';
import { saveFilter, listSavedFilters } from './saved-filters';

const tags = ['Filters'];
const problems = problemResponses();
const config = { access: 'tenant' } as const;
// The incident grid's option filters work over All tenants too (Tenant-Id: *): the values of the caller's scope.
const scopeConfig = { access: 'tenant', allTenants: true } as const;
const optionsSchema = (summary: string) => ({
  tags,
  summary,
  querystring: FilterOptionsQuerySchema,
  response: { 200: FilterOptionListSchema, ...problems },
});

/** Filter-option endpoints of SPEC §7 (`{ options: [{ value, label }] }`) and the user's saved filters. */
export async function filterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const endpoint of OPTION_ENDPOINTS) {
    const schema = optionsSchema(`Choices of the ${endpoint.replace(/-options$/, '')} filter`);
    app.get(`/filters/${endpoint}`, { schema, config: scopeConfig }, async (request) => {
      const search = request.query.search ?? '';
      const options = await readTenantOrScope(fastify.database, request, (tx, tenants) =>
        columnOptions(tx, tenants, endpoint, search),
      );
      return { options };
    });
  }

  for (const endpoint of AUDIT_OPTION_ENDPOINTS) {
    const schema = optionsSchema(`Choices of the audit log's ${endpoint.replace(/^audit-|-options$/g, '')} filter`);
    app.get(`/filters/${endpoint}`, { schema, config }, async (request) => {
      const search = request.query.search ?? '';
      const options = await request.inTenant((tx, tenant) => auditOptions(tx, tenant.id, endpoint, search));
      return { options };
    });
  }

  for (const endpoint of DEVICE_OPTION_ENDPOINTS) {
    const schema = optionsSchema(`Choices of the device grid's ${endpoint.replace(/^device-|-options$/g, '')} filter`);
    app.get(`/filters/${endpoint}`, { schema, config }, async (request) => {
      const search = request.query.search ?? '';
      const options = await request.inTenant((tx, tenant) => deviceOptions(tx, tenant.id, endpoint, search));
      return { options };
    });
  }

  const assigneeSchema = optionsSchema('Choices of the Assigned To filter (with unassigned)');
  app.get('/filters/assignee-options', { schema: assigneeSchema, config: scopeConfig }, async (request) => {
    const search = request.query.search ?? '';
    const options = await readTenantOrScope(fastify.database, request, (tx, tenants) =>
      assigneeOptions(tx, tenants, search),
    );
    return { options };
  });

  const listSchema = {
    tags,
    summary: "The caller's saved filters",
    querystring: SavedFilterListQuerySchema,
    response: { 200: SavedFilterListSchema, ...problems },
  };
  app.get('/filters', { schema: listSchema, config }, async (request) => {
    const userId = requireSession(request).sub;
    const filters = await request.inTenant((tx, tenant) => listSavedFilters(tx, tenant.id, userId, request.query.grid));
    return { filters };
  });

  const saveSchema = {
    tags,
    summary: 'Save (create or replace) a named filter of a grid',
    params: SavedFilterParamsSchema,
    body: SavedFilterRequestSchema,
    response: { 200: SavedFilterSchema, ...problems },
  };
  app.put('/filters/:filterID', { schema: saveSchema, config }, async (request) => {
    const userId = requireSession(request).sub;
    return request.inTenant((tx, tenant) => saveFilter(tx, tenant.id, userId, request.params.filterID, request.body));
  });
}
