import { useSession, useUser } from '@descope/react-sdk';
import { Alert, Button, Card, Divider, Flex, Form, Input, Spin, Typography } from 'shared-ui/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ConsoleLogo } from '../layout/console-logo';
import { DEFAULT_LANDING, safeReturnPath } from '../session/login-return';
import { isLoginInProgress, type LoginLocationState } from '../session/require-session';
import { useSignIn, useSsoCallback } from './use-sign-in';

interface Credentials {
  loginId: string;
  password: string;
}

function LoginCard({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f5f5f7', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <ConsoleLogo size={40} />
          <Typography.Title level={3} style={{ margin: 0 }} data-unmask>
            Sign in
          </Typography.Title>
          <Typography.Text type="secondary" data-unmask>
            Data security console
          </Typography.Text>
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}

/** Our own sign-in page over the identity SDK: password, or SSO through the identity provider's page. */
export function LoginPage() {
  const { isAuthenticated } = useSession();
  const { user } = useUser();
  const location = useLocation();
  const code = new URLSearchParams(location.search).get('code');
  const from = safeReturnPath((location.state as LoginLocationState | null)?.from ?? DEFAULT_LANDING);
  const { error, busy, signInWithPassword, startSso } = useSignIn(from);
  const ssoError = useSsoCallback(code);
  const [form] = Form.useForm<Credentials>();

  if (code) {
    return (
      <LoginCard>
        <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
          <Spin size="large" />
          <Typography.Text data-unmask>Completing single sign-on…</Typography.Text>
        </Flex>
      </LoginCard>
    );
  }
  if (isAuthenticated && !busy && !isLoginInProgress(location.search, user)) return <Navigate to={from} replace />;

  const sso = async () => {
    const { loginId } = await form.validateFields(['loginId']).catch(() => ({ loginId: undefined }));
    if (loginId) await startSso(loginId);
  };
  const message = error ?? ssoError;

  return (
    <LoginCard>
      {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />}
      <Form<Credentials>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void signInWithPassword(values.loginId, values.password)}
      >
        <Form.Item label="Email" name="loginId" rules={[{ required: true, message: 'Enter your email' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button variant="primary" htmlType="submit" block loading={busy === 'password'} disabled={busy === 'sso'}>
          Sign in
        </Button>
      </Form>
      <Divider plain style={{ margin: '16px 0' }}>
        <Typography.Text type="secondary" data-unmask>
          or
        </Typography.Text>
      </Divider>
      <Button
        variant="outline"
        block
        onClick={() => void sso()}
        loading={busy === 'sso'}
        disabled={busy === 'password'}
      >
        Continue with SSO
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }} data-unmask>
        Single sign-on uses your work email to find your organisation&apos;s identity provider.
      </Typography.Paragraph>
    </LoginCard>
  );
}
