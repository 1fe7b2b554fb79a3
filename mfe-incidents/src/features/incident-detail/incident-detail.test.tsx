import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-ui';
import { extendedIncident } from '../../testing/incident-fixtures';
import { createFakeApi, createFakeNotify, IncidentsTestShell } from '../../testing/incidents-test-shell';
import { IncidentDetail } from './incident-detail';

const INCIDENT = extendedIncident();
const PATH = `/incidents/${INCIDENT.id}`;
const REF = { id: INCIDENT.id, created: INCIDENT.created };

function renderDetail(routes: Record<string, (query: unknown, body: unknown) => unknown>) {
  const fake = createFakeApi({ 'GET /assignees': () => ({ assignees: [] }), ...routes });
  const { notify, toasts } = createFakeNotify();
  render(
    <IncidentsTestShell api={fake.api} notify={notify}>
      <IncidentDetail incidentRef={REF} policyType="protection" />
    </IncidentsTestShell>,
  );
  return { fake, toasts };
}

async function chooseStatus(label: string) {
  const select = await screen.findByLabelText('Status');
  fireEvent.mouseDown(select);
  const option = await screen.findByTitle(label);
  fireEvent.click(within(option).getByText(label));
}

describe('IncidentDetail', () => {
  it('shows the event behind the incident: who, device, data, where, policy, verdict', async () => {
    renderDetail({ [`GET ${PATH}`]: () => ({ extendIncident: INCIDENT }) });
    const facts = await screen.findByRole('region', { name: 'The event behind it' });
    expect(within(facts).getByText('ana@acme.example')).toBeInTheDocument();
    expect(within(facts).getByText(/LAPTOP-ANA \(Windows 11\)/)).toBeInTheDocument();
    expect(within(facts).getByText('Source code')).toBeInTheDocument();
    expect(within(facts).getByText('2.0 MB, 7 hits')).toBeInTheDocument();
    expect(within(facts).getByText('github.com (Code hosting) via Git push')).toBeInTheDocument();
    expect(within(facts).getByText('Block source code uploads (protection)')).toBeInTheDocument();
    expect(within(facts).getByText('Protected')).toBeInTheDocument();
  });

  it("falls back to the incident's copy of the facts when the event is no longer stored", async () => {
    const copy = extendedIncident({ event: null, destination: 'mail.example.org', egressChannel: 'Email' });
    renderDetail({ [`GET ${PATH}`]: () => ({ extendIncident: copy }) });
    const facts = await screen.findByRole('region', { name: 'The event behind it' });
    // The copy keeps no destination type: the route names none.
    expect(within(facts).getByText('mail.example.org via Email')).toBeInTheDocument();
    expect(within(facts).getByText(/no longer stored/)).toBeInTheDocument();
  });

  it("links to the user's and the host's other incidents, and to their egress events", async () => {
    renderDetail({
      [`GET ${PATH}`]: () => ({ extendIncident: INCIDENT }),
      'GET /incidents/count': () => ({ totalIncidents: 90, totalFilteredIncidents: 4 }),
    });
    const related = await screen.findByRole('region', { name: 'Related' });
    const others = await within(related).findByRole('link', { name: '3 other incidents of this user' });
    expect(others).toHaveAttribute('href', `/incidents?username=${encodeURIComponent(INCIDENT.username)}`);
    expect(await within(related).findByRole('link', { name: '3 other incidents on this host' })).toHaveAttribute(
      'href',
      `/incidents?hostname=${encodeURIComponent(INCIDENT.hostname)}`,
    );
    expect(within(related).getByRole('link', { name: 'Egress events of this user' })).toHaveAttribute(
      'href',
      `/egress?username=${encodeURIComponent(INCIDENT.username)}`,
    );
  });

  it('saves a status change with the version read, toasts it and shows what was saved without reloading', async () => {
    const { event: _event, details: _details, commentCount: _count, ...listForm } = INCIDENT;
    const { fake, toasts } = renderDetail({
      [`GET ${PATH}`]: () => ({ extendIncident: INCIDENT }),
      [`PATCH ${PATH}`]: () => ({ ...listForm, version: INCIDENT.version + 1, status: 'resolved' }),
    });
    await chooseStatus('Resolved');
    await waitFor(() => expect(toasts).toEqual([{ title: 'Status set to Resolved', variant: 'success' }]));
    expect(fake.callsTo('PATCH', PATH)[0]).toMatchObject({
      body: { status: 'resolved', version: 3 },
      query: { created: INCIDENT.created },
    });
    expect(
      within(screen.getByRole('region', { name: 'The event behind it' })).getByText('Protected'),
    ).toBeInTheDocument();
    expect(fake.callsTo('GET', PATH)).toHaveLength(1);
  });

  it('explains a stale write (412) and reloads what changed', async () => {
    const { fake, toasts } = renderDetail({
      [`GET ${PATH}`]: () => ({ extendIncident: INCIDENT }),
      [`PATCH ${PATH}`]: () => {
        throw new ApiError(412, 'Precondition Failed', 'The incident changed since version 3; reload it (now 4)');
      },
    });
    await chooseStatus('Dismissed');
    await waitFor(() => expect(toasts[0]).toMatchObject({ title: 'The change was not saved', variant: 'destructive' }));
    expect(toasts[0]?.description).toMatch(/Someone else changed this incident after you opened it/);
    await waitFor(() => expect(fake.callsTo('GET', PATH)).toHaveLength(2));
  });

  it('sets the exception status on the incident event', async () => {
    const { fake, toasts } = renderDetail({
      [`GET ${PATH}`]: () => ({ extendIncident: INCIDENT }),
      [`PATCH ${PATH}/exception-status`]: () => ({
        id: INCIDENT.id,
        exceptionRequestStatus: 'Approved',
        exceptionRequestType: null,
        version: 4,
      }),
    });
    fireEvent.mouseDown(await screen.findByLabelText('Exception status'));
    fireEvent.click(within(await screen.findByTitle('Approved')).getByText('Approved'));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Exception status set to Approved', variant: 'success' }]));
    expect(fake.callsTo('PATCH', `${PATH}/exception-status`)[0]).toMatchObject({
      body: { exceptionStatus: 'Approved' },
      query: { eventID: INCIDENT.eventId, created: INCIDENT.created },
    });
  });

  it('shows an expired exception as Expired, which cannot be chosen; the statuses that can be are offered', async () => {
    const { fake } = renderDetail({
      [`GET ${PATH}`]: () => ({ extendIncident: { ...INCIDENT, exceptionRequestStatus: 'Expired' } }),
      [`PATCH ${PATH}/exception-status`]: () => ({
        id: INCIDENT.id,
        exceptionRequestStatus: 'Rejected',
        exceptionRequestType: null,
        version: 4,
      }),
    });
    const select = await screen.findByLabelText('Exception status');
    const field = select.closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(within(field).getByTitle('Expired')).toBeInTheDocument());
    fireEvent.mouseDown(select);
    const expired = await screen.findByRole('option', { name: 'Expired' });
    expect(expired).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(await screen.findByTitle('Rejected')).getByText('Rejected'));
    await waitFor(() => expect(fake.callsTo('PATCH', `${PATH}/exception-status`)).toHaveLength(1));
    expect(fake.callsTo('PATCH', `${PATH}/exception-status`)[0]).toMatchObject({
      body: { exceptionStatus: 'Rejected' },
    });
  });

  it('says an incident of no one (or another tenant) is not found', async () => {
    renderDetail({
      [`GET ${PATH}`]: () => {
        throw new ApiError(404, 'Not Found');
      },
    });
    expect(await screen.findByText('Content not found. Please verify your request.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then a failure with Retry, and the incident once Retry answers', async () => {
    const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
    renderDetail({ [`GET ${PATH}`]: () => new Promise((resolve, reject) => answers.push({ resolve, reject })) });
    expect(screen.getByRole('status', { name: 'Loading incident' })).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!.reject(new ApiError(503, 'Service Unavailable', 'The database is busy.')));
    expect(await screen.findByText('The incident could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is busy.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.resolve({ extendIncident: INCIDENT }));
    expect(await screen.findByRole('heading', { name: INCIDENT.title })).toBeInTheDocument();
    expect(screen.queryByText('The incident could not be loaded')).toBeNull();
  });
});
