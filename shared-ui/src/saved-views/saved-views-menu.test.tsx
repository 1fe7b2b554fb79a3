import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SavedFilter } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from '../testing';
import { filtersSearch, lastHours, SavedViewsMenu } from './saved-views-menu';
import type { QuickFilter } from './saved-views-menu';

const colleagueView: SavedFilter = {
  id: 'blocked-uploads',
  grid: 'egress-events',
  name: 'Blocked uploads',
  query: { egressChannel: ['File upload'], sortColumn: ['hostname'] },
  updated: '2026-01-01T00:00:00.000Z',
  shared: true,
  ownerId: 'U2',
  ownerName: 'Ana Analyst',
  mine: false,
};

const QUICK: QuickFilter[] = [
  {
    label: 'Mine today',
    filters: ({ user, now }) => ({
      assignedTo: { kind: 'options', values: [user.userId, 'unassigned'] },
      datePicker: lastHours(now, 24),
    }),
  },
];

function setup() {
  const stored: SavedFilter[] = [colleagueView];
  const fake = createFakeApi({
    'GET /filters': () => ({ filters: stored }),
    'PUT /filters/mine-only': (_query, body) => {
      const saved = {
        ...(body as SavedFilter),
        id: 'mine-only',
        updated: '',
        ownerId: 'U1',
        ownerName: 'Me',
        mine: true,
      };
      stored.push(saved);
      return saved;
    },
  });
  render(
    <TestShell shell={createTestShell({ api: fake.api })} url="/egress?hostname=A&hostname=B&event=e1&created=x">
      <SavedViewsMenu grid="egress-events" quickFilters={QUICK} />
    </TestShell>,
  );
  return fake;
}

describe('SavedViewsMenu', () => {
  it("opens a colleague's shared view: its filters and sort replace the URL's", async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    fireEvent.click(await screen.findByText('Blocked uploads (shared by Ana Analyst)'));
    expect(screen.getByTestId('location')).toHaveTextContent('/egress?egressChannel=File+upload&sortColumn=hostname');
  });

  it('saves the current view, shared when asked, without the opened event', async () => {
    const fake = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    fireEvent.click(await screen.findByText('Save current view…'));
    await screen.findByText('Blocked uploads (shared by Ana Analyst)');
    fireEvent.change(await screen.findByRole('textbox', { name: 'View name' }), { target: { value: 'Mine only' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share with everyone in the tenant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT', '/filters/mine-only')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/filters/mine-only')[0]!.body).toEqual({
      name: 'Mine only',
      grid: 'egress-events',
      query: { hostname: ['A', 'B'] },
      shared: true,
    });
  });

  it('applies a quick filter: its filters, worked out for the signed-in user and now, replace the view', async () => {
    setup();
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    fireEvent.click(await screen.findByText('Mine today'));
    const location = screen.getByTestId('location').textContent!;
    const params = new URLSearchParams(location.slice(location.indexOf('?')));
    expect(location.startsWith('/egress?')).toBe(true);
    expect(params.getAll('assignedTo')).toEqual(['u-1', 'unassigned']);
    expect(params.has('hostname')).toBe(false);
    const from = Date.parse(params.get('from')!);
    expect(from).toBeGreaterThanOrEqual(before - 24 * 3_600_000);
    expect(from).toBeLessThanOrEqual(Date.now() - 24 * 3_600_000);
  });
});

describe('filtersSearch', () => {
  it('writes each filter as the grid reads it from the URL', () => {
    expect(
      filtersSearch({
        severity: { kind: 'options', values: ['high', 'low'] },
        dataVolume: { kind: 'range', min: 10 },
        flagged: { kind: 'boolean', value: true },
      }),
    ).toBe('?severity=high&severity=low&dataVolumeMin=10&flagged=true');
    expect(filtersSearch({})).toBe('');
  });
});
