import { render, screen, waitFor, within } from '@testing-library/react';
import type { AuditLogEntry } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { AuditLogList } from './audit-log-list';

const ENTRY: AuditLogEntry = {
  id: 'a-1',
  created: '2026-11-20T10:00:00.000Z',
  dashboardUserId: 'U1',
  user: 'Ada Admin',
  page: 'Policies',
  action: 'Update',
  outcome: 'Failure',
  objectName: 'Block uploads',
  objectId: '7a1c9e52-4a8b-4c1e-9d3f-2b6e8f0a1c35',
  objectCreated: null,
  description: 'Policy "Block uploads" changed',
};

function renderAt(url: string) {
  const fake = createFakeApi({
    'GET /audit-logs': () => ({ results: [ENTRY], nextToken: null }),
    'GET /audit-logs/count': () => ({ total: 1200, filtered: 1 }),
  });
  render(
    <TestShell shell={createTestShell({ api: fake.api })} url={url}>
      <AuditLogList />
    </TestShell>,
  );
  return fake;
}

describe('AuditLogList', () => {
  it('loads 100 entries newest first with the URL filters, shows them, counts them and offers export', async () => {
    const fake = renderAt('/settings/audit-logs?outcome=Failure&page=Policies');
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    for (const text of ['Update', 'Failure', 'Policy "Block uploads" changed', 'Block uploads'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    // The Object column names the object; its id is the hover text, not the cell.
    expect(screen.queryByText(ENTRY.objectId!)).toBeNull();
    expect(screen.getByTitle(ENTRY.objectId!)).toHaveTextContent('Block uploads');
    expect(document.querySelector(`time[datetime="${ENTRY.created}"]`)).not.toBeNull();
    expect(fake.callsTo('GET', '/audit-logs')[0]?.query).toMatchObject({
      pageSize: 100,
      sortColumn: 'created',
      sortOrder: 'desc',
      outcome: 'Failure',
      page: 'Policies',
    });
    await waitFor(() => expect(fake.callsTo('GET', '/audit-logs/count')).toHaveLength(1));
    expect(await screen.findByLabelText('1 of 1,200 audit entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Export CSV/ })).toBeInTheDocument();
  });

  it("shows SPEC's five audit filters, in order", async () => {
    renderAt('/settings/audit-logs');
    await screen.findByText('Ada Admin');
    const bar = screen.getByRole('toolbar', { name: 'Filters' });
    const controls = [
      within(bar).getAllByLabelText('Date Picker')[0]!,
      ...['User', 'Page', 'Action', 'Outcome'].map((name) =>
        within(bar).getByRole('button', { name: new RegExp(`^${name}`) }),
      ),
    ];
    controls
      .slice(1)
      .forEach((control, index) =>
        expect(controls[index]!.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(),
      );
  });
});
