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
  it('heads each column with its property title and reads it in SQL: lists joined, every cell neutralised', () => {
    const columns = csvColumnsFrom(RowSchema, ['kind', 'id', 'tags', 'owner']);
    expect(columns.map((column) => column.header)).toEqual(['Kind', 'ID', 'Tags', 'Owner']);
    expect(columns[2]?.sql).toContain(`array_to_string("tags", '; ')`);
    const [kind, ...others] = columns;
    for (const column of others) expect(column.sql).toMatch(/^CASE WHEN .* THEN '''' \|\| .* END$/);
    // An enum none of whose values starts like a formula is never neutralised; one whose values may is.
    expect(kind?.sql).toBe('"kind"::text');
    const risky = Type.Object({ sign: StringEnum(['+', 'x'], { title: 'Sign' }) });
    expect(csvColumnsFrom(risky, ['sign'])[0]?.sql).toMatch(/^CASE WHEN/);
  });

  it('reads a cell through the given SQL instead', () => {
    const [owner] = csvColumnsFrom(RowSchema, ['owner'], {
      owner: (column) => `coalesce(${column('owner')}, ${column('ownerId')})`,
    });
    expect(owner?.sql).toContain(`(coalesce("owner", "ownerId"))::text`);
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
