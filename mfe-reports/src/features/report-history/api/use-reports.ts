import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { reportKeys } from '../../../common/report-keys';

/** GET /report-templates/{ID}/reports, refreshed every 2 s while a report is queued or running. */
export function useReports(templateId: string) {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(
    reportKeys.reports(tenant.id, templateId),
    () => api.get('/report-templates/{id}/reports', { path: { id: templateId } }),
    {
      refreshInterval: (data) =>
        data?.reports.some((report) => report.status === 'queued' || report.status === 'running') ? 2000 : 0,
    },
  );
}
