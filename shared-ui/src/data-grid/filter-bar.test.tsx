import '../components/testing/setup-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { booleanFilter, dateRangeFilter, optionsFilter, optionsOf, rangeFilter } from 'shared-contracts';
import type { FilterDefinition, ListViewOptions } from 'shared-contracts';
import { FilterBar } from './filter-bar';
import { createFakeApi, GridTestShell } from './testing/grid-test-shell';
import { useListView } from './use-list-view';

const FILTERS: FilterDefinition[] = [
  optionsFilter('Host Name', { endpoint: '/filters/hostname-options' }),
  rangeFilter('Total Hit Count'),
  dateRangeFilter(),
  optionsFilter('Severity', { options: optionsOf(['high', 'medium', 'low', 'resolved']) }),
  booleanFilter('Flagged'),
];
const OPTIONS: ListViewOptions = { filters: FILTERS, sortableColumns: ['created'] };

function Bar() {
  const { view, setFilter, setSearch, clearAll } = useListView(OPTIONS);
  return (
    <FilterBar
      filters={FILTERS}
      view={view}
      onFilterChange={setFilter}
      onSearchChange={setSearch}
      onClearAll={clearAll}
      searchPlaceholder="Search incidents"
    />
  );
}

function setup(url = '/incidents') {
  const fake = createFakeApi({
    'GET /filters/hostname-options': (query) => ({
      options: ['alpha-01', 'alpha-02', 'beta-01']
        .filter((h) => h.includes(String(query.search)))
        .map((value) => ({ value, label: value.toUpperCase() })),
    }),
  });
  render(
    <GridTestShell api={fake.api} url={url}>
      <Bar />
    </GridTestShell>,
  );
  return fake;
}
// The query part of the probe (path and query).
const location = () => screen.getByTestId('location').textContent?.replace(/^[^?]*/, '');
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('FilterBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has one control per filter with SPEC labels', () => {
    setup();
    expect(screen.getByRole('button', { name: /^Host Name/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Total Hit Count/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Severity/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Flagged' })).toBeInTheDocument();
    expect(document.querySelector('[data-filter="datePicker"] .ant-picker-range')).not.toBeNull();
  });

  it('searches host names through the filter-option endpoint and writes the choice to the URL', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Host Name/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search Host Name' }), { target: { value: 'alpha' } });
    await advance(500);
    expect(calls).toEqual([{ method: 'GET', path: '/filters/hostname-options', query: { search: 'alpha' } }]);
    fireEvent.click(screen.getByRole('option', { name: /ALPHA-02/ }));
    expect(location()).toBe('?hostname=alpha-02');
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Host Name: ALPHA-02');
  });

  it('applies a number range and refuses min above max', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: /^Total Hit Count/ }));
    const min = screen.getByRole('spinbutton', { name: 'Total Hit Count minimum' });
    const max = screen.getByRole('spinbutton', { name: 'Total Hit Count maximum' });
    fireEvent.change(min, { target: { value: '9' } });
    fireEvent.change(max, { target: { value: '3' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum is above the maximum.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(max, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('?totalHitCountMin=9&totalHitCountMax=30');
    expect(screen.getByRole('button', { name: /^Total Hit Count: 9 – 30/ })).toBeInTheDocument();
  });

  it('ticks fixed options from a checklist', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: /^Severity/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'high' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'low' }));
    expect(location()).toBe('?severity=high&severity=low');
    expect(screen.getByRole('button', { name: /^Severity \(2\)/ })).toBeInTheDocument();
  });

  it('shows URL filters as chips that remove one filter, and Clear all removes every one', () => {
    setup(
      '/incidents?severity=high&flagged=false&totalHitCountMin=2&from=2026-01-01T00:00:00.000Z&to=2026-01-31T00:00:00.000Z&search=pay&tab=x',
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Search: pay×',
      'Total Hit Count: ≥ 2×',
      expect.stringMatching(/^Date Picker: (Dec 31, 2025|Jan 1, 2026) – (Jan 30|Jan 31), 2026×$/),
      'Severity: high×',
      'Flagged: No×',
      'Clear all',
    ]);
    fireEvent.click(within(chips).getByLabelText('Remove Severity'));
    expect(location()).toBe(
      '?tab=x&search=pay&totalHitCountMin=2&from=2026-01-01T00%3A00%3A00.000Z&to=2026-01-31T00%3A00%3A00.000Z&flagged=false',
    );
    fireEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('?tab=x');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search incidents' })).toHaveValue('');
  });

  it('debounces the search box by 500 ms', async () => {
    setup();
    const box = screen.getByRole('searchbox', { name: 'Search incidents' });
    fireEvent.change(box, { target: { value: 'pay' } });
    await advance(300);
    fireEvent.change(box, { target: { value: 'payroll' } });
    await advance(499);
    expect(location()).toBe('');
    await advance(1);
    expect(location()).toBe('?search=payroll');
  });

  it('sets the yes/no filter from its select', async () => {
    setup('/incidents?flagged=true');
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Flagged: Yes');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Flagged' }));
    await advance(10);
    fireEvent.click(screen.getByTitle('Flagged: No'));
    await advance(10);
    expect(location()).toBe('?flagged=false');
  });
});
