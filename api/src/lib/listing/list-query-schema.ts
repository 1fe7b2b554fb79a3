import type { ListingShape } from './listing-definition';

/** The querystring JSON schema of a list, count or export call of a listing (unknown parameters refused). */
export function listQuerySchema(definition: ListingShape, kind: 'list' | 'count' | 'export') {
  const properties: Record<string, object> = {
    search: { type: 'string', maxLength: 200 },
    cutoff: { type: 'string', format: 'date-time' },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
  };
  if (kind !== 'count') {
    properties.sortColumn = { type: 'string', enum: Object.keys(definition.sortColumns) };
    properties.sortOrder = { type: 'string', enum: ['asc', 'desc'] };
  }
  if (kind === 'list') {
    properties.pageSize = { type: 'integer', minimum: 1, maximum: definition.maxPageSize };
    properties.nextToken = { type: 'string', maxLength: 2000 };
  }
  for (const [key, filter] of Object.entries(definition.filters)) {
    if (filter.kind === 'range') {
      properties[`${key}Min`] = { type: 'number' };
      properties[`${key}Max`] = { type: 'number' };
    } else if (filter.kind === 'boolean') {
      properties[key] = { type: 'boolean' };
    } else if (filter.kind === 'in' && filter.values) {
      properties[key] = { type: 'array', maxItems: 100, items: { type: 'string', enum: [...filter.values] } };
    } else {
      properties[key] = { type: 'array', maxItems: 100, items: { type: 'string', maxLength: filter.maxLength ?? 200 } };
    }
  }
  return { type: 'object', additionalProperties: false, properties } as const;
}
