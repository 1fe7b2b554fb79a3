import { FormatRegistry, TypeRegistry } from '@sinclair/typebox';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { TypeCheck } from '@sinclair/typebox/compiler';

// What shared-contracts' schemas use beyond TypeBox's own checks: StringEnum and the formats of its strings (the
// request validation's ajv-formats checks them on the way in; a row read back is checked alike).
if (!TypeRegistry.Has('StringEnum')) {
  TypeRegistry.Set<{ enum: readonly string[] }>(
    'StringEnum',
    (schema, value) => typeof value === 'string' && schema.enum.includes(value),
  );
}
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)));
}
if (!FormatRegistry.Has('date')) {
  FormatRegistry.Set('date', (value) => /^\d{4}-\d\d-\d\d$/.test(value) && !Number.isNaN(Date.parse(value)));
}
if (!FormatRegistry.Has('uuid')) {
  FormatRegistry.Set('uuid', (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value));
}

/** A database row before it is read: column names to whatever the driver answered. */
export type RawRow = Record<string, unknown>;

/** Each schema's compiled check, compiled once (a row schema is a module constant, so the cache stays small). */
const compiled = new WeakMap<TObject, { check: TypeCheck<TObject>; keys: string[] }>();

function compiledFor(schema: TObject): { check: TypeCheck<TObject>; keys: string[] } {
  let found = compiled.get(schema);
  if (!found) {
    found = { check: TypeCompiler.Compile(schema), keys: Object.keys(schema.properties) };
    compiled.set(schema, found);
  }
  return found;
}

/** The compiled check of `schema` as a guard of the schema's own type. */
function matches<Schema extends TObject>(
  check: TypeCheck<TObject>,
  _schema: Schema,
  row: RawRow,
): row is Static<Schema> & RawRow {
  return check.Check(row);
}

/**
 * Reads a database row as the row schema's type: the schema's keys only (a page's sort columns and any column the
 * schema does not name stay behind), checked against the schema, so a projection that drifts from its schema
 * fails loudly instead of answering it. The check is compiled once per schema.
 */
export function rowReader<Schema extends TObject>(schema: Schema): (raw: RawRow) => Static<Schema> {
  const { check, keys } = compiledFor(schema);
  return (raw) => {
    // A plain loop: Object.fromEntries over mapped pairs took 2.3 µs a row against 0.6 µs (a page reads 100 to 1,000).
    const row: RawRow = {};
    for (const key of keys) row[key] = raw[key];
    if (matches(check, schema, row)) return row;
    const error = check.Errors(row).First();
    throw new Error(`A row does not match its schema at ${error?.path ?? '?'}: ${error?.message ?? 'invalid'}`);
  };
}

/** Reads rows with {@link rowReader}. */
export function readRows<Schema extends TObject>(schema: Schema, rows: readonly RawRow[]): Static<Schema>[] {
  return rows.map(rowReader(schema));
}

/**
 * Reads the JSON text a row carries (a json_agg cast to text, so both drivers answer the same) as the schema's type:
 * parsed, then checked against the schema, so a malformed value fails loudly instead of being cast. Made once per
 * schema at module load (the check is compiled then).
 */
export function jsonTextReader<Schema extends TSchema>(schema: Schema): (text: string) => Static<Schema> {
  const check = TypeCompiler.Compile(schema);
  return (text) => {
    const value: unknown = JSON.parse(text);
    if (check.Check(value)) return value;
    const error = check.Errors(value).First();
    throw new Error(`JSON of a row does not match its schema at ${error?.path ?? '?'}: ${error?.message ?? 'invalid'}`);
  };
}
