import { Type } from '@sinclair/typebox';
import type { TProperties } from '@sinclair/typebox';
import { INT4_MAX, INT4_MIN, IsoTime, Text } from 'shared-contracts/schemas';
import { TENANT_FILTER } from './listing-definition';
import type { ListingShape, RangeType } from './listing-definition';

const isoTime = () => IsoTime();

/** The values a range filter's column holds: what `<key>Min` / `<key>Max` accept (a decimal in an integer is a 400). */
const RANGE_BOUNDS: Readonly<Record<RangeType, { integer: boolean; minimum: number; maximum: number }>> = {
  integer: { integer: true, minimum: INT4_MIN, maximum: INT4_MAX },
  bigint: { integer: true, minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
  double: { integer: false, minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE },
};

function rangeBound(type: RangeType) {
  const { integer, ...bounds } = RANGE_BOUNDS[type];
  return Type.Optional(integer ? Type.Integer(bounds) : Type.Number(bounds));
}

/** The querystring schema of a list, count or export call of a listing (unknown parameters refused). */
export function listQuerySchema(
  definition: ListingShape,
  kind: 'list' | 'count' | 'export',
  options: { allTenants?: boolean } = {},
) {
  const properties: TProperties = {
    search: Type.Optional(Text({ maxLength: 200 })),
    cutoff: Type.Optional(isoTime()),
    from: Type.Optional(isoTime()),
    to: Type.Optional(isoTime()),
  };
  if (kind !== 'count') {
    properties.sortColumn = Type.Optional(Type.String({ enum: Object.keys(definition.sortColumns) }));
    properties.sortOrder = Type.Optional(Type.String({ enum: ['asc', 'desc'] }));
  }
  if (kind === 'export') {
    properties.timeZone = Type.Optional(
      Text({ maxLength: 64, description: 'IANA time zone of the times (ISO 8601 with its offset); UTC by default' }),
    );
  }
  if (kind === 'list') {
    properties.pageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: definition.maxPageSize }));
    properties.nextToken = Type.Optional(Text({ maxLength: 2000 }));
  }
  for (const [key, filter] of Object.entries(definition.filters)) {
    if (filter.kind === 'range') {
      properties[`${key}Min`] = rangeBound(filter.type);
      properties[`${key}Max`] = rangeBound(filter.type);
    } else if (filter.kind === 'boolean') {
      properties[key] = Type.Optional(Type.Boolean());
    } else {
      const item =
        filter.kind === 'in' && filter.values
          ? Type.String({ enum: [...filter.values] })
          : Text({ maxLength: filter.maxLength ?? 200 });
      properties[key] = Type.Optional(Type.Array(item, { maxItems: 100 }));
    }
  }
  // A listing read over All tenants keeps the tenants named (Tenant-Id: * only; a 400 with one tenant).
  if (options.allTenants)
    properties[TENANT_FILTER] = Type.Optional(
      Type.Array(Text({ maxLength: 200 }), {
        maxItems: 100,
        description: 'Tenant ids to keep (only with Tenant-Id: *); a tenant outside your scope matches nothing',
      }),
    );
  return Type.Object(properties, { additionalProperties: false });
}
