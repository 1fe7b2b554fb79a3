// Filter choices and saved filters: constants and the types of the schemas (../schemas/filters).

import type { Static } from '@sinclair/typebox';
import type {
  FilterOptionListSchema,
  SavedFilterListSchema,
  SavedFilterRequestSchema,
  SavedFilterSchema,
} from '../schemas/filters';

/** Grids a filter can be saved for. */
export const SAVED_FILTER_GRIDS = ['incidents', 'egress-events', 'devices', 'audit-logs'] as const;
/** One grid a filter can be saved for. */
export type SavedFilterGrid = (typeof SAVED_FILTER_GRIDS)[number];

/** Answer of every /filters/*-options call. */
export type FilterOptionList = Static<typeof FilterOptionListSchema>;

/** PUT /filters/{filterID} body: a named filter of a grid. */
export type SavedFilterRequest = Static<typeof SavedFilterRequestSchema>;

/** A saved filter (PUT /filters/{filterID} answer, one item of GET /filters). */
export type SavedFilter = Static<typeof SavedFilterSchema>;

/** GET /filters answer. */
export type SavedFilterList = Static<typeof SavedFilterListSchema>;
