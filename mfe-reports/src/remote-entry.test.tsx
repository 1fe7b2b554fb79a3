import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Report, ReportSourceList, ReportTemplate, ReportTemplateCreate } from 'shared-contracts';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, FEATURE_FLAG_DEFAULTS, NOT_FOUND_TEXT, typedApi } from 'shared-contracts';
import { visibleTabs } from 'shared-ui';
import { SWRConfig } from 'swr';
import { routeModule } from './remote-entry';
import { templateFixture } from './testing/report-fixtures';
import { createTestShell } from 'shared-ui/testing';

const TEMPLATE = templateFixture({ filters: { policyVerdict: ['BLOCK'] } });

const REPORT: Report = {
  id: 'r-2',
  templateId: 't-1',
  slot: '2026-11-23T08:00:00.000Z',
  trigger: 'manual',
  status: 'failed',
  error: 'The data source went away',
  rowCount: 0,
  sizeBytes: 0,
  fileName: '',
  created: '2026-11-23T08:00:00.000Z',
  started: '2026-11-23T08:00:01.000Z',
  finished: '2026-11-23T08:00:02.000Z',
  available: false,
};

const SOURCES: ReportSourceList = {
  reportSources: [
    {
      dataSource: 'egress_events',
      columns: [
        { key: 'occurredAt', header: 'Time' },
        { key: 'username', header: 'User' },
        { key: 'destination', header: 'Destination' },
      ],
    },
    {
      dataSource: 'incident_sla',
      columns: [
        { key: 'week', header: 'Week' },
        { key: 'mttaMinutes', header: 'MTTA (minutes)' },
        { key: 'breachRate', header: 'Breach rate (%)' },
      ],
    },
  ],
};

/** Picks the option of an antd select by its text. */
async function pick(select: HTMLElement, text: string): Promise<void> {
  fireEvent.mouseDown(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === text,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

/** Answers GETs from the route's fixtures and POSTs with `post` (writes fail without it). */
function renderAt(path: string, templates: ReportTemplate[] = [], post?: (url: string, body: unknown) => unknown) {
  const { Component } = routeModule;
  const answers: Record<string, unknown> = {
    '/report-templates': { reportTemplates: templates },
    '/report-templates/t-1/reports': { reports: [REPORT] },
    '/report-sources': SOURCES,
  };
  const api = typedApi({
    request: async (method, url, body) => {
      if (method === 'get') return answers[url];
      if (method === 'post' && post) return post(url, body);
      throw new Error(`unexpected ${method} ${url}`);
    },
    url: (url) => url,
    download: () => Promise.reject(new Error('unexpected download')),
  });
  const shell = createTestShell({ api });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/report-templates/*" element={<Component shell={shell} />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('mfe_reports route module', () => {
  it('declares one route with optional parameters and no tab', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(visibleTabs(routeModule.routes, { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => true })).toEqual([]);
  });

  it('renders with none, one or both parameters, and not-found beyond them', async () => {
    for (const path of ['/report-templates', '/report-templates/t-1', '/report-templates/t-1/r-2']) {
      const { unmount } = renderAt(path);
      expect(await screen.findByText('No report templates yet.')).toBeInTheDocument();
      unmount();
    }
    renderAt('/report-templates/t-1/r-2/extra');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('lists templates with their schedule, status and next run, and preloads the history of the one in the URL', async () => {
    renderAt('/report-templates/t-1/r-2', [TEMPLATE]);
    expect(await screen.findByText('Blocked egress weekly')).toBeInTheDocument();
    // The template's zone on hover, the cell kept for the words (one line at 1024 px).
    expect(screen.getByText('Every week on Monday at 08:00')).toHaveAttribute(
      'title',
      'Every week on Monday at 08:00 (UTC)',
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    const history = await screen.findByText('Reports of Blocked egress weekly');
    const card = history.closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Failed')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it("offers the source's CSV columns and saves the ones chosen, in the order chosen", async () => {
    const posted: ReportTemplateCreate[] = [];
    renderAt('/report-templates', [], (_url, body) => {
      posted.push(body as ReportTemplateCreate);
      return { reportTemplateDetails: { ...TEMPLATE, ...(body as object) } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Who sent what' } });
    const columns = within(drawer).getByLabelText('CSV columns');
    for (const header of ['Destination', 'User']) await pick(columns, header);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      name: 'Who sent what',
      dataSource: 'egress_events',
      columns: ['destination', 'username'],
    });
  });

  it('offers the incident SLA as a data source without filters, with its weekly figures as CSV columns', async () => {
    const posted: ReportTemplateCreate[] = [];
    renderAt('/report-templates', [], (_url, body) => {
      posted.push(body as ReportTemplateCreate);
      return { reportTemplateDetails: { ...TEMPLATE, ...(body as object) } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'SLA weekly' } });
    // Egress events, the default source, has the egress grid's filters.
    expect(within(drawer).getByText('Filters')).toBeInTheDocument();
    await pick(within(drawer).getByLabelText('Data source'), 'Incident SLA');
    // The SLA's weekly figures are summed from a rollup: nothing to filter, its own columns to choose.
    await waitFor(() => expect(within(drawer).queryByText('Filters')).toBeNull());
    const columns = within(drawer).getByLabelText('CSV columns');
    fireEvent.mouseDown(columns);
    const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';
    await waitFor(() =>
      expect([...document.querySelectorAll(open)].map((element) => element.textContent)).toEqual([
        'Week',
        'MTTA (minutes)',
        'Breach rate (%)',
      ]),
    );
    await pick(columns, 'Breach rate (%)');
    await pick(columns, 'Week');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      name: 'SLA weekly',
      dataSource: 'incident_sla',
      filters: {},
      columns: ['breachRate', 'week'],
    });
  });
});
