import { ApiError, describeError } from 'shared-ui';
import type { StaleWriteWords } from 'shared-ui';

/** How a stale incident write (412) is told; the kit's write (useWrite) tells it and reloads the incident. */
export const STALE_INCIDENT_WRITE: StaleWriteWords = {
  title: 'The change was not saved',
  description:
    'Someone else changed this incident after you opened it. It has been reloaded: check it and make your change again.',
};

/** A readable sentence for a failed incident write; a vanished incident (404) is explained. */
export function describeWriteError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'This incident no longer exists in this tenant.';
  }
  return describeError(error);
}
