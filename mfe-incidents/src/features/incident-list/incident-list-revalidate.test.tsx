import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRevalidateLists } from 'shared-ui';
import { incidentKeys } from '../../common/incident-keys';
import { incidentRow } from '../../testing/incident-fixtures';
import { createFakeApi, IncidentsTestShell } from '../../testing/incidents-test-shell';
import { IncidentList } from './incident-list';

function ReloadButton() {
  const revalidate = useRevalidateLists(incidentKeys);
  return (
    <button type="button" onClick={() => void revalidate()}>
      Reload
    </button>
  );
}

describe('IncidentList after a write', () => {
  it('reloads the loaded pages and the counts of the grid, keeping its query', async () => {
    let status = 'open';
    const fake = createFakeApi({
      'GET /incidents': () => ({ incidents: [incidentRow({ status: status as 'open' })], nextToken: null }),
      'GET /incidents/count': () => ({ totalIncidents: 10, totalFilteredIncidents: 1 }),
    });
    render(
      <IncidentsTestShell api={fake.api} url="/incidents?status=open">
        <IncidentList onOpen={() => undefined} />
        <ReloadButton />
      </IncidentsTestShell>,
    );
    expect(await screen.findByText('Open')).toBeInTheDocument();
    status = 'resolved';
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', '/incidents/count')).toHaveLength(2));
    const lists = fake.callsTo('GET', '/incidents');
    expect(lists).toHaveLength(2);
    expect(lists[1]?.query).toEqual(lists[0]?.query);
  });
});
