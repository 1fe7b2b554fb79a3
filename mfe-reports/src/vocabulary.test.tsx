// Issue 33: the reports page shows report statuses and triggers, data sources and schedule days by the console's
// one vocabulary (VALUE_LABELS), never as the raw value the API sends ("ready", "Mo").
import { render, screen } from '@testing-library/react';
import type { Report, ReportTemplate } from 'shared-contracts';
import { describeSchedule, labelOf, REPORT_DATA_SOURCES, REPORT_STATUSES, REPORT_TRIGGERS } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { ReportHistory } from './features/report-history/components/report-history';
import { templateColumns } from './features/report-templates/components/template-columns';

const REPORTS: Report[] = REPORT_STATUSES.flatMap((status, index) =>
  REPORT_TRIGGERS.map((trigger) => ({
    id: `r-${status}-${trigger}`,
    templateId: 't-1',
    slot: `2026-11-2${index}T08:00:00.000Z`,
    trigger,
    status,
    error: null,
    rowCount: 1,
    sizeBytes: 10,
    fileName: '',
    created: '2026-11-20T08:00:00.000Z',
    started: null,
    finished: null,
    available: false,
  })),
);

describe('the reports page speaks the one vocabulary', () => {
  it('shows every report status and trigger by its label in the history', async () => {
    const fake = createFakeApi({ 'GET /report-templates/t-1/reports': () => ({ reports: REPORTS }) });
    render(
      <TestShell shell={createTestShell({ api: fake.api })} url="/reports">
        <ReportHistory templateId="t-1" selectedReportId={undefined} onError={() => undefined} />
      </TestShell>,
    );
    for (const status of REPORT_STATUSES) {
      const shown = await screen.findAllByText(labelOf('reportStatus', status));
      expect(shown.length).toBeGreaterThan(0);
      expect(screen.queryByText(status)).toBeNull();
    }
    for (const trigger of REPORT_TRIGGERS)
      expect(screen.getAllByText(labelOf('reportTrigger', trigger)).length).toBeGreaterThan(0);
  });

  it.each(REPORT_DATA_SOURCES)('shows the data source %s by its label', (dataSource) => {
    const noop = () => undefined;
    const column = templateColumns(
      { open: noop, edit: noop, runNow: noop, copy: noop, setPaused: noop, remove: noop },
      false,
    ).find((candidate) => candidate.title === 'Data source');
    const renderCell = column?.render as ((value: unknown, row: ReportTemplate, index: number) => unknown) | undefined;
    expect(renderCell?.(dataSource, { dataSource } as ReportTemplate, 0)).toBe(labelOf('reportDataSource', dataSource));
  });

  it('names schedule days in full', () => {
    const schedule = { repeatEveryPeriod: 'week', repeatEveryCount: 2, repeatOn: ['Mo', 'Fr'], time: '08:00' } as const;
    expect(describeSchedule({ ...schedule, repeatOn: [...schedule.repeatOn] })).toBe(
      'Every 2 weeks on Monday, Friday at 08:00',
    );
  });
});
