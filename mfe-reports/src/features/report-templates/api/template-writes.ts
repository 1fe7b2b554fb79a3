import { useMemo } from 'react';
import type { ReportTemplate, ReportTemplateCreate, ReportTemplateUpdate } from 'shared-contracts';
import { useAfterWrite, useApi } from 'shared-ui';
import { reportKeys } from '../../../common/report-keys';

/** The template writes of the page; each reloads everything cached for report templates in the tenant. */
export function useTemplateWrites() {
  const api = useApi();
  const after = useAfterWrite(reportKeys.all);
  return useMemo(() => {
    const details = async (write: Promise<{ reportTemplateDetails: ReportTemplate }>) =>
      (await after(write)).reportTemplateDetails;
    return {
      create: (body: ReportTemplateCreate) => details(api.post('/report-templates', body)),
      update: (id: string, body: ReportTemplateUpdate) =>
        details(api.patch('/report-templates/{id}', body, { path: { id } })),
      copy: (id: string) => details(api.post('/report-templates/{id}', undefined, { path: { id } })),
      setPaused: (id: string, pause: boolean) =>
        details(api.patch('/report-templates/{id}/status', undefined, { path: { id }, query: { pause } })),
      remove: (id: string) => after(api.delete('/report-templates/{id}', { path: { id } })),
      runNow: (id: string) => after(api.post('/report-templates/{id}/reports', undefined, { path: { id } })),
    };
  }, [api, after]);
}
