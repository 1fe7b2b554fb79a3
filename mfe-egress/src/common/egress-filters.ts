import { EGRESS_FILTERS } from 'shared-contracts';
import type { FilterDefinition } from 'shared-contracts';

// Declared once in shared-contracts, beside the other grids' filters: the grid's bar and report templates of egress
// events use the same declarations.
export { EGRESS_FILTERS } from 'shared-contracts';

/** The filters of a tab: a verdict tab fixes the verdict, so its bar has no Policy Verdict filter. */
export function tabFilters(verdict: string | undefined): readonly FilterDefinition[] {
  return verdict ? EGRESS_FILTERS.filter((filter) => filter.key !== 'policyVerdict') : EGRESS_FILTERS;
}
