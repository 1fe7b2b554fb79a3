import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, FEATURE_FLAG_DEFAULTS, NOT_FOUND_TEXT } from 'shared-contracts';
import { visibleTabs } from 'shared-ui';
import { routeModule } from './remote-entry';
import { createTestShell } from 'shared-ui/testing';

function renderAt(path: string, flags = {}) {
  const { Component } = routeModule;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<Component shell={createTestShell({ flags })} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mfe_dashboard route module', () => {
  it('declares the DLP and AI Posture tabs of the current contract', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => false };
    expect(visibleTabs(routeModule.routes, ctx).map((tab) => tab.title)).toEqual(['DLP', 'AI Posture']);
  });

  it('hides both tabs when the AI posture flag is off', () => {
    const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: false }, can: () => true };
    expect(visibleTabs(routeModule.routes, ctx)).toEqual([]);
  });

  it('renders the DLP tab at its mount path and refuses AI Posture when the flag is off', () => {
    renderAt('/dashboard');
    expect(screen.getByText(/No DLP dashboard widgets/)).toBeInTheDocument();
    renderAt('/dashboard/ai-posture', { DISPLAY_AI_POSTURE_PAGE: false });
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
