import { useSession, useUser } from '@descope/react-sdk';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_KEPT_QUERY_PARAMS } from 'shared-contracts';
import { FullPageSpin } from '../pages/full-page-spin';

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

/** Where login returns to, carried in the navigation state. */
export interface LoginLocationState {
  from?: string;
}

/** Renders its children only with a session and a loaded user; otherwise forwards to /login. */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { isAuthenticated, isSessionLoading } = useSession();
  const { user, isUserLoading } = useUser();
  const location = useLocation();
  if (isSessionLoading || (isAuthenticated && (isUserLoading || !user))) return <FullPageSpin />;
  if (!isAuthenticated) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={loginPathFor(location.search)} state={state} replace />;
  }
  return children;
}
