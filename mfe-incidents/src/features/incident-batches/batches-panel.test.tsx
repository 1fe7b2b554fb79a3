import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createCan, PLATFORM_ADMIN_ROLE } from 'shared-contracts';
import type { IncidentBatch } from 'shared-contracts';
import { createTestShell, TestShell } from 'shared-ui/testing';
import { createFakeApi, createFakeNotify, IncidentsTestShell } from '../../testing/incidents-test-shell';
import { BatchesPanel } from './batches-panel';

const MINE: IncidentBatch = {
  id: 'b-mine',
  created: '2026-11-29T12:00:00.000Z',
  requestedBy: 'u-1',
  requestedByName: 'Ada Lovelace',
  state: 'applied',
  changes: { status: 'dismissed' },
  target: '2 selected incidents',
  count: 2,
  approvalReasons: [],
  decidedByName: null,
  applied: '2026-11-29T12:00:00.000Z',
  updated: 2,
  undoUntil: '2999-01-01T00:10:00.000Z',
};
const THEIRS: IncidentBatch = {
  ...MINE,
  id: 'b-theirs',
  requestedBy: 'u-2',
  requestedByName: 'Sam Patel',
  state: 'pending',
  changes: { status: 'resolved' },
  approvalReasons: ['closes-high'],
  applied: null,
  updated: null,
  undoUntil: null,
};

function renderPanel(isTenantAdmin: boolean) {
  const fake = createFakeApi({
    'GET /incidents/batches': () => ({ batches: [THEIRS, MINE] }),
    'POST /incidents/batches/b-mine/undo': () => ({ restored: 1, skipped: 1, changedSince: 1, deleted: 0 }),
    'POST /incidents/batches/b-theirs/approve': () => ({
      updated: 2,
      batchId: 'b-theirs',
      state: 'applied',
      count: 2,
      undoUntil: '2999-01-01T00:10:00.000Z',
    }),
  });
  const { notify, toasts } = createFakeNotify();
  render(
    <IncidentsTestShell api={fake.api} notify={notify} isTenantAdmin={isTenantAdmin}>
      <BatchesPanel />
    </IncidentsTestShell>,
  );
  return { fake, toasts };
}

describe('BatchesPanel', () => {
  it('undoes the user’s batch and says how many were restored and skipped', async () => {
    const { fake, toasts } = renderPanel(false);
    const panel = await screen.findByRole('region', { name: 'Batches' });
    // An analyst sees their own batches only: not the pending batch of someone else.
    expect(panel.textContent).not.toContain("Waiting for a second admin's approval");
    expect(panel.textContent).toContain('2 incidents updated: Status: Dismissed');
    fireEvent.click(within(panel).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fake.callsTo('POST', '/incidents/batches/b-mine/undo')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts).toEqual([
        { title: 'Restored 1 incident; 1 skipped because they changed since', variant: 'success' },
      ]),
    );
  });

  it("shows a Tenant Admin the batches waiting for a second admin's approval, and approves another's", async () => {
    const { fake, toasts } = renderPanel(true);
    const panel = await screen.findByRole('region', { name: 'Batches' });
    expect(panel.textContent).toContain("Waiting for a second admin's approval");
    expect(panel.textContent).toContain(
      'Status: Resolved on 2 incidents, requested by Sam Patel: it closes high-severity incidents.',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fake.callsTo('POST', '/incidents/batches/b-theirs/approve')).toHaveLength(1));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Approved: 2 incidents updated', variant: 'success' }]));
  });

  it('lets a Product Admin acting in the tenant (no role there) approve another’s pending batch, as the API does', async () => {
    const fake = createFakeApi({
      'GET /incidents/batches': () => ({ batches: [THEIRS] }),
      'POST /incidents/batches/b-theirs/approve': () => ({
        updated: 2,
        batchId: 'b-theirs',
        state: 'applied',
        count: 2,
        undoUntil: '2999-01-01T00:10:00.000Z',
      }),
    });
    const base = createTestShell({ api: fake.api, isTenantAdmin: false });
    // The platform tenant where the user is Product Admin, and the customer tenant entered with no role of its own.
    const platform = { id: 'platform', name: 'Platform', roleNames: [PLATFORM_ADMIN_ROLE] };
    const acme = { id: 't-1', name: 'Acme', roleNames: [] };
    const shell = {
      ...base,
      user: { ...base.user, tenants: [platform, acme] },
      tenant: acme,
      can: createCan([platform, acme], acme),
    };
    render(
      <TestShell shell={shell} url="/incidents">
        <BatchesPanel />
      </TestShell>,
    );
    const panel = await screen.findByRole('region', { name: 'Batches' });
    expect(panel.textContent).toContain("Waiting for a second admin's approval");
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fake.callsTo('POST', '/incidents/batches/b-theirs/approve')).toHaveLength(1));
  });

  it('shows nothing when no batch waits or can be undone', async () => {
    const fake = createFakeApi({ 'GET /incidents/batches': () => ({ batches: [] }) });
    render(
      <IncidentsTestShell api={fake.api}>
        <BatchesPanel />
      </IncidentsTestShell>,
    );
    await waitFor(() => expect(fake.callsTo('GET', '/incidents/batches')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Batches' })).toBeNull();
  });
});
