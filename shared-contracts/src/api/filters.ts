// Filter choices and saved filters: their constants, TypeBox-free. The DTOs and their types are ../schemas/filters.

/** Grids a filter can be saved for. */
export const SAVED_FILTER_GRIDS = ['incidents', 'egress-events', 'devices', 'audit-logs'] as const;
/** One grid a filter can be saved for. */
export type SavedFilterGrid = (typeof SAVED_FILTER_GRIDS)[number];
