import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'shared-ui/core';
import { ALL_TENANTS_ID } from 'shared-contracts';
import { createTestShell } from 'shared-ui/testing';
import { routeModule } from './remote-entry';
import { extendedIncident, incidentRow } from './testing/incident-fixtures';
import { createFakeApi, IncidentsTestShell } from './testing/incidents-test-shell';

const GLOBEX_INCIDENT = '11111111-1111-4111-8111-111111111111';

function routes() {
  return {
    'GET /tenant-scope': () => ({
      platformAdmin: false,
      tenants: [
        { id: 'globex', name: 'Globex' },
        { id: 'initech', name: 'Initech' },
      ],
    }),
    'GET /incidents': () => ({
      incidents: [
        { ...incidentRow(), tenantId: 'globex' },
        { ...incidentRow({ id: 'second', title: 'Second one' }), tenantId: 'initech' },
      ],
      nextToken: null,
    }),
    'GET /incidents/count': () => ({ totalIncidents: 1200, totalFilteredIncidents: 2 }),
    'GET /incidents/tenant-counts': () => ({
      tenants: [
        { tenantId: 'globex', count: 1, approximate: false },
        { tenantId: 'initech', count: 1_000_000, approximate: true },
      ],
    }),
    [`GET /incidents/${GLOBEX_INCIDENT}`]: () => ({ extendIncident: extendedIncident() }),
    [`GET /incidents/${GLOBEX_INCIDENT}/comments`]: () => ({ comments: [] }),
    [`GET /incidents/${GLOBEX_INCIDENT}/ai-sprinkles`]: () => {
      throw new Error('no summary in this test');
    },
    'GET /assignees': () => ({ assignees: [] }),
    'GET /filters/assignee-options': () => ({
      options: [
        { value: 'unassigned', label: 'Unassigned' },
        { value: 'u-noor', label: 'Noor Okafor' },
      ],
    }),
  };
}

function renderAllTenants(url: string, fake = createFakeApi(routes())) {
  const { Component } = routeModule;
  render(
    <IncidentsTestShell api={fake.api} url={url}>
      <Routes>
        <Route
          path="/incidents/*"
          element={<Component shell={createTestShell({ api: fake.api, tenantId: ALL_TENANTS_ID })} />}
        />
      </Routes>
    </IncidentsTestShell>,
  );
  return fake;
}

describe('the incidents grid over All tenants (issue 31)', () => {
  it('shows each row’s tenant by name, a Tenant filter, and the counts of each tenant with the filter in force', async () => {
    const fake = renderAllTenants('/incidents?severity=high');
    // The Tenant column's cells, and its header beside the Tenant filter of the bar.
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    expect(screen.getByText('Initech')).toBeInTheDocument();
    expect(screen.getAllByText('Tenant').length).toBeGreaterThanOrEqual(2);
    const counts = await screen.findByRole('list', { name: 'Incidents per tenant' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Globex: 1', 'Initech: about 1,000,000']);
    expect(fake.callsTo('GET', '/incidents/tenant-counts')[0]?.query).toMatchObject({ severity: 'high' });
    // No saved views (a tenant's own) over All tenants.
    expect(fake.calls.some((call) => call.path === '/filters')).toBe(false);
  });

  it("offers the filters whose choices the API reads, over the scope's tenants", async () => {
    const fake = renderAllTenants('/incidents');
    fireEvent.click(await screen.findByRole('button', { name: /^Assigned To/ }));
    expect(await screen.findByText('Noor Okafor')).toBeInTheDocument();
    const asked = fake.callsTo('GET', '/filters/assignee-options');
    expect(asked.length).toBeGreaterThan(0);
    // Sent with the shell's own Tenant-Id, All tenants, not one tenant's.
    expect(asked.every((call) => call.tenantId === undefined)).toBe(true);
  });

  it('opens an incident in its own tenant: the drawer’s requests carry that tenant', async () => {
    const fake = renderAllTenants('/incidents');
    fireEvent.click(await screen.findByText('Source code via git push to github.com'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/tenantId=globex/));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('The event behind it')).toBeInTheDocument();
    const detail = fake.callsTo('GET', `/incidents/${GLOBEX_INCIDENT}`);
    expect(detail.length).toBeGreaterThan(0);
    expect(detail.every((call) => call.tenantId === 'globex')).toBe(true);
    expect(fake.callsTo('GET', `/incidents/${GLOBEX_INCIDENT}/comments`)[0]?.tenantId).toBe('globex');
    // The grid itself stays over All tenants.
    expect(fake.callsTo('GET', '/incidents').every((call) => call.tenantId === undefined)).toBe(true);
  });
});
