import { useEffect } from 'react';
import { useRevalidateLists } from 'shared-ui';
import { deviceKeys } from '../../common/device-keys';

/** How often the Device Manager reloads its rows and counts while the page is visible. */
export const DEVICE_REFRESH_MS = 10_000;

/**
 * Keeps the device grid live: every `intervalMs` while the page is visible, the lists and counts revalidate (the
 * rows on screen stay until fresh ones arrive), so statuses follow heartbeats and "Pending" settles by itself.
 */
export function useLiveRefresh(intervalMs: number = DEVICE_REFRESH_MS): void {
  const revalidate = useRevalidateLists(deviceKeys);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidate();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, revalidate]);
}
