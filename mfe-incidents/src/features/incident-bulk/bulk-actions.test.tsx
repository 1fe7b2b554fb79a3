import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ALL_TENANTS_ID } from 'shared-contracts';
import type { GridSelection } from 'shared-ui';
import { incidentRowKey } from '../../common/incident-row-key';
import { createFakeApi, createFakeNotify, IncidentsTestShell } from '../../testing/incidents-test-shell';
import { BulkActions } from './bulk-actions';

const APPLIED = {
  updated: 2,
  batchId: 'b-1',
  state: 'applied',
  count: 2,
  undoUntil: '2026-11-29T12:10:00.000Z',
} as const;

function renderActions(selection: GridSelection, outcome: object = APPLIED) {
  const fake = createFakeApi({
    'GET /assignees': () => ({ assignees: [{ userId: 'u-ana', identifier: 'Ana Analyst', tenants: [] }] }),
    'PATCH /incidents/batch': () => outcome,
  });
  const { notify, toasts } = createFakeNotify();
  const onDone = jest.fn();
  render(
    <IncidentsTestShell api={fake.api} notify={notify}>
      <BulkActions selection={selection} onDone={onDone} />
    </IncidentsTestShell>,
  );
  return { fake, toasts, onDone };
}

const TWO_ROWS: GridSelection = {
  allMatching: false,
  ids: [
    incidentRowKey({ id: 'a', created: '2026-11-01T00:00:00.000Z' }),
    incidentRowKey({ id: 'b', created: '2026-11-02T00:00:00.000Z' }),
  ],
};

describe('BulkActions', () => {
  it('confirms how many incidents change, sends one batch and toasts the result', async () => {
    const { fake, toasts, onDone } = renderActions(TWO_ROWS);
    fireEvent.click(screen.getByRole('button', { name: 'Flag' }));
    fireEvent.click(await screen.findByText('Flag', { selector: '.ant-dropdown-menu-title-content' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Flag 2 incidents?')).toBeInTheDocument();
    expect(within(dialog).getByText(/Exactly 2 incidents will change/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.callsTo('PATCH', '/incidents/batch')).toEqual([
      expect.objectContaining({
        body: {
          ids: [
            { id: 'a', created: '2026-11-01T00:00:00.000Z' },
            { id: 'b', created: '2026-11-02T00:00:00.000Z' },
          ],
          changes: { flagged: true },
        },
      }),
    ]);
    expect(toasts).toEqual([
      {
        title: '2 incidents updated',
        description: 'Undo it from the batches above the grid for 10 minutes.',
        variant: 'success',
      },
    ]);
  });

  it("says a batch waits for a second admin's approval when the API keeps it pending", async () => {
    const pending = { updated: 0, batchId: 'b-2', state: 'pending', count: 2, undoUntil: null };
    const { toasts, onDone } = renderActions(TWO_ROWS, pending);
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    fireEvent.click(await screen.findByText('Resolved', { selector: '.ant-dropdown-menu-title-content' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'If any of them is high severity, a second Tenant Admin must approve it before it applies.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toasts).toEqual([
      {
        title: "Waiting for a second admin's approval",
        description: '2 incidents will change once another Tenant Admin approves.',
      },
    ]);
  });

  it('assigns every incident matching the filter, saying how many', async () => {
    const selection: GridSelection = {
      allMatching: true,
      count: 4_321,
      query: { cutoff: '2026-11-21T00:00:00.000Z', filters: { severity: { kind: 'options', values: ['high'] } } },
    };
    const { fake } = renderActions(selection);
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is chosen yet, so a stray Apply cannot unassign thousands of incidents.
    expect(dialog.textContent).toContain('Choose who to assign 4,321 incidents to.');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByLabelText('Assign to'));
    fireEvent.click(within(await screen.findByTitle('Ana Analyst')).getByText('Ana Analyst'));
    await waitFor(() => expect(dialog.textContent).toContain('Assign 4,321 incidents to Ana Analyst?'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/incidents/batch')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/incidents/batch')[0]?.body).toEqual({
      allMatching: { cutoff: '2026-11-21T00:00:00.000Z', severity: 'high' },
      changes: { assignedTo: 'u-ana' },
    });
  });
});

describe('BulkActions over All tenants (issue 31)', () => {
  const GLOBEX_ROW = incidentRowKey({ id: 'a', created: '2026-11-01T00:00:00.000Z', tenantId: 'globex' });
  const INITECH_ROWS = [
    incidentRowKey({ id: 'b', created: '2026-11-02T00:00:00.000Z', tenantId: 'initech' }),
    incidentRowKey({ id: 'c', created: '2026-11-03T00:00:00.000Z', tenantId: 'initech' }),
  ];

  function renderOverScope(selection: GridSelection) {
    const fake = createFakeApi({
      'GET /tenant-scope': () => ({
        platformAdmin: false,
        tenants: [
          { id: 'globex', name: 'Globex' },
          { id: 'initech', name: 'Initech' },
        ],
      }),
      'GET /assignees': () => ({ assignees: [{ userId: 'u-noor', identifier: 'Noor Okafor', tenants: [] }] }),
      'PATCH /incidents/batch': () => ({
        batches: [
          { tenantId: 'globex', ...APPLIED, updated: 1, count: 1 },
          { tenantId: 'initech', ...APPLIED },
        ],
      }),
    });
    const { notify, toasts } = createFakeNotify();
    const onDone = jest.fn();
    render(
      <IncidentsTestShell api={fake.api} notify={notify} tenantId={ALL_TENANTS_ID}>
        <BulkActions selection={selection} onDone={onDone} />
      </IncidentsTestShell>,
    );
    return { fake, toasts, onDone };
  }

  async function assignTo(name: string) {
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Only users of every tenant concerned are listed.')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('Assign to'));
    fireEvent.click(within(await screen.findByTitle(name)).getByText(name));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  }

  it("offers the users of the chosen rows' tenants and assigns each tenant's rows in that tenant", async () => {
    const { fake, toasts, onDone } = renderOverScope({ allMatching: false, ids: [GLOBEX_ROW, ...INITECH_ROWS] });
    await assignTo('Noor Okafor');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.callsTo('GET', '/assignees').map((call) => call.query)).toEqual([{ tenant: ['globex', 'initech'] }]);
    expect(fake.callsTo('PATCH', '/incidents/batch')[0]?.body).toEqual({
      targets: [
        { tenantId: 'globex', ids: [{ id: 'a', created: '2026-11-01T00:00:00.000Z' }] },
        {
          tenantId: 'initech',
          ids: [
            { id: 'b', created: '2026-11-02T00:00:00.000Z' },
            { id: 'c', created: '2026-11-03T00:00:00.000Z' },
          ],
        },
      ],
      changes: { assignedTo: 'u-noor' },
    });
    expect(toasts[0]).toMatchObject({ title: '3 incidents updated in 2 tenants', variant: 'success' });
  });

  it("offers the users of the filter's tenants when it assigns every match", async () => {
    const query = { cutoff: '2026-11-21T00:00:00.000Z', filters: { tenant: { kind: 'options', values: ['initech'] } } };
    const { fake } = renderOverScope({ allMatching: true, count: 12, query } as GridSelection);
    await assignTo('Noor Okafor');
    await waitFor(() => expect(fake.callsTo('PATCH', '/incidents/batch')).toHaveLength(1));
    expect(fake.callsTo('GET', '/assignees').map((call) => call.query)).toEqual([{ tenant: ['initech'] }]);
    expect(fake.callsTo('PATCH', '/incidents/batch')[0]?.body).toEqual({
      allMatching: { cutoff: '2026-11-21T00:00:00.000Z', tenant: 'initech' },
      changes: { assignedTo: 'u-noor' },
    });
  });
});
