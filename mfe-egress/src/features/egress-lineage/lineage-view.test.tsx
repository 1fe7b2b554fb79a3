import type React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { LINEAGE_COMBINATION_LIMIT } from 'shared-contracts';
import type { Lineage, LineageCombinationList } from 'shared-contracts';
import { ShellProvider } from 'shared-ui';
import { LocationProbe, createFakeApi, createTestShell } from 'shared-ui/testing';
import { SWRConfig } from 'swr';
import { EgressEventsPage } from '../../routes/egress-events-page';
import { EGRESS_TABS } from '../../routes/egress-tabs';

// The flow chart draws on a canvas jsdom lacks (lineage-flow-chart.test.tsx tests it): here, a list of its links.
jest.mock('./lineage-flow-chart', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    __esModule: true,
    default: ({ links }: { links: { source: string; target: string; value: number }[] }) =>
      createElement(
        'ul',
        { 'aria-label': 'Flow chart' },
        links.map((link) =>
          createElement(
            'li',
            { key: `${link.source}>${link.target}` },
            `${link.source} > ${link.target}: ${link.value}`,
          ),
        ),
      ),
  };
});

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

function renderLineage(path: string, answers: { flows?: Lineage; combinations?: LineageCombinationList } = {}) {
  const fake = createFakeApi({
    'GET /high-level-lineage': () => answers.flows ?? FLOWS,
    'GET /high-level-lineage/combinations': () => answers.combinations ?? COMBINATIONS,
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
    await within(lineage).findByText('12 events in 1 flow');
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

  it('draws every combination when the table has them all, so that each node and link counts what it opens', async () => {
    const combination = (origin: string, destination: string, events: number) => ({
      origin,
      channel: 'Email',
      destination,
      events,
      users: 1,
      volume: 1,
    });
    const combinations = [combination('Outlook', 'gmail.com', 12), combination('Thunderbird', 'proton.me', 3)];
    renderLineage('/egress/lineage/protected', {
      flows: { flows: [combinations[0]!], totalFlows: 2, totalEvents: 15 },
      combinations: { combinations },
    });
    const chart = await screen.findByRole('list', { name: 'Flow chart' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'From: Outlook > Via: Email: 12',
      'Via: Email > To: gmail.com: 12',
      'From: Thunderbird > Via: Email: 3',
      'Via: Email > To: proton.me: 3',
    ]);
    expect(screen.getByText('15 events in 2 flows')).toBeInTheDocument();
  });

  it('draws the largest flows when the table is cut, and says its nodes and links count those drawn', async () => {
    const many = Array.from({ length: LINEAGE_COMBINATION_LIMIT }, (_, index) => ({
      origin: `App ${index}`,
      channel: 'Email',
      destination: 'gmail.com',
      events: 1,
      users: 1,
      volume: 1,
    }));
    renderLineage('/egress/lineage/protected', {
      flows: { flows: many.slice(0, 1), totalFlows: 500, totalEvents: 500 },
      combinations: { combinations: many },
    });
    const chart = await screen.findByRole('list', { name: 'Flow chart' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByText('500 events in 500 flows, the 1 largest drawn (each node and link counts those drawn)'),
    ).toBeInTheDocument();
  });
});
