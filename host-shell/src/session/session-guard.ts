import { SESSION_REFRESH_THRESHOLD_MS } from 'shared-contracts';
import { ApiError, createApiClient, createAuditLogger, type ActiveTenantStore } from 'shared-ui/core';
import { resetAnalytics } from '../analytics/start-analytics';
import { clearCachedFlags } from '../flags/flag-cache';
import { localExpiry, tokenTimes } from './session-token';

/** Why the shell ends a session: the user's own logout, or one of SPEC §4/§8's forced logouts. */
export type SessionEndReason = 'user' | 'no-session' | 'refresh-failed' | 'user-data' | 'unauthorized';

/** Audit page area of the client's Logon and Logoff entries (the API's and the demo data's name for it). */
export const LOGIN_AUDIT_PAGE = 'Login';

const LOGOFF_DESCRIPTIONS: Record<SessionEndReason, string> = {
  user: 'Signed out',
  'no-session': 'Signed out: the session token was gone',
  'refresh-failed': 'Signed out: the session could not be refreshed',
  'user-data': 'Signed out: the user data could not be loaded',
  unauthorized: 'Signed out: the API refused the session',
};

// Identity-provider paths whose 4xx means the SDK has dropped the session (web-js-sdk wipes its tokens on them).
const SESSION_PATHS = ['/v1/auth/refresh', '/v1/auth/try-refresh', '/v1/auth/me', '/v1/auth/me/tenants'];
const ME_PATH = '/v1/auth/me';
// The SDK's persisted tokens, removed by hand only when its own logout call fails, so a reload cannot loop.
const PERSISTED_TOKEN_KEYS = ['DS', 'DSR'];

/** What the guard needs of the identity SDK. */
export interface IdentityClient {
  /** The current session JWT, '' when none. */
  sessionToken(): string;
  /** Refreshes the session; resolves `ok: false` when the identity provider refused. */
  refresh(): Promise<{ ok: boolean }>;
  /** Ends the session at the identity provider and clears the SDK's tokens. */
  logout(): Promise<unknown>;
}

/** Options of the session guard. */
export interface SessionGuardOptions {
  apiBaseUrl: string;
  /** The shell's active tenant: the Logoff entry is written under it, then it is forgotten. */
  activeTenant: ActiveTenantStore;
  /** Leaves the page once the session is ended: to /login after the user's own logout, else a reload. */
  leave?: (to: 'login' | 'reload') => void;
  now?: () => number;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
}

function defaultLeave(to: 'login' | 'reload'): void {
  if (to === 'login') window.location.assign('/login');
  else window.location.reload();
}

/**
 * Keeps the signed-in session alive and ends it the way SPEC §4 says: refreshes a token expiring within 60 s before
 * API calls; on a refused refresh, unloadable user data, a 401/403 or a vanished token it writes Logoff with the last
 * valid token (kept in memory, because the SDK wipes its storage first), clears the tenant, logs out and reloads.
 */
export class SessionGuard {
  private identity: IdentityClient | undefined;
  private lastToken = '';
  private seen = { token: '', at: 0 };
  private refreshing: Promise<string> | undefined;
  private ending: Promise<void> | undefined;

  constructor(private readonly options: SessionGuardOptions) {}

  /** Connects the identity SDK (done once the AuthProvider has created it). */
  attachIdentity(identity: IdentityClient): void {
    this.identity = identity;
  }

  /** Remembers the signed-in session's token; from then on a lost session is a forced logout. */
  remember(token: string | undefined): void {
    if (token) this.lastToken = token;
  }

  /** Whether the session is being ended. */
  get isEnding(): boolean {
    return this.ending !== undefined;
  }

  /** AuthProvider hooks: a refused refresh or user load ends the session while the token is still known. */
  readonly hooks = {
    afterRequest: (request: { path?: string }, response?: Response): void => {
      if (!this.lastToken || this.ending || !response || response.ok) return;
      const path = request.path ?? '';
      const dropped = SESSION_PATHS.includes(path) && response.status >= 400 && response.status < 500;
      if (dropped || path === ME_PATH) void this.endSession(path === ME_PATH ? 'user-data' : 'refresh-failed');
    },
  };

  /** The session token for an API call, refreshed first when it expires within 60 s; no token ends the session. */
  async sessionToken(): Promise<string> {
    if (this.ending) throw new ApiError(401, 'The session has ended');
    const token = this.identity?.sessionToken() ?? '';
    if (!token) {
      void this.endSession('no-session');
      throw new ApiError(401, 'There is no session');
    }
    this.remember(token);
    const expiresAt = this.expiryOf(token);
    if (expiresAt !== undefined && expiresAt - this.now() > SESSION_REFRESH_THRESHOLD_MS) return token;
    this.refreshing ??= this.refresh(token, expiresAt).finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /** The periodic check of a signed-in shell: the same rules as before an API call. */
  async check(): Promise<void> {
    if (!this.lastToken || this.ending) return;
    await this.sessionToken().catch(() => undefined);
  }

  /** Ends the session once: Logoff with the still-valid token, tenant and flags forgotten, logout, leave. */
  endSession(reason: SessionEndReason): Promise<void> {
    if (this.ending) return this.ending;
    // Read synchronously: the SDK may be about to wipe its storage.
    const token = this.identity?.sessionToken() || this.lastToken;
    const tenantId = this.options.activeTenant.getState().tenantId ?? '';
    this.ending = this.finish(reason, token, tenantId);
    return this.ending;
  }

  private async finish(reason: SessionEndReason, token: string, tenantId: string): Promise<void> {
    if (token) {
      const api = createApiClient({
        baseUrl: this.options.apiBaseUrl,
        getSessionToken: () => token,
        getTenantId: () => tenantId,
        onUnauthorized: () => undefined,
        fetchImpl: this.options.fetchImpl,
      });
      await createAuditLogger(api)({
        page: LOGIN_AUDIT_PAGE,
        action: 'Logoff',
        outcome: 'Success',
        description: LOGOFF_DESCRIPTIONS[reason],
      });
    } else {
      console.warn('Failed to write audit log entry', 'Logoff', 'no session token left');
    }
    this.options.activeTenant.getState().forget();
    clearCachedFlags();
    resetAnalytics();
    try {
      await this.identity?.logout();
    } catch (error) {
      console.warn('Logout call failed', error);
      for (const key of PERSISTED_TOKEN_KEYS) globalThis.localStorage?.removeItem(key);
    }
    (this.options.leave ?? defaultLeave)(reason === 'user' ? 'login' : 'reload');
  }

  private async refresh(token: string, expiresAt: number | undefined): Promise<string> {
    let answer: { ok: boolean } | undefined;
    try {
      answer = await this.identity?.refresh();
    } catch (error) {
      // The identity provider could not be reached: a token that is still valid keeps working until it expires.
      if (expiresAt !== undefined && expiresAt > this.now()) {
        console.warn('Session refresh could not reach the identity provider; retrying on the next call', error);
        return token;
      }
    }
    const next = answer?.ok ? this.identity?.sessionToken() : '';
    if (!next) {
      void this.endSession('refresh-failed');
      throw new ApiError(401, 'The session could not be refreshed');
    }
    this.remember(next);
    return next;
  }

  private expiryOf(token: string): number | undefined {
    if (this.seen.token !== token) this.seen = { token, at: this.now() };
    return localExpiry(tokenTimes(token), this.seen.at);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
