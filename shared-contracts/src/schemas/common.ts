// Schema builders every resource declaration uses: JSON Schema at run time, the TypeScript type through Static<>.

import { Kind, Type } from '@sinclair/typebox';
import type { IntegerOptions, SchemaOptions, StringOptions, TNull, TSchema, TUnion, TUnsafe } from '@sinclair/typebox';

/**
 * A string out of a fixed list, as `{ type: 'string', enum: [...] }` (what OpenAPI and AJV read best); its kind,
 * 'StringEnum', is what a TypeBox checker registers to check it.
 */
export function StringEnum<const Values extends readonly string[]>(
  values: Values,
  options: SchemaOptions = {},
): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ ...options, [Kind]: 'StringEnum', type: 'string', enum: [...values] });
}

/** The schema, or null. */
export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()], options);
}

/**
 * Text without the NUL character, which PostgreSQL text cannot hold (a JSON `\u0000` or a query's `%00` would
 * otherwise reach the database and fail there). The API also refuses NUL in any input before validation.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/** A string without NUL characters (see {@link NO_NUL_PATTERN}). */
export const Text = (options: StringOptions = {}) => Type.String({ pattern: NO_NUL_PATTERN, ...options });

/** The range of a PostgreSQL `integer` column. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** An integer a PostgreSQL `integer` column holds. */
export const Int32 = (options: IntegerOptions = {}) =>
  Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX, ...options });

/** An ISO 8601 date-time string. */
export const IsoTime = (options: SchemaOptions = {}) => Type.String({ format: 'date-time', ...options });

/** A free-form JSON object (details of an event or incident). */
export const AnyObject = (options: SchemaOptions = {}) =>
  Type.Unsafe<Record<string, unknown>>({ ...options, type: 'object', additionalProperties: true });

/** The names SPEC §3 gives a resource's list answer (`items`) and counts (`total`, `filtered`). */
export interface ListingNames<Items extends string, Total extends string, Filtered extends string> {
  items: Items;
  total: Total;
  filtered: Filtered;
}

/**
 * The answers of a resource's list routes: `page` (GET /<resource>: the items and nextToken) and `counts`
 * (GET /<resource>/count: total, filtered, approximate beyond the cap), under the resource's own names.
 */
export function ListingSchemas<
  const Items extends string,
  const Total extends string,
  const Filtered extends string,
  Item extends TSchema,
>(names: ListingNames<Items, Total, Filtered>, item: Item) {
  const page = Type.Composite([
    Type.Mapped(Type.Literal(names.items), () => Type.Array(item)),
    Type.Object({ nextToken: Nullable(Type.String(), { description: 'Cursor of the next page; null on the last' }) }),
  ]);
  const counts = Type.Composite([
    Type.Mapped(Type.Union([Type.Literal(names.total), Type.Literal(names.filtered)]), () => Type.Integer()),
    Type.Object({
      approximate: Type.Optional(Type.Boolean({ description: 'True when a count passed the cap and is an estimate' })),
    }),
  ]);
  return { names, item, page, counts };
}
