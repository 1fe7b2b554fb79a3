import { useDescope } from '@descope/react-sdk';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'shared-ui/core';
import type { IdentityUser } from 'shared-ui/core';
import { useRuntime } from '../app/runtime-context';
import { rememberReturnPath, ssoWasStartedHere, takeReturnPath } from '../session/login-return';
import { passkeyFailure } from '../session/passkeys';
import { writeLogonAudit, type SignInMethod } from '../session/write-logon-audit';

/** What the identity SDK answers for a sign-in (the part the shell reads). */
interface SignInAnswer {
  ok: boolean;
  data?: { sessionJwt: string; user?: unknown };
  error?: { errorDescription?: string; errorMessage?: string };
}

const UNREACHABLE = 'The sign-in service could not be reached. Try again in a moment.';

function describe(answer: Pick<SignInAnswer, 'error'>, fallback: string): string {
  return answer.error?.errorDescription || answer.error?.errorMessage || fallback;
}

// An SSO code is good for one exchange; StrictMode's second effect run must not spend it again.
const exchangedCodes = new Set<string>();

/** Password sign-in and the start of SSO; both end with a Logon entry and the page the user asked for. */
export function useSignIn(from: string) {
  const sdk = useDescope();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<SignInMethod>();

  const signInWithPassword = useCallback(
    async (loginId: string, password: string) => {
      setBusy('password');
      setError(undefined);
      try {
        const answer: SignInAnswer = await sdk.password.signIn(loginId.trim(), password);
        if (!answer.ok || !answer.data) {
          setError(describe(answer, 'Sign-in failed. Check your email and password.'));
          return;
        }
        void writeLogonAudit(config.apiBaseUrl, answer.data.sessionJwt, answer.data.user as IdentityUser, 'password');
        void navigate(from, { replace: true });
      } catch (caught) {
        console.error('Sign-in failed', caught);
        setError(UNREACHABLE);
      } finally {
        setBusy(undefined);
      }
    },
    [sdk, config.apiBaseUrl, navigate, from],
  );

  const signInWithPasskey = useCallback(
    async (loginId: string) => {
      setBusy('passkey');
      setError(undefined);
      try {
        const answer: SignInAnswer = await sdk.webauthn.signIn(loginId.trim());
        if (!answer.ok || !answer.data) {
          setError(describe(answer, 'Sign-in with a passkey failed.'));
          return;
        }
        void writeLogonAudit(config.apiBaseUrl, answer.data.sessionJwt, answer.data.user as IdentityUser, 'passkey');
        void navigate(from, { replace: true });
      } catch (caught) {
        // The browser refused or the user cancelled: said in words, never a blank failure.
        setError(passkeyFailure(caught, 'sign-in'));
      } finally {
        setBusy(undefined);
      }
    },
    [sdk, config.apiBaseUrl, navigate, from],
  );

  const startSso = useCallback(
    async (tenantOrEmail: string) => {
      setBusy('sso');
      setError(undefined);
      try {
        rememberReturnPath(from);
        const answer = await sdk.sso.start(tenantOrEmail.trim(), `${window.location.origin}/login`);
        if (answer.ok && answer.data?.url) {
          window.location.assign(answer.data.url);
          return;
        }
        setError(describe(answer, 'Single sign-on is not available for this account.'));
      } catch (caught) {
        console.error('SSO start failed', caught);
        setError(UNREACHABLE);
      }
      setBusy(undefined);
    },
    [sdk, from],
  );

  return { error, busy, signInWithPassword, signInWithPasskey, startSso };
}

/** Back from the identity provider with `?code=`: exchanges it, writes Logon and returns to the requested page. */
export function useSsoCallback(code: string | null): string | undefined {
  const sdk = useDescope();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!code || exchangedCodes.has(code)) return;
    exchangedCodes.add(code);
    const fail = (message: string) => {
      setError(message);
      void navigate('/login', { replace: true });
    };
    if (!ssoWasStartedHere()) {
      fail('This sign-in was not started in this browser tab. Sign in again.');
      return;
    }
    sdk.sso.exchange(code).then(
      (answer: SignInAnswer) => {
        if (!answer.ok || !answer.data) return fail(describe(answer, 'Single sign-on failed. Sign in again.'));
        void writeLogonAudit(config.apiBaseUrl, answer.data.sessionJwt, answer.data.user as IdentityUser, 'sso');
        void navigate(takeReturnPath(), { replace: true });
      },
      (caught: unknown) => {
        console.error('SSO exchange failed', caught);
        fail(UNREACHABLE);
      },
    );
  }, [code, sdk, config.apiBaseUrl, navigate]);

  return error;
}
