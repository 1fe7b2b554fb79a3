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
  optionsFilter('Egress Channel', { endpoint: '/filters/egress-channel-options' }),
];
const HOSTS = ['alpha-01', 'alpha-02', 'beta-01', ...Array.from({ length: 57 }, (_, i) => `gamma-${i}`)];
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
    'GET /filters/egress-channel-options': () => ({
      options: ['Email', 'USB', 'Web upload'].map((value) => ({ value, label: value })),
    }),
    'GET /filters/hostname-options': (query) => ({
      options: HOSTS.filter((h) => h.includes(String(query.search))).map((value) => ({
        value,
        label: value.toUpperCase(),
      })),
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
    expect(screen.getByRole('button', { name: /^Flagged/ })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('[data-filter="datePicker"] .ant-picker-range')).not.toBeNull();
  });

  it('searches a long endpoint list through the filter-option endpoint and writes the choice to the URL', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Host Name/ }));
    const search = screen.getByRole('combobox', { name: 'Search Host Name' });
    expect(search).toHaveFocus();
    await advance(0);
    // 60 host names answer the empty search: too many to show whole, so the picker waits for a search.
    expect(calls).toEqual([{ method: 'GET', path: '/filters/hostname-options', query: { search: '' } }]);
    expect(screen.getByText('Type to search')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.change(search, { target: { value: 'alpha' } });
    await advance(500);
    expect(calls[1]).toEqual({ method: 'GET', path: '/filters/hostname-options', query: { search: 'alpha' } });
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

  it('sets the yes/no filter from the same trigger and popup as the others, keeping its URL value', async () => {
    setup('/incidents?flagged=true');
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Flagged: Yes');
    const trigger = screen.getByRole('button', { name: /^Flagged: Yes/ });
    fireEvent.click(trigger);
    await advance(50);
    const dialog = screen.getByRole('dialog', { name: 'Flagged' });
    // Focus goes to the chosen value.
    expect(within(dialog).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    expect(location()).toBe('?flagged=false');
    fireEvent.keyDown(within(dialog).getByRole('radio', { name: 'No' }), { key: 'Enter' });
    expect(screen.queryByRole('dialog', { name: 'Flagged' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Flagged: No/ })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: /^Flagged: No/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect(location()).toBe('');
  });

  it('opens a checklist, moves, ticks and closes by keyboard alone', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: /^Severity/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await advance(50);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('group', { name: 'Severity' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes[0]).toHaveFocus();
    fireEvent.keyDown(boxes[0]!, { key: 'ArrowDown' });
    expect(boxes[1]).toHaveFocus();
    fireEvent.keyDown(boxes[1]!, { key: 'End' });
    expect(boxes[3]).toHaveFocus();
    fireEvent.keyDown(boxes[3]!, { key: 'Home' });
    expect(boxes[0]).toHaveFocus();
    fireEvent.keyDown(boxes[0]!, { key: 'Enter' });
    expect(location()).toBe('?severity=high');
    fireEvent.keyDown(boxes[0]!, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Severity' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Severity: high/ })).toHaveFocus();
  });

  it('returns to the trigger when Tab leaves the popup at either end', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: /^Severity/ });
    fireEvent.click(trigger);
    await advance(50);
    const boxes = within(screen.getByRole('group', { name: 'Severity' })).getAllByRole('checkbox');
    // Inside, Tab is the browser's; at the last value it closes the popup.
    fireEvent.keyDown(boxes[1]!, { key: 'Tab' });
    expect(screen.getByRole('group', { name: 'Severity' })).toBeInTheDocument();
    boxes[3]!.focus();
    fireEvent.keyDown(boxes[3]!, { key: 'Tab' });
    expect(screen.queryByRole('group', { name: 'Severity' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    fireEvent.click(trigger);
    await advance(50);
    const first = within(screen.getByRole('group', { name: 'Severity' })).getAllByRole('checkbox')[0]!;
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(screen.queryByRole('group', { name: 'Severity' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows a short endpoint list whole, as a checklist narrowed by typing, and ticks by keyboard', async () => {
    const { calls } = setup();
    const trigger = screen.getByRole('button', { name: /^Egress Channel/ });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await advance(0);
    expect(calls).toEqual([{ method: 'GET', path: '/filters/egress-channel-options', query: { search: '' } }]);
    const list = screen.getByRole('listbox', { name: 'Egress Channel' });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Email', 'USB', 'Web upload']);
    expect(list.querySelectorAll('.ant-checkbox')).toHaveLength(3);
    expect(screen.queryByText('Type to search')).not.toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Search Egress Channel' });
    expect(search).toHaveFocus();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(location()).toBe('?egressChannel=USB');
    expect(within(list).getByRole('option', { name: 'USB' })).toHaveAttribute('aria-selected', 'true');
    // Typing narrows the list it holds, with no more calls.
    fireEvent.change(search, { target: { value: 'web' } });
    await advance(500);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Web upload']);
    expect(calls).toHaveLength(1);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Egress Channel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Egress Channel: USB/ })).toHaveFocus();
  });

  it('opens the number range with focus in its minimum, and Escape closes it', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: /^Total Hit Count/ });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await advance(50);
    const min = screen.getByRole('spinbutton', { name: 'Total Hit Count minimum' });
    expect(min).toHaveFocus();
    fireEvent.keyDown(min, { key: 'Escape' });
    expect(screen.queryByRole('spinbutton', { name: 'Total Hit Count minimum' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('FilterBar with options given later', () => {
  function TenantBar({ names }: { names: readonly [string, string][] }) {
    const filters = [optionsFilter('Tenant', { options: names.map(([value, label]) => ({ value, label })) })];
    const { view, setFilter, setSearch, clearAll } = useListView({ filters, sortableColumns: ['created'] });
    return (
      <FilterBar
        filters={filters}
        view={view}
        onFilterChange={setFilter}
        onSearchChange={setSearch}
        onClearAll={clearAll}
      />
    );
  }

  it('names a chosen value once the page gives its options (the tenants of a scope, asked after the grid)', () => {
    const { api } = createFakeApi({});
    const view = (names: readonly [string, string][]) => (
      <GridTestShell api={api} url="/incidents?tenant=globex">
        <TenantBar names={names} />
      </GridTestShell>
    );
    const { rerender } = render(view([]));
    const bar = () => document.querySelector('.console-filter-bar')?.textContent ?? '';
    expect(bar()).not.toContain('Globex');
    rerender(view([['globex', 'Globex']]));
    expect(bar()).not.toContain('globex');
    expect(bar()).toContain('Globex');
  });
});
