import { Type } from '@sinclair/typebox';
import { IsoTime, Nullable, StringEnum } from 'shared-contracts/schemas';
import { csvColumnsFrom, projectionOf } from './csv-columns';
import { isoText, readableBytesText } from './listing-definition';
import { rowReader } from '../../db/row-reader';

const RowSchema = Type.Object({
  id: Type.String({ title: 'ID' }),
  kind: StringEnum(['a', 'b'], { title: 'Kind' }),
  tags: Type.Array(Type.String(), { title: 'Tags' }),
  owner: Nullable(Type.String(), { title: 'Owner' }),
  ownerId: Type.String(),
});
const row = { id: 'r1', kind: 'a' as const, tags: ['x', 'y'], owner: null, ownerId: 'u1' };
const projection = projectionOf(RowSchema, {
  id: 'id::text',
  kind: 'kind',
  tags: 'tag_list',
  owner: 'o.name',
  ownerId: 'owner_id',
});

describe('csvColumnsFrom', () => {
  it('heads each column with its property title and reads it from its expression: lists joined, cells neutralised', () => {
    const columns = csvColumnsFrom(RowSchema, projection, ['kind', 'id', 'tags', 'owner']);
    expect(columns.map((column) => column.header)).toEqual(['Kind', 'ID', 'Tags', 'Owner']);
    expect(columns[2]?.sql).toContain(`array_to_string((tag_list), '; ')`);
    const [kind, ...others] = columns;
    for (const column of others) expect(column.sql).toMatch(/^CASE WHEN .* THEN '''' \|\| .* END$/);
    // An enum none of whose values starts like a formula is never neutralised; one whose values may is.
    expect(kind?.sql).toBe('(kind)::text');
    const risky = Type.Object({ sign: StringEnum(['+', 'x'], { title: 'Sign' }) });
    expect(csvColumnsFrom(risky, projectionOf(risky, { sign: 'sign' }), ['sign'])[0]?.sql).toMatch(/^CASE WHEN/);
  });

  it('never neutralises a number, whose text is a numeric literal and not a formula', () => {
    const Numbers = Type.Object({ delta: Type.Integer({ title: 'Delta' }), ratio: Type.Number({ title: 'Ratio' }) });
    const columns = csvColumnsFrom(Numbers, projectionOf(Numbers, { delta: 'delta', ratio: 'ratio' }), [
      'delta',
      'ratio',
    ]);
    expect(columns.map((column) => column.sql)).toEqual(['(delta)::text', '(ratio)::text']);
  });

  it('writes a yes/no value as the console shows it: Yes or No, empty when unknown', () => {
    const Flags = Type.Object({
      flagged: Type.Boolean({ title: 'Flagged' }),
      seen: Nullable(Type.Boolean(), { title: 'Seen' }),
    });
    const columns = csvColumnsFrom(Flags, projectionOf(Flags, { flagged: 'flagged', seen: 'seen' }), [
      'flagged',
      'seen',
    ]);
    expect(columns.map((column) => column.sql)).toEqual([
      "CASE WHEN (flagged) THEN 'Yes' WHEN NOT (flagged) THEN 'No' END",
      "CASE WHEN (seen) THEN 'Yes' WHEN NOT (seen) THEN 'No' END",
    ]);
  });

  it('reads a cell through the given SQL instead', () => {
    const [owner] = csvColumnsFrom(RowSchema, projection, ['owner'], {
      owner: (column) => `coalesce(${column('owner')}, ${column('ownerId')})`,
    });
    expect(owner?.sql).toContain(`(coalesce((o.name), (owner_id)))::text`);
  });

  it("keeps a time column's timestamptz for a zoned export, and gives a byte count a readable companion", () => {
    const Sized = Type.Object({
      created: IsoTime({ title: 'Created' }),
      seen: Nullable(IsoTime(), { title: 'Seen' }),
      size: Type.Number({ title: 'Size', description: 'Bytes' }),
      hits: Type.Integer({ title: 'Hits' }),
    });
    const sized = projectionOf(Sized, {
      created: isoText('t.created'),
      seen: isoText('t.seen'),
      size: 't.size::float8',
      hits: 'hits',
    });
    const [created, seen, size, hits] = csvColumnsFrom(Sized, sized, ['created', 'seen', 'size', 'hits']);
    expect(created).toMatchObject({ header: 'Created', time: 't.created' });
    expect(seen).toMatchObject({ header: 'Seen', time: 't.seen' });
    expect(size?.readable).toBe(readableBytesText('t.size::float8'));
    expect(size?.time).toBeUndefined();
    expect(hits?.readable).toBeUndefined();
  });

  it('refuses a column whose property has no title', () => {
    expect(() => csvColumnsFrom(RowSchema, projection, ['ownerId'])).toThrow(/ownerId has no title/);
  });
});

describe('projectionOf', () => {
  it('aliases each expression to its key, bare when they are the same, and keeps each expression', () => {
    expect(projection.sql).toBe('id::text AS "id", kind, tag_list AS "tags", o.name AS "owner", owner_id AS "ownerId"');
    expect(projection.columns.owner).toBe('o.name');
  });
});

describe('rowReader', () => {
  const read = rowReader(RowSchema);

  it('keeps the schema keys only', () => {
    expect(read({ ...row, __sort: 'x', __id: 'r1' })).toEqual(row);
  });

  it('fails loudly when a row drifts from its schema', () => {
    expect(() => read({ ...row, kind: 'c' })).toThrow(/\/kind/);
    expect(() => read({ ...row, tags: 'x' })).toThrow(/\/tags/);
    const { ownerId: _dropped, ...missing } = row;
    expect(() => read(missing)).toThrow(/\/ownerId/);
  });
});
