import { Type } from '@sinclair/typebox';
import type { TProperties } from '@sinclair/typebox';
import type { ListingShape } from './listing-definition';

const isoTime = () => Type.String({ format: 'date-time' });

/** The querystring schema of a list, count or export call of a listing (unknown parameters refused). */
export function listQuerySchema(definition: ListingShape, kind: 'list' | 'count' | 'export') {
  const properties: TProperties = {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    cutoff: Type.Optional(isoTime()),
    from: Type.Optional(isoTime()),
    to: Type.Optional(isoTime()),
  };
  if (kind !== 'count') {
    properties.sortColumn = Type.Optional(Type.String({ enum: Object.keys(definition.sortColumns) }));
    properties.sortOrder = Type.Optional(Type.String({ enum: ['asc', 'desc'] }));
  }
  if (kind === 'list') {
    properties.pageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: definition.maxPageSize }));
    properties.nextToken = Type.Optional(Type.String({ maxLength: 2000 }));
  }
  for (const [key, filter] of Object.entries(definition.filters)) {
    if (filter.kind === 'range') {
      properties[`${key}Min`] = Type.Optional(Type.Number());
      properties[`${key}Max`] = Type.Optional(Type.Number());
    } else if (filter.kind === 'boolean') {
      properties[key] = Type.Optional(Type.Boolean());
    } else {
      const item =
        filter.kind === 'in' && filter.values
          ? Type.String({ enum: [...filter.values] })
          : Type.String({ maxLength: filter.maxLength ?? 200 });
      properties[key] = Type.Optional(Type.Array(item, { maxItems: 100 }));
    }
  }
  return Type.Object(properties, { additionalProperties: false });
}
