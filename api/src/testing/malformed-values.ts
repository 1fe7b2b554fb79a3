import type { Random } from '../db/demo/prng';

/** The part of a JSON schema (as the OpenAPI document serves it) the generator reads. */
export interface SchemaLike {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
}

const NUL_STRINGS = ['\u0000', 'a\u0000b', '%00', 'x'.repeat(10) + '\u0000', '\u0000\u0000\u0000'];
const ODD_STRINGS = [
  '',
  ' ',
  "'",
  '%',
  '\\',
  '_%\\_',
  "'; DROP TABLE incidents; --",
  '\ud800',
  '\uffff',
  '😀'.repeat(300),
  'x'.repeat(5_000),
  'x'.repeat(100_001),
  '\r\n',
  '=cmd|x',
  'constructor',
  '__proto__',
];
const DATES = [
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59.999Z',
  '10000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T23:59:60Z',
  '2026-01-01T00:00:00+25:00',
  '0001-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '4714-11-24T00:00:00Z',
  '294277-01-01T00:00:00Z',
  'yesterday',
  '2026-01-01',
];
const NUMBERS = [
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '0',
  '1.5',
  '-0.5',
  '1e-400',
  '12345678901234567890123',
  '-12345678901234567890123',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '0x10',
  '1_000',
  ' 7',
  '',
];

/** A malformed string query value (text, NUL bytes, dates, numbers): any of them is fair game for any parameter. */
export function malformedQueryValue(random: Random, schema: SchemaLike): string {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const pools: string[][] = [NUL_STRINGS, ODD_STRINGS];
  if (schema.format === 'date-time') pools.push(DATES, DATES, DATES);
  if (type === 'integer' || type === 'number') pools.push(NUMBERS, NUMBERS, NUMBERS);
  if (type === 'boolean') pools.push(['yes', '2', 'TRUE', 'null', '\u0000true']);
  if (type === 'array' || schema.enum) pools.push(NUMBERS, DATES);
  if (schema.enum) pools.push(schema.enum.map((value) => `${String(value)}\u0000`));
  return random.pick(random.pick(pools));
}

const UUID = '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d';

/** A nextToken and the sort it claims, so that it reaches the check of its value (not only the sort's). */
export interface MalformedCursor {
  token: string;
  sortColumn?: string;
  sortOrder: 'asc' | 'desc';
}

const CURSOR_VALUES: unknown[] = [
  ...DATES,
  ...NUL_STRINGS,
  1e308,
  -1e308,
  Number('12345678901234567890123'),
  1.5,
  -1,
  null,
  {},
  [],
  'x'.repeat(999),
  'x'.repeat(1001),
];

/**
 * A base64url nextToken: garbage, or a cursor of the listing kit's shape (`[sortColumn, sortOrder, value, id]`) or
 * of the lists' item pages (`{ v }`) holding an impossible value: 2026-02-30, year 0000, NUL, huge numbers.
 */
export function malformedCursor(random: Random, sortColumns: readonly string[]): MalformedCursor {
  const value = random.chance(0.5) ? random.pick(DATES) : random.pick(CURSOR_VALUES);
  // A date goes mostly with a time column, so that it passes the sort check and reaches the value's.
  const timeColumns = sortColumns.filter((column) => /created|updated|time|date|at$/i.test(column));
  const columns = typeof value === 'string' && timeColumns.length > 0 && random.chance(0.8) ? timeColumns : sortColumns;
  const sortColumn = columns.length > 0 ? random.pick(columns) : undefined;
  const sortOrder = random.pick(['asc', 'desc'] as const);
  const id = random.chance(0.8) ? UUID : random.pick<unknown>([`${UUID}\u0000`, 'not-a-uuid', 42, null]);
  const json = random.pick([
    JSON.stringify([sortColumn ?? 'created', sortOrder, value, id]),
    JSON.stringify([sortColumn ?? 'created', sortOrder, value, id]),
    JSON.stringify({ v: value }),
    JSON.stringify({ column: sortColumn, value }),
    '[',
    '\u0000',
  ]);
  const encoded = Buffer.from(json, 'utf8').toString('base64url');
  const token = random.pick([
    encoded,
    encoded,
    encoded,
    `${encoded}!!`,
    '%%%',
    Buffer.from([0, 255]).toString('base64'),
  ]);
  return { token, ...(sortColumn !== undefined && { sortColumn }), sortOrder };
}

/** Percent-encodings that do not decode (sent raw in paths and queries). */
export const BROKEN_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%FF%FE', '%00%'];

/** A malformed JSON value for a body field of this schema: wrong types, NUL bytes, extremes, deep nesting. */
export function malformedJsonValue(random: Random, schema: SchemaLike, depth = 0): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const generic: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number('12345678901234567890123'),
    '\u0000',
    'ok\u0000',
    'x'.repeat(20_000),
    [],
    {},
    [null],
    { '\u0000': 1 },
    ...DATES,
  ];
  if (type === 'string') generic.push(...NUL_STRINGS, ...ODD_STRINGS, ...DATES, ['\u0000'], { $ne: '' });
  if (type === 'integer' || type === 'number') generic.push(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 0.1, '1', '1e309');
  if (schema.enum) generic.push(...schema.enum.map((value) => `${String(value)}\u0000`), [schema.enum[0]]);
  if (type === 'array' && schema.items && depth < 3) {
    const item = schema.items;
    generic.push(
      Array.from({ length: random.int(1, 4) }, () => malformedJsonValue(random, item, depth + 1)),
      Array.from({ length: 10_001 }, (_, index) => `v${index}.example`),
      '\u0000',
    );
  }
  if (type === 'object' && schema.properties && depth < 3) generic.push(malformedBody(random, schema, depth + 1));
  return random.pick(generic);
}

/** A JSON body of an object schema with one to three fields malformed (others absent or malformed too). */
export function malformedBody(random: Random, schema: SchemaLike, depth = 0): Record<string, unknown> {
  const names = Object.keys(schema.properties ?? {});
  const body: Record<string, unknown> = {};
  for (const name of random.sample(names, random.int(1, Math.min(3, Math.max(1, names.length))))) {
    body[name] = malformedJsonValue(random, schema.properties?.[name] ?? {}, depth);
  }
  if (names.length === 0 || random.chance(0.1)) body[random.pick(['\u0000', 'extra', '__proto__'])] = '\u0000';
  return body;
}
