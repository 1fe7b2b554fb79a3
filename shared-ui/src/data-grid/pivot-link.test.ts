import {
  AUDIT_LOG_FILTERS,
  DEVICE_FILTERS,
  EGRESS_FILTERS,
  INCIDENT_FILTERS,
  TOP_LEVEL_ROUTES,
} from 'shared-contracts';
import { gridLink, PIVOT_GRIDS, PIVOT_KINDS, pivotPlaces, pivotSearch } from './pivot-link';
import type { PivotGrid } from './pivot-link';

const FILTERS: Record<PivotGrid, readonly { key: string; kind: string }[]> = {
  incidents: INCIDENT_FILTERS,
  egress: EGRESS_FILTERS,
  devices: DEVICE_FILTERS,
  auditLog: AUDIT_LOG_FILTERS,
};

describe('pivot links', () => {
  it('write one parameter per value, as the filter bar writes an options filter, and nothing else', () => {
    expect(pivotSearch({ username: 'zoë müller' })).toBe('?username=zo%C3%AB+m%C3%BCller');
    expect(pivotSearch({ severity: ['high', 'low'], hostname: '' })).toBe('?severity=high&severity=low');
    expect(pivotSearch({})).toBe('');
    expect(gridLink('/egress', { hostname: 'laptop-7' })).toBe('/egress?hostname=laptop-7');
  });

  it('name only options filters each grid declares', () => {
    for (const kind of Object.values(PIVOT_KINDS)) {
      for (const [grid, key] of Object.entries(kind.keys) as [PivotGrid, string][]) {
        expect(FILTERS[grid].find((filter) => filter.key === key)?.kind).toBe('options');
      }
    }
  });

  it('point at routes the console has', () => {
    const roots = TOP_LEVEL_ROUTES.map((route) => route.path.split('/')[1]);
    for (const place of Object.values(PIVOT_GRIDS)) expect(roots).toContain(place.path.split('/')[1]);
  });

  it('lead a value to every other grid with a filter for it', () => {
    expect(pivotPlaces('egress', 'host', 'laptop-7')).toEqual([
      { grid: 'incidents', filterKey: 'hostname', to: '/incidents?hostname=laptop-7', label: 'Incidents on this host' },
      { grid: 'devices', filterKey: 'hostname', to: '/devices?hostname=laptop-7', label: 'Devices on this host' },
    ]);
    expect(pivotPlaces('auditLog', 'actor', 'Ann')).toEqual([]);
  });
});
