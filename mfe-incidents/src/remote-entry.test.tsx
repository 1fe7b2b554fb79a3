import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, NOT_FOUND_TEXT } from 'shared-contracts';
import { createTestShell } from 'shared-ui/testing';
import { routeModule } from './remote-entry';
import { extendedIncident, incidentRow } from './testing/incident-fixtures';
import { createFakeApi, IncidentsTestShell } from './testing/incidents-test-shell';

function renderAt(url: string, api = createFakeApi(routes()).api) {
  const { Component } = routeModule;
  return render(
    <IncidentsTestShell api={api} url={url}>
      <Routes>
        <Route path="/incidents/*" element={<Component shell={createTestShell({ api })} />} />
      </Routes>
    </IncidentsTestShell>,
  );
}

function routes() {
  return {
    'GET /incidents': () => ({
      incidents: [incidentRow(), incidentRow({ id: 'second', title: 'Second one' })],
      nextToken: null,
    }),
    'GET /incidents/count': () => ({ totalIncidents: 1200, totalFilteredIncidents: 2 }),
    'GET /incidents/11111111-1111-4111-8111-111111111111': () => ({ extendIncident: extendedIncident() }),
    'GET /incidents/11111111-1111-4111-8111-111111111111/comments': () => ({ comments: [] }),
    'GET /incidents/11111111-1111-4111-8111-111111111111/ai-sprinkles': () => {
      throw new Error('no summary in this test');
    },
    'GET /assignees': () => ({ assignees: [] }),
  };
}

describe('mfe_incidents route module', () => {
  it('declares the current contract and no child tabs', () => {
    expect(routeModule).toMatchObject({
      contractVersion: CONTRACT_VERSION,
      name: 'mfe_incidents',
      routes: [],
      readsScope: true,
    });
  });

  it('loads page one (100, Created descending, a cutoff) and the totals on entry', async () => {
    const fake = createFakeApi(routes());
    renderAt('/incidents?severity=high', fake.api);
    expect(await screen.findByText('Source code via git push to github.com')).toBeInTheDocument();
    const [list] = fake.callsTo('GET', '/incidents');
    expect(list?.query).toMatchObject({ pageSize: 100, sortColumn: 'created', sortOrder: 'desc', severity: 'high' });
    expect(Date.parse(String(list?.query.cutoff))).toBeLessThanOrEqual(Date.now());
    expect(fake.callsTo('GET', '/incidents/count')[0]?.query).toMatchObject({ severity: 'high' });
    expect(await screen.findByLabelText('2 of 1,200 incidents')).toBeInTheDocument();
  });

  it('opens a clicked incident at /incidents/:id?created&policyType, keeping the filters, and closes back', async () => {
    const fake = createFakeApi(routes());
    renderAt('/incidents?severity=high', fake.api);
    fireEvent.click(await screen.findByText('Source code via git push to github.com'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/incidents/11111111-1111-4111-8111-111111111111?severity=high&created=2026-11-20T10%3A00%3A00.000Z&policyType=protection',
      ),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('The event behind it')).toBeInTheDocument();
    const detail = fake.callsTo('GET', '/incidents/11111111-1111-4111-8111-111111111111')[0];
    expect(detail?.query).toEqual({ created: '2026-11-20T10:00:00.000Z', policyType: 'protection' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/incidents\?severity=high$/));
  });

  it('answers not-found below an incident', () => {
    renderAt('/incidents/a/b');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
