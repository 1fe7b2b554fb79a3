import type { IdentityUser } from '../shell/signed-in-user';

/** Where a dev shell signs in. */
export interface DevShellOptions {
  /** The local API's origin, which also serves the local identity provider. */
  apiBaseUrl: string;
  /** The identity provider's project id. */
  projectId: string;
}

/** A dev shell's session: the session JWT and the user it was issued for. */
export interface DevSession {
  sessionJwt: string;
  user: IdentityUser;
}

const STORAGE_KEY = 'console.devShell.session';

function expiresAt(jwt: string): number {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const { exp } = JSON.parse(json) as { exp?: number };
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** Signs in with a password at the local identity provider (Descope's password sign-in call). */
export async function devSignIn(options: DevShellOptions, loginId: string, password: string): Promise<DevSession> {
  const response = await fetch(`${options.apiBaseUrl.replace(/\/+$/, '')}/v1/auth/password/signin`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${options.projectId}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginId, password }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.sessionJwt !== 'string') {
    const message = body.errorDescription ?? body.errorMessage ?? `Sign-in failed (${response.status})`;
    throw new Error(String(message));
  }
  const session = { sessionJwt: body.sessionJwt, user: (body.user ?? {}) as IdentityUser };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

/** The stored session while its JWT is still valid. */
export function readDevSession(): DevSession | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as DevSession;
    return expiresAt(session.sessionJwt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

/** Forgets the session. */
export function clearDevSession(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
