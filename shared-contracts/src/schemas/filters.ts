// Filter choices (SPEC §7: /filters/*-options) and the user's saved filters (PUT /filters/{filterID}).
// Each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { SAVED_FILTER_GRIDS } from '../api/filters';
import { IsoTime, StringEnum, Text } from './common';

/** Query of every /filters/*-options call. */
export const FilterOptionsQuerySchema = Type.Object(
  { search: Type.Optional(Text({ maxLength: 200 })) },
  { additionalProperties: false },
);

/** Answer of every /filters/*-options call: at most 100 choices. */
export const FilterOptionListSchema = Type.Object({
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
/** Answer of every /filters/*-options call. */
export type FilterOptionList = Static<typeof FilterOptionListSchema>;

/** The list query of a saved filter: every value a list, as URL parameters repeat. */
const SavedQuerySchema = Type.Record(Type.String(), Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 }), {
  maxProperties: 50,
  description: 'Filters, search and sort as URL parameters; a single value is read as a list of one',
});

/** PUT /filters/{filterID} body: a named filter of a grid. */
export const SavedFilterRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    grid: StringEnum(SAVED_FILTER_GRIDS),
    query: SavedQuerySchema,
    shared: Type.Optional(
      Type.Boolean({ description: 'Share it with every member of the tenant (they can open it, not change it)' }),
    ),
  },
  { additionalProperties: false },
);
/** PUT /filters/{filterID} body: a named filter of a grid. */
export type SavedFilterRequest = Static<typeof SavedFilterRequestSchema>;

/** A saved filter: PUT /filters/{filterID} answer and one item of GET /filters. */
export const SavedFilterSchema = Type.Object({
  id: Type.String(),
  grid: StringEnum(SAVED_FILTER_GRIDS),
  name: Type.String(),
  query: Type.Record(Type.String(), Type.Array(Type.String())),
  updated: IsoTime(),
  shared: Type.Boolean({ description: 'Shared with the tenant' }),
  ownerId: Type.String({ description: 'The user who saved it' }),
  ownerName: Type.String({ description: "The owner's name, else email" }),
  mine: Type.Boolean({ description: "The caller's own (only the owner can change it)" }),
});
/** A saved filter (PUT /filters/{filterID} answer, one item of GET /filters). */
export type SavedFilter = Static<typeof SavedFilterSchema>;

/** GET /filters query and answer: the caller's filters and those colleagues shared, by name. */
export const SavedFilterListQuerySchema = Type.Object(
  { grid: Type.Optional(StringEnum(SAVED_FILTER_GRIDS)) },
  { additionalProperties: false },
);
export const SavedFilterListSchema = Type.Object({ filters: Type.Array(SavedFilterSchema) });
/** GET /filters answer. */
export type SavedFilterList = Static<typeof SavedFilterListSchema>;

/** Path of PUT /filters/{filterID}. */
export const SavedFilterParamsSchema = Type.Object({ filterID: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
