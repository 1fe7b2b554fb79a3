import type { TypedApiClient } from 'shared-contracts';
import { ApiError, describeError, downloadExport, saveBlob } from 'shared-ui';
import type { EgressEventRef } from '../../../common/egress-keys';

/** Fetches an event's evidence with the session (GET /evidence/download, audited) and saves it under its name. */
export async function downloadEvidence(api: TypedApiClient, ref: EgressEventRef): Promise<void> {
  const file = await downloadExport({
    request: () => api.download('/evidence/download', { eventId: ref.id, created: ref.created }),
    fallbackName: `evidence-${ref.id}`,
  });
  saveBlob(file.blob, file.fileName);
}

/** What to tell the user when a download failed, by the kind of failure. */
export function describeDownloadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 410)
    return 'The evidence was deleted after the retention period, so it can no longer be downloaded.';
  if (error instanceof ApiError && error.status === 404) return 'This event has no evidence any more.';
  return `The evidence could not be downloaded. ${describeError(error)}`;
}
