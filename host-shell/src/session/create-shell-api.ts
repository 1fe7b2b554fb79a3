import type { TypedApiClient } from 'shared-contracts';
import { createApiClient } from 'shared-ui/core';
import type { SessionGuard } from './session-guard';

/** The shell's API client: a fresh session token from the guard, the given tenant, and 401/403 ending the session. */
export function createShellApi(baseUrl: string, guard: SessionGuard, getTenantId: () => string): TypedApiClient {
  return createApiClient({
    baseUrl,
    getSessionToken: () => guard.sessionToken(),
    getTenantId,
    onUnauthorized: () => void guard.endSession('unauthorized'),
  });
}
