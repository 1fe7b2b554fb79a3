import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Time-out of a manifest fetch and of a remote entry script. */
export const FEDERATION_FETCH_TIMEOUT_MS = 5000;

/**
 * The manifest fetch has no time-out of its own: abort it after a few seconds. Scripts take one through
 * createScript. Load failures are reported to the console; the store turns them into the unavailable screen.
 */
export function createTimeoutPlugin(timeoutMs = FEDERATION_FETCH_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'console-timeouts',
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`Timed out fetching ${url}`)), timeoutMs);
      return fetch(url, { ...init, cache: 'no-store', signal: controller.signal }).finally(() => clearTimeout(timer));
    },
    createScript() {
      return { timeout: timeoutMs };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`Remote module ${id} failed at ${lifecycle}`, error);
      // Answering nothing lets the error reach the caller, which shows the unavailable screen.
      return undefined;
    },
  };
}
