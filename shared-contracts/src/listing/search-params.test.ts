import { booleanFilter, dateRangeFilter, optionsFilter, optionsOf, rangeFilter } from './filter-definition';
import {
  fromSearchParams,
  listParamNames,
  toSearchParams,
  withSearchParams,
  withoutSearchParams,
} from './search-params';
import type { ListView, ListViewOptions, SearchParamsReader } from './search-params';

// shared-contracts compiles without the DOM library; Node's global URLSearchParams is what browsers pass in.
declare const URLSearchParams: new (init?: string | [string, string][]) => SearchParamsReader & { toString(): string };

const OPTIONS: ListViewOptions = {
  filters: [
    optionsFilter('Host Name', { endpoint: '/filters/hostname-options' }),
    rangeFilter('Data Volume'),
    dateRangeFilter(),
    optionsFilter('Severity', { options: optionsOf(['high', 'medium', 'low', 'resolved']) }),
    booleanFilter('Flagged'),
  ],
  sortableColumns: ['created', 'severity'],
  defaultSort: { column: 'created', order: 'desc' },
};

const read = (search: string) => fromSearchParams(new URLSearchParams(search), OPTIONS);
const write = (view: ListView) => new URLSearchParams(toSearchParams(view, OPTIONS)).toString();

describe('toSearchParams / fromSearchParams', () => {
  const view: ListView = {
    search: 'payroll',
    sortColumn: 'severity',
    sortOrder: 'asc',
    filters: {
      hostname: { kind: 'options', values: ['alpha-01', 'beta 02'] },
      dataVolume: { kind: 'range', min: 1, max: 50 },
      datePicker: { kind: 'dateRange', from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z' },
      severity: { kind: 'options', values: ['high'] },
      flagged: { kind: 'boolean', value: false },
    },
  };

  it('writes a stable, readable URL in bar order', () => {
    expect(write(view)).toBe(
      'search=payroll&sortColumn=severity&sortOrder=asc&hostname=alpha-01&hostname=beta+02&dataVolumeMin=1&dataVolumeMax=50' +
        '&from=2026-01-01T00%3A00%3A00.000Z&to=2026-01-31T23%3A59%3A59.999Z&severity=high&flagged=false',
    );
    expect(write(view)).toBe(write({ ...view, filters: { ...view.filters } }));
  });

  it('round-trips', () => {
    expect(read(write(view))).toEqual(view);
    const empty: ListView = { search: '', filters: {} };
    expect(write(empty)).toBe('');
    expect(read('')).toEqual(empty);
  });

  it('leaves the default sort out of the URL', () => {
    expect(write({ search: '', sortColumn: 'created', sortOrder: 'desc', filters: {} })).toBe('');
    expect(write({ search: '', sortColumn: 'created', sortOrder: 'asc', filters: {} })).toBe(
      'sortColumn=created&sortOrder=asc',
    );
  });

  it('ignores unknown and malformed parameters without throwing', () => {
    expect(
      read(
        'tab=2&sortColumn=password&sortOrder=up&hostname=&dataVolumeMin=abc&dataVolumeMax=3&from=yesterday' +
          '&severity=critical&severity=low&flagged=yes&search=' +
          'x'.repeat(201),
      ),
    ).toEqual({ search: '', filters: { severity: { kind: 'options', values: ['low'] } } });
    expect(read('dataVolumeMin=10&dataVolumeMax=2&from=2026-02-01&to=2026-01-01')).toEqual({ search: '', filters: {} });
    expect(read('dataVolumeMin=-1')).toEqual({ search: '', filters: {} });
    expect(read('sortColumn=severity&sortOrder=sideways')).toMatchObject({ sortColumn: 'severity', sortOrder: 'desc' });
    expect(read('%E0%A4%A=1&hostname=%')).toEqual({
      search: '',
      filters: { hostname: { kind: 'options', values: ['%'] } },
    });
  });

  it('dedupes options values and normalises dates to ISO', () => {
    expect(read('hostname=a&hostname=a&hostname=b&from=2026-01-05')).toEqual({
      search: '',
      filters: {
        hostname: { kind: 'options', values: ['a', 'b'] },
        datePicker: { kind: 'dateRange', from: '2026-01-05T00:00:00.000Z' },
      },
    });
  });

  it('never throws, even for a reader that does', () => {
    const broken = {
      getAll: () => {
        throw new Error('boom');
      },
    };
    expect(fromSearchParams(broken, OPTIONS)).toEqual({ search: '', filters: {} });
  });

  it('lists every parameter the grid owns', () => {
    expect(listParamNames(OPTIONS)).toEqual([
      'search',
      'sortColumn',
      'sortOrder',
      'hostname',
      'dataVolumeMin',
      'dataVolumeMax',
      'from',
      'to',
      'severity',
      'flagged',
    ]);
  });
});

describe('withSearchParams and withoutSearchParams', () => {
  it("open an item over a grid's view and go back to the same view", () => {
    const grid = '?severity=high&sortColumn=created';
    const opened = withSearchParams(grid, { event: 'E1', created: '2026-11-23T10:00:00.000Z' });
    expect(opened).toBe('?severity=high&sortColumn=created&event=E1&created=2026-11-23T10%3A00%3A00.000Z');
    expect(withSearchParams('?event=E0', { event: 'E1' })).toBe('?event=E1');
    expect(withoutSearchParams(opened, ['event', 'created'])).toBe(grid);
    expect(withoutSearchParams('?event=E1', ['event'])).toBe('');
  });
});
