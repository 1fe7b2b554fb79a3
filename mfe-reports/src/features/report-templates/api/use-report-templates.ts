import { useShell, useApi } from 'shared-ui';
import useSWR from 'swr';
import { reportKeys } from '../../../common/report-keys';

/** GET /report-templates: the tenant's templates with status and next run. */
export function useReportTemplates() {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(reportKeys.templates(tenant.id), () => api.get('/report-templates'));
}

/** GET /report-sources: each data source's CSV columns, in the export's order. */
export function useReportSources() {
  const api = useApi();
  const { tenant } = useShell();
  return useSWR(reportKeys.sources(tenant.id), () => api.get('/report-sources'), { revalidateOnFocus: false });
}
