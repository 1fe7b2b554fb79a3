import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Report, ReportTemplate } from 'shared-contracts';
import { Route, Routes } from 'shared-ui/core';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import { templateFixture } from '../testing/report-fixtures';
import { ReportsPage } from './reports-page';

const TEMPLATE = templateFixture();

const RUNNING: Report = {
  id: 'r-1',
  templateId: 't-1',
  slot: '2026-11-23T08:00:00.000Z',
  trigger: 'manual',
  status: 'running',
  error: null,
  rowCount: 0,
  sizeBytes: 0,
  fileName: '',
  created: '2026-11-23T08:00:00.000Z',
  started: '2026-11-23T08:00:01.000Z',
  finished: null,
  available: false,
};

function renderAt(url: string, template: ReportTemplate = TEMPLATE) {
  let templates = [template];
  const fake = createFakeApi({
    'GET /report-templates': () => ({ reportTemplates: templates }),
    'GET /report-templates/t-1/reports': () => {
      if (!templates.some((one) => one.id === 't-1')) throw new Error('404 Not Found');
      return { reports: [RUNNING] };
    },
    'DELETE /report-templates/t-1': () => {
      templates = [];
      return undefined;
    },
    'PATCH /report-templates/t-1/status': (query) => {
      templates = [{ ...template, paused: query.pause === true }];
      return { reportTemplateDetails: templates[0] };
    },
  });
  const { notify, toasts } = createFakeNotify();
  render(
    <TestShell shell={createTestShell({ api: fake.api, notify, isTenantAdmin: true })} url={url}>
      <Routes>
        <Route path="/report-templates/:id?/:reportId?" element={<ReportsPage />} />
      </Routes>
    </TestShell>,
  );
  return { ...fake, toasts };
}

function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('the report templates page', () => {
  it('asks for no reports of the selected template once it is deleted (no 404)', async () => {
    const fake = renderAt('/report-templates/t-1');
    expect(await screen.findByText('Reports of Blocked egress weekly')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', '/report-templates/t-1/reports').length).toBeGreaterThan(0));
    fireEvent.click(within(rowOf('Blocked egress weekly')).getByRole('button', { name: 'Delete' }));
    const popover = (await screen.findByText('Delete "Blocked egress weekly" and its reports?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    // Its history polls every 2 s while a report runs: count the calls made before the delete.
    const before = fake.callsTo('GET', '/report-templates/t-1/reports').length;
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.toasts.at(-1)).toMatchObject({ title: 'Deleted Blocked egress weekly' }));
    expect(screen.queryByText('Reports of Blocked egress weekly')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/report-templates');
    expect(fake.callsTo('GET', '/report-templates/t-1/reports')).toHaveLength(before);
  });

  it('asks before pausing, naming the template: Cancel changes nothing, OK pauses', async () => {
    const fake = renderAt('/report-templates');
    await screen.findByText('Blocked egress weekly');
    fireEvent.click(within(rowOf('Blocked egress weekly')).getByRole('button', { name: 'Pause' }));
    const question = await screen.findByText('Pause "Blocked egress weekly"? It will not run until resumed.');
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popover).toHaveClass('ant-popover-hidden'));
    expect(fake.callsTo('PATCH', '/report-templates/t-1/status')).toHaveLength(0);

    fireEvent.click(within(rowOf('Blocked egress weekly')).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(popover).not.toHaveClass('ant-popover-hidden'));
    fireEvent.click(within(popover).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/report-templates/t-1/status')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/report-templates/t-1/status')[0]?.query).toEqual({ pause: true });
  });

  it('resumes a paused template at once, asking nothing', async () => {
    const fake = renderAt('/report-templates', { ...TEMPLATE, paused: true });
    await screen.findByText('Blocked egress weekly');
    fireEvent.click(within(rowOf('Blocked egress weekly')).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(fake.callsTo('PATCH', '/report-templates/t-1/status')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/report-templates/t-1/status')[0]?.query).toEqual({ pause: false });
    expect(screen.queryByText(/It will not run until resumed/)).toBeNull();
  });
});
