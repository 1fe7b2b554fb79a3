import { useMemo } from 'react';
import type { ReportTemplate, ReportTemplateCreate, ReportTemplateUpdate } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/** The template writes of the page; each reloads everything cached for report templates in the tenant. */
export function useTemplateWrites() {
  const post = useApiMutation('post', '/report-templates');
  const patch = useApiMutation('patch', '/report-templates/{id}');
  const postCopy = useApiMutation('post', '/report-templates/{id}');
  const patchStatus = useApiMutation('patch', '/report-templates/{id}/status');
  const remove = useApiMutation('delete', '/report-templates/{id}');
  const postRun = useApiMutation('post', '/report-templates/{id}/reports');
  return useMemo(() => {
    const details = async (write: Promise<{ reportTemplateDetails: ReportTemplate }>) =>
      (await write).reportTemplateDetails;
    return {
      create: (body: ReportTemplateCreate) => details(post({}, body)),
      update: (id: string, body: ReportTemplateUpdate) => details(patch({ path: { id } }, body)),
      copy: (id: string) => details(postCopy({ path: { id } })),
      setPaused: (id: string, pause: boolean) => details(patchStatus({ path: { id }, query: { pause } })),
      remove: (id: string) => remove({ path: { id } }),
      runNow: (id: string) => postRun({ path: { id } }),
    };
  }, [post, patch, postCopy, patchStatus, remove, postRun]);
}
