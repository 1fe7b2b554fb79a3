import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import { activeTabFor, matchChildRoute, visibleTabs } from 'shared-ui';
import { routeModule } from './remote-entry';
import { createTestShell } from 'shared-ui/testing';

const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => false };

describe('mfe_egress route module', () => {
  it('declares the four tabs of SPEC §2 and keeps lineage out of the tab bar, its tab selected', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(visibleTabs(routeModule.routes, ctx).map((tab) => [tab.path, tab.title])).toEqual([
      ['', 'All Events'],
      ['not-covered', 'Not Covered'],
      ['monitored', 'Monitored Events'],
      ['protected', 'Protected Events'],
    ]);
    const lineage = matchChildRoute('/egress/lineage/monitored', '/egress', routeModule.routes);
    expect(lineage?.path).toBe('lineage/monitored');
    expect(activeTabFor(lineage, routeModule.routes, ctx)?.title).toBe('Monitored Events');
    const allLineage = matchChildRoute('/egress/lineage', '/egress', routeModule.routes);
    expect(activeTabFor(allLineage, routeModule.routes, ctx)?.title).toBe('All Events');
  });

  it('renders a tab in lineage mode under lineage/', () => {
    const { Component } = routeModule;
    render(
      <MemoryRouter initialEntries={['/egress/lineage/protected']}>
        <Routes>
          <Route path="/egress/*" element={<Component shell={createTestShell()} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Protected Events' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lineage' })).toBeInTheDocument();
  });
});
