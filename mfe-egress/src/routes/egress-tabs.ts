/** Verdict filter of a tab; All Events has none. */
export type EgressVerdictFilter = 'NOT_COVERED' | 'CHALLENGE' | 'BLOCK';

/** The path of a tab under /egress ('' is All Events). */
export type EgressTabPath = '' | 'not-covered' | 'monitored' | 'protected';

/** One tab of the events page. */
export interface EgressTab {
  path: EgressTabPath;
  title: string;
  verdict?: EgressVerdictFilter;
}

/** The tabs of SPEC §2, in order. */
export const EGRESS_TABS: readonly EgressTab[] = [
  { path: '', title: 'All Events' },
  { path: 'not-covered', title: 'Not Covered', verdict: 'NOT_COVERED' },
  { path: 'monitored', title: 'Monitored Events', verdict: 'CHALLENGE' },
  { path: 'protected', title: 'Protected Events', verdict: 'BLOCK' },
];
