import { getRefreshToken, getSessionToken, useSession, useUser } from '@descope/react-sdk';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-ui/core';
import { LOGIN_KEPT_QUERY_PARAMS } from 'shared-contracts';
import { useRuntime } from '../app/runtime-context';
import { FullPageSpin } from '../pages/full-page-spin';

/** How long a signed-in session may stay without its user data before that counts as a failure to load it. */
export const USER_LOAD_GRACE_MS = 1_500;

/** The login URL for a protected location: only the three kept query parameters travel (SPEC §2). */
export function loginPathFor(search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of LOGIN_KEPT_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `/login?${query}` : '/login';
}

/** SPEC §2: login is in progress while a kept login parameter is in the URL or no user is loaded yet. */
export function isLoginInProgress(search: string, user: unknown): boolean {
  const params = new URLSearchParams(search);
  return LOGIN_KEPT_QUERY_PARAMS.some((name) => params.has(name)) || !user;
}

/**
 * The SDK's `isSessionLoading`, corrected for a known SDK race (descope-js issue #1449): for a visitor with no stored
 * token the SDK's refresh resolves at once, its loading true and false can be batched into one render on a loaded
 * machine, and `useSession` then reports loading forever (a blank page that never reaches /login). Without any token
 * there is nothing the refresh could restore (the console keeps tokens in storage, never in cookies), so that state is
 * not loading.
 */
export function useSessionLoading(): { isAuthenticated: boolean; isSessionLoading: boolean } {
  const { isAuthenticated, isSessionLoading } = useSession();
  const nothingToRestore = !isAuthenticated && !getRefreshToken() && !getSessionToken();
  return { isAuthenticated, isSessionLoading: isSessionLoading && !nothingToRestore };
}

/** Where login returns to, carried in the navigation state. */
export interface LoginLocationState {
  from?: string;
}

/**
 * Renders its children only with a session and a loaded user; otherwise forwards to /login. A session whose user
 * data cannot be loaded is ended (SPEC §8).
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { session: guard } = useRuntime();
  const { isAuthenticated, isSessionLoading } = useSessionLoading();
  const { user, isUserLoading } = useUser();
  const location = useLocation();
  const userMissing = isAuthenticated && !isSessionLoading && !isUserLoading && !user;

  useEffect(() => {
    if (!userMissing) return;
    const timer = setTimeout(() => void guard.endSession('user-data'), USER_LOAD_GRACE_MS);
    return () => clearTimeout(timer);
  }, [userMissing, guard]);

  if (isSessionLoading || (isAuthenticated && !user)) return <FullPageSpin />;
  if (!isAuthenticated) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={loginPathFor(location.search)} state={state} replace />;
  }
  return children;
}
