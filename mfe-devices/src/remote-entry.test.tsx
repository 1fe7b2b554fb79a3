import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, NOT_FOUND_TEXT } from 'shared-contracts';
import { routeModule } from './remote-entry';
import { createTestShell } from 'shared-ui/testing';

function renderAt(path: string) {
  const { Component } = routeModule;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/devices/*" element={<Component shell={createTestShell()} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mfe_devices route module', () => {
  it('declares the current contract and no child tabs', () => {
    expect(routeModule).toMatchObject({ contractVersion: CONTRACT_VERSION, name: 'mfe_devices', routes: [] });
  });

  it('renders not-found below its mount path', () => {
    renderAt('/devices/unknown');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
