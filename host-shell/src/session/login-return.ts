import { mountPathOf } from 'shared-contracts';

/** Landing page after sign-in when the user asked for none (and of the bare root): the dashboard remote's mount path. */
export const DEFAULT_LANDING = mountPathOf('mfe_dashboard');

// SSO leaves the page for the identity provider's sign-in page; the page the user asked for waits here meanwhile.
const RETURN_PATH_KEY = 'console.loginReturnPath';

/** A path inside the console to return to after sign-in; anything else (other origins, /login) lands on the default. */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return DEFAULT_LANDING;
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/login/')) return DEFAULT_LANDING;
  return path;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the requested page across the SSO round trip (this tab only). */
export function rememberReturnPath(path: string): void {
  storage()?.setItem(RETURN_PATH_KEY, safeReturnPath(path));
}

/**
 * Whether this tab started SSO (the kept page is its marker). A code arriving without it was started elsewhere: an
 * attacker's own code sent as a link would sign the victim into the attacker's account, so it is not exchanged.
 */
export function ssoWasStartedHere(): boolean {
  return storage()?.getItem(RETURN_PATH_KEY) != null;
}

/** The page kept before SSO, forgotten once read. */
export function takeReturnPath(): string {
  const path = storage()?.getItem(RETURN_PATH_KEY);
  storage()?.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(path);
}
