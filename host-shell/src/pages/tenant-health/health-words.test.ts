import { DEFAULT_HEALTH_SORT, nextSort, sinceWords, sortHealth, type TenantHealthRow } from './health-words';

const AT = '2026-11-20T12:00:00.000Z';
const ago = (ms: number) => new Date(Date.parse(AT) - ms).toISOString();

describe('sinceWords', () => {
  it.each<[string | null, string]>([
    [null, 'No events'],
    [ago(30_000), 'Under a minute'],
    [ago(60_000), '1 minute'],
    [ago(119 * 60_000), '119 minutes'],
    [ago(30 * 3_600_000), '30 hours'],
    [ago(3 * 86_400_000), '3 days'],
  ])('%s', (last, words) => {
    expect(sinceWords(last, AT)).toBe(words);
  });
});

const row = (id: string, name: string, events24h: number, flag: string | null = null): TenantHealthRow => ({
  id,
  name,
  events24h,
  events7d: events24h * 7,
  devicesOnline: 0,
  devicesOffline: 0,
  lastEventAt: null,
  openIncidents: { high: events24h % 3, medium: 0, low: 0 },
  pastSla: 40 - events24h,
  flag,
});

describe('sortHealth and nextSort', () => {
  const rows = [row('b', 'Beta', 10), row('a', 'alpha', 30), row('c', 'Gamma', 20, 'No events in the last 24 h')];
  const ids = (sorted: TenantHealthRow[]) => sorted.map((item) => item.id);

  it('opens with the flagged tenants first, then by name', () => {
    expect(ids(sortHealth(rows, DEFAULT_HEALTH_SORT))).toEqual(['c', 'a', 'b']);
  });

  it('sorts a figure descending first, and reverses on a second click', () => {
    const first = nextSort(DEFAULT_HEALTH_SORT, 'events24h');
    expect(ids(sortHealth(rows, first))).toEqual(['a', 'c', 'b']);
    expect(ids(sortHealth(rows, nextSort(first, 'events24h')))).toEqual(['b', 'c', 'a']);
  });

  it('sorts names A to Z first, ignoring case', () => {
    expect(ids(sortHealth(rows, nextSort(DEFAULT_HEALTH_SORT, 'name')))).toEqual(['a', 'b', 'c']);
  });

  it('sorts by open incidents of a severity', () => {
    expect(ids(sortHealth(rows, { key: 'high', descending: true }))).toEqual(['c', 'b', 'a']);
  });

  it('sorts by open incidents past their SLA target, the most first', () => {
    const past = nextSort(DEFAULT_HEALTH_SORT, 'pastSla');
    expect(past).toEqual({ key: 'pastSla', descending: true });
    expect(ids(sortHealth(rows, past))).toEqual(['b', 'c', 'a']);
  });
});
