import { Type } from '@sinclair/typebox';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dateRangeFilter, defineListResource, optionsFilter, rangeFilter } from 'shared-contracts';
import { defineListing } from './define-listing';

const things = pgTable('things', {
  id: uuid('id').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull(),
  ownerName: text('owner_name').notNull(),
  tags: text('tags').array().notNull(),
  size: integer('size').notNull(),
  sizeRank: integer('size_rank').notNull(),
});

const ThingSchema = Type.Object({
  id: Type.String({ title: 'ID' }),
  created: Type.String({ title: 'Created', format: 'date-time' }),
  ownerName: Type.String({ title: 'Owner' }),
  size: Type.Integer({ title: 'Size' }),
  label: Type.String({ description: 'Not exported: it has no title' }),
});

const THINGS = defineListResource({
  resource: 'devices',
  itemsKey: 'things',
  countKeys: { total: 'totalThings', filtered: 'totalFilteredThings', approximate: 'approximate' },
  sort: ['created', 'size', 'ownerName'],
  filters: [
    optionsFilter('Owner Name', { options: [] }),
    optionsFilter('Tag', { options: [] }),
    rangeFilter('Size'),
    dateRangeFilter('Date Picker'),
  ],
});

const base = { defaultSortColumn: 'created', defaultPageSize: 10, maxPageSize: 100, countCap: 1000 } as const;

describe('defineListing', () => {
  const listing = defineListing(things, ThingSchema, THINGS, {
    ...base,
    projection: { label: "'thing'" },
    sort: { size: things.sizeRank },
    filters: { tag: things.tags },
    csv: { first: ['created'] },
  });

  it('derives the projection, sorts, filters and export from the table, the row schema and the resource', () => {
    expect(listing.table).toBe('things');
    expect(listing.projection.columns).toEqual({
      id: 'things.id::text',
      created: `to_char(things.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      ownerName: 'things.owner_name',
      size: 'things.size',
      label: "'thing'",
    });
    expect(listing.sortColumns).toEqual({
      created: { column: 'created', type: 'timestamp' },
      size: { column: 'size_rank', type: 'number' },
      ownerName: { column: 'owner_name', type: 'text' },
    });
    expect(listing.filters).toEqual({
      ownerName: { kind: 'in', column: 'owner_name' },
      tag: { kind: 'overlaps', column: 'tags' },
      size: { kind: 'range', column: 'size', type: 'integer' },
    });
    expect(listing.csvColumns.map((column) => column.header)).toEqual(['Created', 'ID', 'Owner', 'Size']);
  });

  it('rejects at compile time a filter, a sort or a row key the table cannot serve', () => {
    const definitions = [
      () =>
        defineListing(things, ThingSchema, THINGS, {
          ...base,
          projection: { label: "''" },
          // @ts-expect-error: the tag filter has no column of its name, so it must be given
          filters: {},
          csv: { first: [] },
        }),
      () =>
        defineListing(things, ThingSchema, THINGS, {
          ...base,
          projection: { label: "''" },
          // @ts-expect-error: the resource has no colour filter
          filters: { tag: things.tags, colour: things.ownerName },
          csv: { first: [] },
        }),
      () =>
        defineListing(things, ThingSchema, THINGS, {
          ...base,
          projection: { label: "''" },
          // @ts-expect-error: the resource does not sort by tags
          sort: { tags: things.tags },
          filters: { tag: things.tags },
          csv: { first: [] },
        }),
      () =>
        defineListing(things, ThingSchema, THINGS, {
          ...base,
          // @ts-expect-error: label is no column of the table, so its expression must be given
          projection: {},
          filters: { tag: things.tags },
          csv: { first: [] },
        }),
      () =>
        defineListing(things, ThingSchema, THINGS, {
          ...base,
          // @ts-expect-error: the resource does not sort by tag
          defaultSortColumn: 'tag',
          projection: { label: "''" },
          filters: { tag: things.tags },
          csv: { first: [] },
        }),
    ];
    expect(definitions).toHaveLength(5);
  });

  it('throws when a given column cannot back the filter its resource declares', () => {
    expect(() =>
      defineListing(things, ThingSchema, THINGS, {
        ...base,
        projection: { label: "''" },
        filters: { tag: things.tags, size: things.ownerName },
        csv: { first: [] },
      }),
    ).toThrow('cannot back a range filter');
  });
});
