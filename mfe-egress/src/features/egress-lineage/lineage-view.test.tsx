import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import type { Lineage, LineageCombinationList } from 'shared-contracts';
import { ShellProvider } from 'shared-ui';
import { LocationProbe, createFakeApi, createTestShell } from 'shared-ui/testing';
import { SWRConfig } from 'swr';
import { EgressEventsPage } from '../../routes/egress-events-page';
import { EGRESS_TABS } from '../../routes/egress-tabs';

// The flow chart draws on a canvas jsdom lacks; the table of combinations is its text form.
jest.mock('./lineage-flow-chart', () => ({ __esModule: true, default: () => null }));

const FLOWS: Lineage = {
  flows: [{ origin: 'Google Chrome', channel: 'Email', destination: 'gmail.com', events: 12, volume: 2048 }],
  totalFlows: 1,
  totalEvents: 12,
};
const COMBINATIONS: LineageCombinationList = {
  combinations: [
    { origin: 'Google Chrome', channel: 'Email', destination: 'gmail.com', events: 12, users: 3, volume: 2048 },
  ],
};

function renderLineage(path: string) {
  const fake = createFakeApi({
    'GET /high-level-lineage': () => FLOWS,
    'GET /high-level-lineage/combinations': () => COMBINATIONS,
    'GET /filters': () => ({ filters: [] }),
  });
  const protectedTab = EGRESS_TABS.find((tab) => tab.path === 'protected')!;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShellProvider value={createTestShell({ api: fake.api })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/egress/lineage/protected" element={<EgressEventsPage tab={protectedTab} lineage />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ShellProvider>
    </SWRConfig>,
  );
  return fake;
}

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'https://console.test');

describe('lineage mode', () => {
  it("keeps the grid's filter bar, and reads the flows of the events it filters", async () => {
    const fake = renderLineage('/egress/lineage/protected?egressChannel=Email&search=report');
    const lineage = screen.getByRole('region', { name: 'Lineage' });
    expect(within(lineage).getByRole('searchbox')).toHaveValue('report');
    expect(within(lineage).getByRole('button', { name: /Clear all/ })).toBeInTheDocument();
    await within(lineage).findByText('12 events in 1 flows');
    const call = fake.calls.find((item) => item.path === '/high-level-lineage');
    expect(call?.query).toMatchObject({ egressChannel: 'Email', policyVerdict: 'BLOCK', search: 'report' });

    // Clearing the bar reads the tab's flows again, unfiltered (the tab's verdict stays).
    fireEvent.click(within(lineage).getByRole('button', { name: /Clear all/ }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it("links each combination's events to the grid narrowed to that flow, keeping the filters", async () => {
    renderLineage('/egress/lineage/protected?egressChannel=Email');
    const table = await screen.findByRole('table', { name: 'Combinations' });
    const events = await within(table).findByRole('link', {
      name: '12 events from Google Chrome by Email to gmail.com',
    });
    const link = new URL(events.getAttribute('href') ?? '', 'https://console.test');
    expect(link.pathname).toBe('/egress/protected');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      egressChannel: 'Email',
      source: 'Google Chrome',
      destination: 'gmail.com',
    });
  });
});
