import { useDescope, useSession, useUser } from '@descope/react-sdk';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { IdentityUser } from 'shared-ui';
import { useRuntime } from '../app/runtime-context';
import { ConsoleLogo } from '../layout/console-logo';
import type { LoginLocationState } from '../session/require-session';
import { writeLogonAudit } from '../session/write-logon-audit';

interface Credentials {
  loginId: string;
  password: string;
}

const DEFAULT_LANDING = '/dashboard';

/** Our own sign-in form over the identity SDK, without the shell, centred at full height. */
export function LoginPage() {
  const sdk = useDescope();
  const { isAuthenticated } = useSession();
  const { user } = useUser();
  const { config } = useRuntime();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const from = (location.state as LoginLocationState | null)?.from ?? DEFAULT_LANDING;

  if (isAuthenticated && user && !busy) return <Navigate to={from} replace />;

  const submit = async ({ loginId, password }: Credentials) => {
    setBusy(true);
    setError(undefined);
    try {
      const response = await sdk.password.signIn(loginId.trim(), password);
      if (!response.ok || !response.data) {
        setError(response.error?.errorDescription || 'Sign-in failed. Check your email and password.');
        return;
      }
      void writeLogonAudit(config.apiBaseUrl, response.data.sessionJwt, response.data.user as IdentityUser);
      void navigate(from, { replace: true });
    } catch (caught) {
      console.error('Sign-in failed', caught);
      setError('The sign-in service could not be reached. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f5f5f7' }}>
      <Card style={{ width: 400 }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <ConsoleLogo size={40} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            Sign in
          </Typography.Title>
          <Typography.Text type="secondary">Data security console</Typography.Text>
        </Flex>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
          <Form.Item label="Email" name="loginId" rules={[{ required: true, message: 'Enter your email' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
