// Egress-event calls of SPEC §7 (GET /egress-events, /count, /export, /{ID}): their constants and verdict labels,
// TypeBox-free. The DTOs and their types are ../schemas/egress-events.

import { VERDICTS } from '../constants';

/** Verdicts an event carries (SPEC §4): NOT_COVERED when no policy covers it, else its policy's verdict. */
export const EGRESS_EVENT_VERDICTS = ['NOT_COVERED', ...VERDICTS] as const;
/** One event verdict. */
export type EgressEventVerdict = (typeof EGRESS_EVENT_VERDICTS)[number];

/** Columns GET /egress-events sorts by (`sortColumn`); `created` is the default. */
export const EGRESS_EVENT_SORT_COLUMNS = [
  'created',
  'hostname',
  'username',
  'destination',
  'dataVolume',
  'totalHitCount',
] as const;
/** One egress-event sort column. */
export type EgressEventSortColumn = (typeof EGRESS_EVENT_SORT_COLUMNS)[number];

/** Counts of GET /egress-events/count are exact up to this many events, then estimated (within 5%). */
export const EGRESS_EVENT_COUNT_CAP = 100_000;
