import { linkedRoutePath, mountPathOf } from 'shared-contracts';
/** Filters of a pivot or related link: each filter key with its one value, or several. */
export type PivotFilters = Readonly<Record<string, string | readonly string[]>>;

/**
 * The search string of a grid showing only these filters (`?username=bob`), written as the grid's own filter bar
 * writes an options filter: one parameter per value. Nothing else of the current view is kept, so a pivot starts a
 * fresh view (and, being a new history entry, Back returns to the one before).
 */
export function pivotSearch(filters: PivotFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const item of typeof value === 'string' ? [value] : value) if (item !== '') params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A grid's path with only these filters, such as `/egress?hostname=laptop-7` (another remote's grid by its route). */
export function gridLink(path: string, filters: PivotFilters): string {
  return `${path}${pivotSearch(filters)}`;
}

/** The grids a value can pivot to. */
export type PivotGrid = 'incidents' | 'egress' | 'devices' | 'auditLog';

/** What a pivoting value is: an endpoint user, a host, a destination, a policy, or a console user (the audit log's). */
export type PivotKind = 'user' | 'host' | 'destination' | 'policy' | 'actor';

interface GridPlace {
  /** The grid's route (another remote's grid is reached by its path). */
  path: string;
  /** Its rows, capitalised, as a related link names them: 'Egress events'. */
  title: string;
  /** Its rows in a count: singular and plural. */
  noun: readonly [string, string];
  /** Its tabs are paths under it (the same grid with a fixed filter): a pivot stays on the tab shown. */
  tabs?: boolean;
}

/** Where each grid is and how its rows are named. */
export const PIVOT_GRIDS: Readonly<Record<PivotGrid, GridPlace>> = {
  incidents: { path: mountPathOf('mfe_incidents'), title: 'Incidents', noun: ['incident', 'incidents'] },
  egress: { path: mountPathOf('mfe_egress'), title: 'Egress events', noun: ['event', 'events'], tabs: true },
  devices: { path: mountPathOf('mfe_devices'), title: 'Devices', noun: ['device', 'devices'] },
  auditLog: { path: linkedRoutePath('auditLog'), title: 'Audit entries', noun: ['entry', 'entries'] },
};

interface KindPlace {
  /** The value's name in a menu: 'user'. */
  noun: string;
  /** How a related link says it: 'of this user'. */
  relation: string;
  /** The filter key of this value on each grid that has such a filter (the keys of its filter declarations). */
  keys: Partial<Record<PivotGrid, string>>;
}

/** Each kind of pivoting value, and the filter that takes it on each grid. */
export const PIVOT_KINDS: Readonly<Record<PivotKind, KindPlace>> = {
  user: {
    noun: 'user',
    relation: 'of this user',
    keys: { incidents: 'username', egress: 'username', devices: 'lastActiveUser' },
  },
  host: {
    noun: 'host',
    relation: 'on this host',
    keys: { incidents: 'hostname', egress: 'hostname', devices: 'hostname' },
  },
  destination: {
    noun: 'destination',
    relation: 'to this destination',
    keys: { incidents: 'destination', egress: 'destination' },
  },
  policy: { noun: 'policy', relation: 'of this policy', keys: { egress: 'policyName' } },
  actor: { noun: 'user', relation: 'of this user', keys: { auditLog: 'user' } },
};

/** A link to one grid filtered to one value, and what it says. */
export interface PivotPlace {
  grid: PivotGrid;
  /** The filter key on that grid. */
  filterKey: string;
  /** Path and search. */
  to: string;
  /** 'Egress events of this user'. */
  label: string;
}

/** The places a value of this kind leads to from a grid: every other grid with a filter for it. */
export function pivotPlaces(from: PivotGrid, kind: PivotKind, value: string): PivotPlace[] {
  const { keys, relation } = PIVOT_KINDS[kind];
  return (Object.keys(keys) as PivotGrid[])
    .filter((grid) => grid !== from)
    .map((grid) => {
      const filterKey = keys[grid]!;
      const place = PIVOT_GRIDS[grid];
      return { grid, filterKey, to: gridLink(place.path, { [filterKey]: value }), label: `${place.title} ${relation}` };
    });
}
