import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { typedApi } from 'shared-contracts';
import type { PolicyException, PolicyExceptionDetail } from 'shared-contracts';
import { createTestShell } from 'shared-ui/testing';
import { SWRConfig } from 'swr';
import { routeModule } from '../../remote-entry';

function exception(id: string, change: Partial<PolicyException> = {}): PolicyException {
  return {
    id,
    created: '2026-11-20T10:00:00.000Z',
    state: 'pending',
    username: 'dana.scully',
    userGroup: null,
    destination: 'partner.example',
    listId: null,
    listName: null,
    dataType: null,
    egressChannel: 'Email',
    reason: 'Vendor upload agreed with legal',
    requestedBy: 'u-2',
    requestedByName: 'Sam Patel',
    incidentId: null,
    startsAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    approvalsRequired: 2,
    approvals: 1,
    version: 2,
    ...change,
  };
}

const ROWS = [
  exception('x-1'),
  exception('x-2', { state: 'expired', username: 'fox.mulder', approvals: 2 }),
  // Requested by the signed-in user (the test shell's u-1).
  exception('x-3', { username: 'walter.skinner', requestedBy: 'u-1', approvals: 0 }),
];

function detail(row: PolicyException): PolicyExceptionDetail {
  return {
    ...row,
    approvalList: [{ approverId: 'u-3', approverName: 'Avery Chen', approved: '2026-11-21T10:00:00.000Z' }],
    incidents: [{ id: 'i-1', created: '2026-11-19T10:00:00.000Z', title: 'Source code to partner' }],
    decidedBy: null,
    decided: null,
  };
}

function renderExceptions(isTenantAdmin = true) {
  const posts: string[] = [];
  const api = typedApi({
    request: async (method, url) => {
      const path = url.split('?')[0];
      if (method === 'post') {
        posts.push(path!);
        return detail({ ...ROWS[0]!, state: 'active', approvals: 2 });
      }
      if (path === '/policy-exceptions') return { exceptions: ROWS, nextToken: null };
      if (path === '/policy-exceptions/count') return { totalExceptions: 3, totalFilteredExceptions: 3 };
      if (path === '/policy-exceptions/backtest')
        return { from: '', to: '', exceptions: [{ id: 'x-1', state: 'pending', wouldExempt: 7, exempted: 0 }] };
      const row = ROWS.find((item) => path === `/policy-exceptions/${item.id}`);
      if (row) return detail(row);
      return { options: [] };
    },
    url: (url) => url,
    download: () => Promise.reject(new Error('unexpected download')),
  });
  const shell = createTestShell({ isTenantAdmin, api });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/policies/exceptions']}>
        <Routes>
          <Route path="/policies/*" element={<routeModule.Component shell={shell} />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return posts;
}

describe('Policies › Exceptions', () => {
  it('lists exceptions with their state, scope and approvals; an admin approves a pending one', async () => {
    const posts = renderExceptions();
    const cell = await screen
      .findByText('user dana.scully · destination partner.example · channel Email', {
        selector: '[role="gridcell"] *, [role="gridcell"]',
      })
      .catch(() => screen.findAllByText(/user dana\.scully/).then((cells) => cells[0]!));
    expect(cell).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getAllByText('1 of 2').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByText(/user dana\.scully/)[0]!);
    const drawer = await screen.findByRole('dialog', { name: 'Exception' });
    expect(await within(drawer).findByText(/Avery Chen/)).toBeInTheDocument();
    expect(within(drawer).getByText('Source code to partner')).toBeInTheDocument();
    expect(await within(drawer).findByText(/it exempts 7 decided events/)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts).toEqual(['/policy-exceptions/x-1/approve']));
  });

  it('offers nothing to decide on an expired one', async () => {
    renderExceptions();
    fireEvent.click(await screen.findByText(/user fox\.mulder/));
    const drawer = await screen.findByRole('dialog', { name: 'Exception' });
    await within(drawer).findByText(/Avery Chen/);
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('never lets the requester approve their own, nor an analyst decide', async () => {
    renderExceptions();
    fireEvent.click(await screen.findByText(/user walter\.skinner/));
    const own = await screen.findByRole('dialog', { name: 'Exception' });
    await within(own).findByText(/Avery Chen/);
    expect(within(own).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(own).getByText('You requested it: another admin decides.')).toBeInTheDocument();
  });

  it('shows an analyst the exception without decisions', async () => {
    renderExceptions(false);
    fireEvent.click(await screen.findByText(/user dana\.scully/));
    const drawer = await screen.findByRole('dialog', { name: 'Exception' });
    await within(drawer).findByText(/Avery Chen/);
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
