import { EGRESS_FILTER_NAMES, EGRESS_LIST_DEFAULTS } from 'shared-contracts';
import { EGRESS_FILTERS, tabFilters } from './egress-filters';

describe('egress filters', () => {
  it("has SPEC §2's egress filters, in order, with the API's parameter names", () => {
    // SPEC's, then Destination Type, which the dashboard's service widgets narrow to (issue 33's drill-down).
    expect(EGRESS_FILTERS.map((filter) => filter.label)).toEqual([...EGRESS_FILTER_NAMES, 'Destination Type']);
    expect(EGRESS_FILTERS.map((filter) => filter.key)).toEqual(
      expect.arrayContaining(['source', 'dataType', 'policyName', 'policyVerdict', 'hostname', 'totalHitCount']),
    );
    expect(EGRESS_LIST_DEFAULTS).toEqual({ pageSize: 100, sortColumn: 'created', sortOrder: 'desc' });
  });

  it('drops the verdict filter on a verdict tab only', () => {
    expect(tabFilters(undefined)).toBe(EGRESS_FILTERS);
    expect(tabFilters('BLOCK').map((filter) => filter.key)).not.toContain('policyVerdict');
    expect(tabFilters('BLOCK')).toHaveLength(EGRESS_FILTERS.length - 1);
  });
});
