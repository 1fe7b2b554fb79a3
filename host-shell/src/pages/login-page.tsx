import { useSession, useUser } from '@descope/react-sdk';
import { Alert, Button, Divider, Flex, Navigate, Spin, useLocation } from 'shared-ui/core';
import type { FormEvent } from 'react';
import { DEFAULT_LANDING, safeReturnPath } from '../session/login-return';
import { isLoginInProgress, type LoginLocationState } from '../session/require-session';
import { LoginCard, SecondaryText } from './login-card';
import { CredentialFields, useLoginFields } from './login-fields';
import { useSignIn, useSsoCallback } from './use-sign-in';

/** Our own sign-in page over the identity SDK: password, a passkey, or SSO through the identity provider's page. */
export function LoginPage() {
  const { isAuthenticated } = useSession();
  const { user } = useUser();
  const location = useLocation();
  const code = new URLSearchParams(location.search).get('code');
  const from = safeReturnPath((location.state as LoginLocationState | null)?.from ?? DEFAULT_LANDING);
  const { error, busy, signInWithPassword, signInWithPasskey, startSso } = useSignIn(from);
  const ssoError = useSsoCallback(code);
  const fields = useLoginFields();

  if (code) {
    return (
      <LoginCard>
        <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
          <Spin size="large" />
          <span data-unmask>Completing single sign-on…</span>
        </Flex>
      </LoginCard>
    );
  }
  if (isAuthenticated && !busy && !isLoginInProgress(location.search, user)) return <Navigate to={from} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = fields.check(['loginId', 'password']);
    if (values) void signInWithPassword(values.loginId, values.password);
  };
  const sso = () => {
    const values = fields.check(['loginId']);
    if (values) void startSso(values.loginId);
  };
  const passkey = () => {
    const values = fields.check(['loginId']);
    if (values) void signInWithPasskey(values.loginId);
  };
  const message = error ?? ssoError;

  return (
    <LoginCard>
      {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />}
      <form noValidate onSubmit={submit}>
        <CredentialFields fields={fields} />
        <Button
          variant="primary"
          htmlType="submit"
          block
          loading={busy === 'password'}
          disabled={busy !== undefined && busy !== 'password'}
        >
          Sign in
        </Button>
      </form>
      <Divider plain style={{ margin: '16px 0' }}>
        <SecondaryText>or</SecondaryText>
      </Divider>
      <Flex vertical gap={8}>
        <Button
          variant="outline"
          block
          onClick={passkey}
          loading={busy === 'passkey'}
          disabled={busy !== undefined && busy !== 'passkey'}
        >
          Sign in with a passkey
        </Button>
        <Button
          variant="outline"
          block
          onClick={sso}
          loading={busy === 'sso'}
          disabled={busy !== undefined && busy !== 'sso'}
        >
          Continue with SSO
        </Button>
      </Flex>
      <SecondaryText as="p" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
        A passkey is one you added from the user menu on this device. Single sign-on uses your work email to find your
        organisation&apos;s identity provider.
      </SecondaryText>
    </LoginCard>
  );
}
