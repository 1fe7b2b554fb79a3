import { ApiError, describeError } from 'shared-ui';

/** A readable sentence for a failed incident write; a stale write (412) and a vanished incident (404) are explained. */
export function describeWriteError(error: unknown): string {
  if (error instanceof ApiError && error.status === 412) {
    return 'Someone else changed this incident after you opened it. It has been reloaded: check it and make your change again.';
  }
  if (error instanceof ApiError && error.status === 404) {
    return 'This incident no longer exists in this tenant.';
  }
  return describeError(error);
}
