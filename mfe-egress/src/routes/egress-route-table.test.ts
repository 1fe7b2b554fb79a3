import { egressRoutes, egressTabPath } from './egress-route-table';
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

describe('egressRoutes', () => {
  it('declares every tab in the grid and in lineage mode, each with its path builder', () => {
    expect(Object.keys(egressRoutes.paths)).toEqual([
      'grid:',
      'grid:not-covered',
      'grid:monitored',
      'grid:protected',
      'lineage:',
      'lineage:not-covered',
      'lineage:monitored',
      'lineage:protected',
    ]);
    expect(egressRoutes.paths['lineage:monitored']()).toBe('/egress/lineage/monitored');
  });
});
