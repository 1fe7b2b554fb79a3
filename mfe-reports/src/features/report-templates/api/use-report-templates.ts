import { useApiQuery } from 'shared-ui';

/** GET /report-templates: the tenant's templates with status and next run. */
export function useReportTemplates() {
  return useApiQuery('/report-templates', {});
}

/** GET /report-sources: each data source's CSV columns, in the export's order. */
export function useReportSources() {
  return useApiQuery('/report-sources', {}, { revalidateOnFocus: false });
}
