import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, FEATURE_FLAG_DEFAULTS, TOP_LEVEL_ROUTES } from 'shared-contracts';
import { headerTitle, visibleTabs } from 'shared-ui';
import { routeModule } from './remote-entry';
import { createTestShell } from 'shared-ui/testing';

const top = TOP_LEVEL_ROUTES.find((route) => route.remote === 'mfe_policies');

describe('mfe_policies route module', () => {
  it('keeps builder and edit out of the tab bar and titles them', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => true };
    expect(visibleTabs(routeModule.routes, ctx).map((tab) => tab.title)).toEqual(['Policies']);
    expect(headerTitle('/policies', top, routeModule.routes)).toBe('Protection Policies');
    expect(headerTitle('/policies/builder', top, routeModule.routes)).toBe('Create New Policy');
    expect(headerTitle('/policies/p-7/edit', top, routeModule.routes)).toBe('Edit Policy');
  });

  it('renders the edit route with its policy id', () => {
    const { Component } = routeModule;
    render(
      <MemoryRouter initialEntries={['/policies/p-7/edit']}>
        <Routes>
          <Route path="/policies/*" element={<Component shell={createTestShell()} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Policies cannot be edited in this version of the console.')).toBeInTheDocument();
  });
});
