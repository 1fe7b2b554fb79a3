import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import { matchChildRoute, visibleTabs } from 'shared-ui';
import { routeModule } from './remote-entry';
import { createTestShell } from 'shared-ui/testing';

const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => false };

describe('mfe_egress route module', () => {
  it('declares the four tabs of SPEC §2 and keeps lineage out of the tab bar', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(visibleTabs(routeModule.routes, ctx).map((tab) => [tab.path, tab.title])).toEqual([
      ['', 'All Events'],
      ['not-covered', 'Not Covered'],
      ['monitored', 'Monitored Events'],
      ['protected', 'Protected Events'],
    ]);
    expect(matchChildRoute('/egress/lineage/monitored', '/egress', routeModule.routes)?.path).toBe('lineage/monitored');
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
