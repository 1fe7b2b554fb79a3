import { egressTabPath } from './egress-route-table';
import { EGRESS_TABS } from './egress-tabs';

describe('egressTabPath', () => {
  it('moves a tab between the grid and lineage mode', () => {
    const [all, , , protectedEvents] = EGRESS_TABS;
    expect(egressTabPath(all!, false)).toBe('/egress');
    expect(egressTabPath(all!, true)).toBe('/egress/lineage');
    expect(egressTabPath(protectedEvents!, false)).toBe('/egress/protected');
    expect(egressTabPath(protectedEvents!, true)).toBe('/egress/lineage/protected');
  });
});
