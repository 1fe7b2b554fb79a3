import type { FastifyInstance } from 'fastify';
import type { SavedFilterRequest } from 'shared-contracts';
import { withTenant } from '../../db/tenant-scope';
import { requireSession, requireTenant } from '../../plugins/access-control';
import { assigneeOptions, columnOptions, OPTION_COLUMNS } from './filter-options';
import type { OptionEndpoint } from './filter-options';
import { saveFilter, listSavedFilters } from './saved-filters';

const tags = ['Filters'];
const problems = {
  400: { $ref: 'ProblemDetails#' },
  401: { $ref: 'ProblemDetails#' },
  403: { $ref: 'ProblemDetails#' },
};
const optionsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 } },
} as const;
const optionsResponse = {
  200: {
    type: 'object',
    required: ['options'],
    properties: {
      options: {
        type: 'array',
        items: {
          type: 'object',
          required: ['value', 'label'],
          properties: { value: { type: 'string' }, label: { type: 'string' } },
        },
      },
    },
  },
  ...problems,
};

/** Grids a filter can be saved for. */
export const SAVED_FILTER_GRIDS = ['incidents', 'egress-events', 'devices', 'audit-logs'] as const;

const savedFilterSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    grid: { type: 'string' },
    name: { type: 'string' },
    query: { type: 'object', additionalProperties: true },
    updated: { type: 'string' },
  },
} as const;

/** Filter-option endpoints of SPEC §7 (`{ options: [{ value, label }] }`) and the user's saved filters. */
export async function filterRoutes(app: FastifyInstance): Promise<void> {
  for (const endpoint of Object.keys(OPTION_COLUMNS) as OptionEndpoint[]) {
    app.get(
      `/filters/${endpoint}`,
      {
        schema: {
          tags,
          summary: `Choices of the ${endpoint.replace(/-options$/, '')} filter`,
          querystring: optionsQuery,
          response: optionsResponse,
        },
        config: { access: 'tenant' },
      },
      async (request) => {
        const tenant = requireTenant(request);
        const { search = '' } = request.query as { search?: string };
        const options = await withTenant(app.database, tenant.id, (tx) =>
          columnOptions(tx, tenant.id, endpoint, search),
        );
        return { options };
      },
    );
  }

  app.get(
    '/filters/assignee-options',
    {
      schema: {
        tags,
        summary: 'Choices of the Assigned To filter (with unassigned)',
        querystring: optionsQuery,
        response: optionsResponse,
      },
      config: { access: 'tenant' },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const { search = '' } = request.query as { search?: string };
      const options = await withTenant(app.database, tenant.id, (tx) => assigneeOptions(tx, tenant.id, search));
      return { options };
    },
  );

  app.get(
    '/filters',
    {
      schema: {
        tags,
        summary: "The caller's saved filters",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { grid: { type: 'string', enum: [...SAVED_FILTER_GRIDS] } },
        },
        response: {
          200: {
            type: 'object',
            required: ['filters'],
            properties: { filters: { type: 'array', items: savedFilterSchema } },
          },
          ...problems,
        },
      },
      config: { access: 'tenant' },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const { grid } = request.query as { grid?: string };
      const filters = await withTenant(app.database, tenant.id, (tx) =>
        listSavedFilters(tx, tenant.id, requireSession(request).sub, grid),
      );
      return { filters };
    },
  );

  app.put(
    '/filters/:filterID',
    {
      schema: {
        tags,
        summary: 'Save (create or replace) a named filter of a grid',
        params: {
          type: 'object',
          required: ['filterID'],
          properties: { filterID: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'grid', 'query'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            grid: { type: 'string', enum: [...SAVED_FILTER_GRIDS] },
            query: {
              type: 'object',
              maxProperties: 50,
              // Every value is a list (a single value is read as a list of one), as URL parameters repeat.
              additionalProperties: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 2000 } },
            },
          },
        },
        response: { 200: savedFilterSchema, ...problems },
      },
      config: { access: 'tenant' },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const { filterID } = request.params as { filterID: string };
      return withTenant(app.database, tenant.id, (tx) =>
        saveFilter(tx, tenant.id, requireSession(request).sub, filterID, request.body as SavedFilterRequest),
      );
    },
  );
}
