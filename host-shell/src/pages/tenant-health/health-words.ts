import { plural, type ApiAnswer } from 'shared-contracts';

/** The Tenant health page's data, as GET /tenant-health answers it. */
export type TenantHealthAnswer = ApiAnswer<'/tenant-health', 'get'>;
export type TenantHealthRow = TenantHealthAnswer['tenants'][number];

/** The shell's own path of the Tenant health page (platform admins; not a remote, not in the rail). */
export const TENANT_HEALTH_PATH = '/tenant-health';

/** The page's title (the header and the user menu's entry). */
export const TENANT_HEALTH_TITLE = 'Tenant health';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time from the last event to `at` (the server's time of the figures): "3 minutes", "30 hours", "No events". */
export function sinceWords(lastEventAt: string | null, at: string): string {
  if (lastEventAt === null) return 'No events';
  const elapsed = Math.max(0, Date.parse(at) - Date.parse(lastEventAt));
  if (elapsed < MINUTE) return 'Under a minute';
  if (elapsed < 2 * HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < 2 * DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/** The columns the table sorts by. */
export type HealthSortKey =
  | 'name'
  | 'events24h'
  | 'events7d'
  | 'devicesOnline'
  | 'devicesOffline'
  | 'lastEventAt'
  | 'high'
  | 'medium'
  | 'low'
  | 'pastSla'
  | 'flag';
export interface HealthSort {
  key: HealthSortKey;
  descending: boolean;
}

/** Flagged tenants first, then by name: what the page opens with. */
export const DEFAULT_HEALTH_SORT: HealthSort = { key: 'flag', descending: true };

function sortValue(row: TenantHealthRow, key: HealthSortKey): number | string {
  switch (key) {
    case 'name':
      return row.name.toLocaleLowerCase();
    case 'lastEventAt':
      return row.lastEventAt === null ? 0 : Date.parse(row.lastEventAt);
    case 'flag':
      return row.flag === null ? 0 : 1;
    case 'high':
    case 'medium':
    case 'low':
      return row.openIncidents[key];
    default:
      return row[key];
  }
}

/** The rows in `sort`'s order; ties by name (A to Z), then id. */
export function sortHealth(rows: readonly TenantHealthRow[], sort: HealthSort): TenantHealthRow[] {
  const direction = sort.descending ? -1 : 1;
  const byName = (a: TenantHealthRow, b: TenantHealthRow) =>
    a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...rows].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    const order = left < right ? -1 : left > right ? 1 : 0;
    return order * direction || byName(a, b);
  });
}

/** A click on a column's header: that column, descending first for figures, ascending for the name; again, reversed. */
export function nextSort(current: HealthSort, key: HealthSortKey): HealthSort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== 'name' };
}
