import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from 'shared-contracts/schemas';
import { csvColumnsFrom, projectionOf } from './csv-columns';
import { rowReader } from './row-reader';

const RowSchema = Type.Object({
  id: Type.String({ title: 'ID' }),
  kind: StringEnum(['a', 'b'], { title: 'Kind' }),
  tags: Type.Array(Type.String(), { title: 'Tags' }),
  owner: Nullable(Type.String(), { title: 'Owner' }),
  ownerId: Type.String(),
});
const row = { id: 'r1', kind: 'a' as const, tags: ['x', 'y'], owner: null, ownerId: 'u1' };

describe('csvColumnsFrom', () => {
  it('heads each column with its property title and joins lists', () => {
    const columns = csvColumnsFrom(RowSchema, ['kind', 'id', 'tags', 'owner']);
    expect(columns.map((column) => column.header)).toEqual(['Kind', 'ID', 'Tags', 'Owner']);
    expect(columns.map((column) => column.value(row))).toEqual(['a', 'r1', 'x; y', null]);
  });

  it('reads a cell through the given function instead', () => {
    const [owner] = csvColumnsFrom(RowSchema, ['owner'], { owner: (value) => value.owner ?? value.ownerId });
    expect(owner?.value(row)).toBe('u1');
  });

  it('refuses a column whose property has no title', () => {
    expect(() => csvColumnsFrom(RowSchema, ['ownerId'])).toThrow(/ownerId has no title/);
  });
});

describe('projectionOf', () => {
  it('aliases each expression to its key, bare when they are the same', () => {
    expect(
      projectionOf(RowSchema, { id: 'id::text', kind: 'kind', tags: 'tag_list', owner: 'owner', ownerId: 'owner_id' }),
    ).toBe('id::text AS "id", kind, tag_list AS "tags", owner, owner_id AS "ownerId"');
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
