import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PolicyExceptionDetail } from 'shared-contracts';
import { extendedIncident } from '../../testing/incident-fixtures';
import { createFakeApi, createFakeNotify, IncidentsTestShell } from '../../testing/incidents-test-shell';
import { ExceptionRequest } from './exception-request';

const INCIDENT = extendedIncident();
const OF_INCIDENT = `GET /policy-exceptions/of-incident/${INCIDENT.id}`;

function requested(body: { scope: Record<string, string>; reason: string; expiresInDays: number }) {
  const detail: PolicyExceptionDetail = {
    id: 'x-1',
    created: '2026-11-20T10:00:00.000Z',
    state: 'pending',
    username: body.scope.username ?? null,
    userGroup: null,
    destination: body.scope.destination ?? null,
    listId: null,
    listName: null,
    dataType: body.scope.dataType ?? null,
    egressChannel: body.scope.egressChannel ?? null,
    reason: body.reason,
    requestedBy: 'u-1',
    requestedByName: 'Ada Lovelace',
    incidentId: INCIDENT.id,
    startsAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    approvalsRequired: body.expiresInDays > 90 ? 2 : 1,
    approvals: 0,
    version: 1,
    approvalList: [],
    incidents: [{ id: INCIDENT.id, created: INCIDENT.created, title: INCIDENT.title }],
    decidedBy: null,
    decided: null,
  };
  return detail;
}

describe('ExceptionRequest', () => {
  it('requests an exception scoped by the incident, with a reason and the expiry, then shows it pending', async () => {
    let exception: PolicyExceptionDetail | null = null;
    const fake = createFakeApi({
      [OF_INCIDENT]: () => ({ exception }),
      'POST /policy-exceptions': (_query, body) => {
        exception = requested(body as Parameters<typeof requested>[0]);
        return exception;
      },
    });
    const { notify } = createFakeNotify();
    render(
      <IncidentsTestShell api={fake.api} notify={notify}>
        <ExceptionRequest incident={INCIDENT} />
      </IncidentsTestShell>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Request exception' }));
    const form = await screen.findByRole('dialog', { name: 'Request exception' });
    expect(within(form).getByLabelText('User')).toHaveValue(INCIDENT.username);
    fireEvent.change(within(form).getByLabelText('Destination'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Vendor upload' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Request' }));
    const section = screen.getByRole('region', { name: 'Exception request' });
    await waitFor(() => expect(section).toHaveTextContent('State: Pending'));
    expect(section).toHaveTextContent('Approvals: 0 of 1');
    const [call] = fake.calls.filter((item) => item.method === 'POST');
    expect(call?.body).toEqual({
      scope: { username: INCIDENT.username, dataType: INCIDENT.dataTypes[0], egressChannel: INCIDENT.egressChannel },
      reason: 'Vendor upload',
      incidentId: INCIDENT.id,
      expiresInDays: 30,
    });
  });
});
