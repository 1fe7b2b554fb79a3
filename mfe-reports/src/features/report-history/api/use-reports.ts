import { useApiQuery } from 'shared-ui';

/** GET /report-templates/{ID}/reports, refreshed every 2 s while a report is queued or running. */
export function useReports(templateId: string) {
  return useApiQuery(
    '/report-templates/{id}/reports',
    { path: { id: templateId } },
    {
      refreshInterval: (data) =>
        data?.reports.some((report) => report.status === 'queued' || report.status === 'running') ? 2000 : 0,
    },
  );
}
