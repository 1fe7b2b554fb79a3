import { clampCutoff, isFiltered, matchingQuery, readListPage, toQuery } from './list-query';

describe('toQuery', () => {
  it('produces DESIGN §4 parameters with repeated filter values', () => {
    expect(
      toQuery({
        pageSize: 100,
        sortColumn: 'created',
        sortOrder: 'desc',
        search: '  secret ',
        cutoff: '2026-01-01T00:00:00.000Z',
        nextToken: 'abc',
        filters: {
          hostname: { kind: 'options', values: ['h1', 'h2'] },
          severity: { kind: 'options', values: ['high'] },
          dataVolume: { kind: 'range', min: 5 },
          datePicker: { kind: 'dateRange', from: '2025-12-01T00:00:00.000Z', to: '2025-12-31T00:00:00.000Z' },
          flagged: { kind: 'boolean', value: true },
          status: { kind: 'options', values: [] },
        },
      }),
    ).toEqual({
      pageSize: 100,
      sortColumn: 'created',
      sortOrder: 'desc',
      search: 'secret',
      cutoff: '2026-01-01T00:00:00.000Z',
      nextToken: 'abc',
      hostname: ['h1', 'h2'],
      severity: 'high',
      dataVolumeMin: '5',
      from: '2025-12-01T00:00:00.000Z',
      to: '2025-12-31T00:00:00.000Z',
      flagged: 'true',
    });
  });

  it('leaves out blank search, empty filters and a sort order without a column', () => {
    expect(toQuery({ search: '   ', sortOrder: 'asc', filters: { a: { kind: 'range' } } })).toEqual({});
  });
});

describe('matchingQuery and isFiltered', () => {
  it('keeps only search, cutoff and active filters', () => {
    const query = {
      pageSize: 100,
      sortColumn: 'created',
      nextToken: 't',
      cutoff: 'c',
      search: ' x ',
      filters: { a: { kind: 'options', values: [] }, b: { kind: 'boolean', value: false } },
    } as const;
    expect(matchingQuery(query)).toEqual({
      cutoff: 'c',
      search: 'x',
      filters: { b: { kind: 'boolean', value: false } },
    });
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered({ pageSize: 100, cutoff: 'c', filters: { a: { kind: 'options', values: [] } } })).toBe(false);
    expect(isFiltered({ search: 'y' })).toBe(true);
  });
});

describe('clampCutoff', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  it('keeps a past cutoff and clamps a future or unreadable one to now', () => {
    expect(clampCutoff('2026-03-01T11:00:00Z', now)).toBe('2026-03-01T11:00:00.000Z');
    expect(clampCutoff('2026-03-02T00:00:00Z', now)).toBe(now.toISOString());
    expect(clampCutoff('yesterday', now)).toBe(now.toISOString());
    expect(clampCutoff(undefined, now)).toBe(now.toISOString());
  });
});

describe('readListPage', () => {
  it('reads items under the resource name and the next cursor', () => {
    expect(readListPage({ incidents: [{ id: 1 }], nextToken: 'n' }, 'incidents')).toEqual({
      items: [{ id: 1 }],
      nextToken: 'n',
    });
    expect(readListPage({ events: [], nextToken: null }, 'events')).toEqual({ items: [], nextToken: null });
    expect(readListPage({ events: [], nextToken: '' }, 'events').nextToken).toBeNull();
  });

  it('throws when the items are missing', () => {
    expect(() => readListPage({ results: [] }, 'incidents')).toThrow('"incidents"');
  });
});
