import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, FEATURE_FLAG_DEFAULTS, NOT_FOUND_TEXT } from 'shared-contracts';
import { visibleTabs } from 'shared-ui';
import { routeModule } from './remote-entry';
import { createTestShell } from 'shared-ui/testing';

function renderAt(path: string) {
  const { Component } = routeModule;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/report-templates/*" element={<Component shell={createTestShell()} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mfe_reports route module', () => {
  it('declares one route with optional parameters and no tab', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(visibleTabs(routeModule.routes, { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => true })).toEqual([]);
  });

  it('renders with none, one or both parameters, and not-found beyond them', () => {
    for (const path of ['/report-templates', '/report-templates/t-1', '/report-templates/t-1/r-2']) {
      const { unmount } = renderAt(path);
      expect(screen.getByText('No report templates are listed in this version of the console.')).toBeInTheDocument();
      unmount();
    }
    renderAt('/report-templates/t-1/r-2/extra');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
