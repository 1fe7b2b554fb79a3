import '../components/testing/setup-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { INCIDENT_LIST_RESOURCE, optionsFilter, optionsOf } from 'shared-contracts';
import type { Query } from 'shared-contracts';
import type { GridSelection } from './grid-selection';
import type { DataGridColumn } from './data-grid';
import { ServerListPage } from './server-list-page';
import type { MatchingRows } from './server-list-page';
import type { FakeHandler } from '../testing';
import { createFakeApi, GridTestShell, pagedRows } from './testing/grid-test-shell';

interface Incident {
  id: string;
  name: string;
  created?: string;
}

const FILTERS = [optionsFilter('Severity', { options: optionsOf(['high', 'low']) })];
const COLUMNS: DataGridColumn<Incident>[] = [
  { key: 'name', title: 'Name', width: 200 },
  { key: 'created', title: 'Created', width: 160, sortable: true },
];

function setup(
  url: string,
  rows: FakeHandler = pagedRows(250, 100),
  counts = { totalIncidents: 1_000_000, totalFilteredIncidents: 250 },
) {
  const fake = createFakeApi({ 'GET /incidents': rows, 'GET /incidents/count': () => counts });
  const bulk = jest.fn((selection: GridSelection) => <span data-testid="bulk">{JSON.stringify(selection)}</span>);
  const matchingActions = jest.fn((matching: MatchingRows) => (
    <span data-testid="matching">{matching.count === undefined ? 'counting' : `${matching.count} match`}</span>
  ));
  render(
    <GridTestShell api={fake.api} url={url}>
      <ServerListPage<Incident>
        {...INCIDENT_LIST_RESOURCE}
        columns={COLUMNS}
        filters={FILTERS}
        rowKey="id"
        bulkActions={bulk}
        matchingActions={matchingActions}
      />
    </GridTestShell>,
  );
  return { ...fake, bulk, matchingActions };
}
const listCalls = (calls: { path: string; query: Query }[]) => calls.filter((call) => call.path === '/incidents');

describe('ServerListPage', () => {
  it('loads page one and the counts with the URL filters, a cutoff taken on entry and the default sort', async () => {
    const before = Date.now();
    const { calls } = setup('/incidents?severity=high');
    await screen.findByText('100 incidents loaded');
    const [first] = listCalls(calls);
    expect(first!.query).toMatchObject({ pageSize: 100, sortColumn: 'created', sortOrder: 'desc', severity: 'high' });
    const cutoff = Date.parse(String(first!.query.cutoff));
    expect(cutoff).toBeGreaterThanOrEqual(before - 1);
    expect(cutoff).toBeLessThanOrEqual(Date.now());
    const count = calls.find((call) => call.path === '/incidents/count');
    expect(count!.query).toEqual({ cutoff: first!.query.cutoff, severity: 'high' });
    expect(await screen.findByLabelText('250 of 1,000,000 incidents')).toHaveTextContent('250 of 1M incidents');
  });

  it('sorts through the URL from a sortable header', async () => {
    const { calls } = setup('/incidents');
    await screen.findByText('100 incidents loaded');
    fireEvent.click(screen.getByText('Created'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?sortColumn=created&sortOrder=asc'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query).toMatchObject({ sortOrder: 'asc' }));
  });

  it('selects every loaded row, then every row matching the filter', async () => {
    const { bulk } = setup('/incidents?severity=high');
    await screen.findByLabelText('250 of 1,000,000 incidents');
    fireEvent.click(within(document.querySelector('thead')!).getByRole('checkbox'));
    const banner = await screen.findByRole('status', { name: 'Selection' });
    expect(banner).toHaveTextContent('100 selected.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Select all 250 matching incidents' }));
    expect(screen.getByRole('status', { name: 'Selection' })).toHaveTextContent(
      'All 250 incidents matching the filter are selected.',
    );
    const last = bulk.mock.calls.at(-1)![0];
    expect(last).toMatchObject({
      allMatching: true,
      count: 250,
      query: { filters: { severity: { kind: 'options', values: ['high'] } } },
    });
    expect(last.allMatching && last.query.cutoff).toEqual(expect.any(String));
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('gives the matching actions the filtering query and its count', async () => {
    const { matchingActions } = setup('/incidents?severity=high');
    expect(await screen.findByTestId('matching')).toHaveTextContent('250 match');
    const last = matchingActions.mock.calls.at(-1)![0];
    expect(last.query).toEqual({
      cutoff: expect.any(String),
      filters: { severity: { kind: 'options', values: ['high'] } },
    });
  });

  it('with a slow API: a skeleton, then the rows, dimmed while a new filter loads, then an error with Retry', async () => {
    const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
    const slow = () => new Promise((resolve, reject) => answers.push({ resolve, reject }));
    setup('/incidents', slow);
    // Loading: the skeleton, and neither an empty state nor a zero.
    expect(await screen.findByRole('status', { name: 'Loading incidents' })).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.queryByText(/0 incidents loaded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /No incidents/ })).not.toBeInTheDocument();
    act(() => answers[0]!.resolve(pagedRows(2, 100)({})));
    expect(await screen.findByText('2 incidents loaded (end of list)')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading incidents' })).not.toBeInTheDocument();

    // A new filter: the earlier rows stay, dimmed, until its answer comes; here it fails, with Retry.
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(screen.getByText('Row 0').closest('.console-stale')).not.toBeNull();
    act(() => answers[1]!.reject(new Error('The API took too long.')));
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The API took too long.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answers).toHaveLength(3));
    act(() => answers[2]!.resolve(pagedRows(3, 100)({})));
    expect(await screen.findByText('3 incidents loaded (end of list)')).toBeInTheDocument();
  });

  it("shows 'No results' for an empty filtered list and clears the filters from it", async () => {
    setup('/incidents?severity=low', () => ({ incidents: [], nextToken: null }), {
      totalIncidents: 5,
      totalFilteredIncidents: 0,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/incidents$/);
    expect(await screen.findByRole('region', { name: 'No incidents yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });
});

describe("ServerListPage's page controls", () => {
  const MAIN_FILTERS = [
    optionsFilter('Severity', { options: optionsOf(['high', 'low']) }),
    optionsFilter('Status', { options: optionsOf(['open', 'closed']) }),
  ];

  function renderWithControls(width: number) {
    // The list's own box: jsdom lays nothing out, so its width is given here.
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
      this: HTMLElement,
    ) {
      return DOMRect.fromRect({ width: this.classList.contains('console-server-list') ? width : 0, height: 0 });
    });
    const fake = createFakeApi({
      'GET /incidents': pagedRows(10, 100),
      'GET /incidents/count': () => ({ totalIncidents: 10, totalFilteredIncidents: 10 }),
    });
    const pageControls = jest.fn((compact: boolean) => (
      <button type="button">{compact ? 'Mode (compact)' : 'Mode'}</button>
    ));
    render(
      <GridTestShell api={fake.api} url="/incidents">
        <ServerListPage<Incident>
          {...INCIDENT_LIST_RESOURCE}
          columns={COLUMNS}
          filters={MAIN_FILTERS}
          rowKey="id"
          pageControls={pageControls}
          pageTools={<button type="button">Page settings</button>}
        />
      </GridTestShell>,
    );
    return { spy, pageControls };
  }

  afterEach(() => jest.restoreAllMocks());

  it("leads the filter bar's row and puts the page's tools among the grid's", async () => {
    renderWithControls(1300);
    const toolbar = await screen.findByRole('toolbar', { name: 'Filters' });
    const mode = within(toolbar).getByRole('button', { name: 'Mode' });
    const search = within(toolbar).getByRole('searchbox', { name: 'Search incidents' });
    // First in the row, before the search box.
    expect(mode.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Page settings' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(toolbar.querySelector('[data-filter="severity"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Grid tools' })).not.toBeInTheDocument();
  });

  it('keeps one row when narrow: the filters under "More filters" and the tools under "Grid tools"', async () => {
    const { pageControls } = renderWithControls(880);
    const toolbar = await screen.findByRole('toolbar', { name: 'Filters' });
    expect(await within(toolbar).findByRole('button', { name: 'Mode (compact)' })).toBeInTheDocument();
    expect(pageControls).toHaveBeenLastCalledWith(true);
    expect(toolbar.querySelector('[data-filter]')).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'More filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Grid tools' }));
    const tools = await screen.findByRole('group', { name: 'Grid tools' });
    expect(within(tools).getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Page settings' })).toBeInTheDocument();
  });
});
