import { useCallback } from 'react';
import { useApi } from 'shared-ui';

/** GET /report-templates/{ID}/reports/{reportID}?format=csv: a signed link, opened in a new tab. */
export function useDownloadLink(): (templateId: string, reportId: string) => Promise<string> {
  const api = useApi();
  return useCallback(
    async (templateId, reportId) =>
      (
        await api.get('/report-templates/{id}/reports/{reportId}', {
          path: { id: templateId, reportId },
          query: { format: 'csv' },
        })
      ).url,
    [api],
  );
}
