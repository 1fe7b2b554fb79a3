import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { devSignIn, type DevSession, type DevShellOptions } from './dev-session';

/** Props of DevSignIn. */
export interface DevSignInProps {
  options: DevShellOptions;
  remoteName: string;
  onSignedIn: (session: DevSession) => void;
}

interface Credentials {
  loginId: string;
  password: string;
}

/** The dev shell's sign-in form against the local identity provider. */
export function DevSignIn({ options, remoteName, onSignedIn }: DevSignInProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ loginId, password }: Credentials) => {
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await devSignIn(options, loginId, password));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={4}>{remoteName} dev shell</Typography.Title>
        <Typography.Paragraph type="secondary">Signs in at {options.apiBaseUrl}</Typography.Paragraph>
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
        <Form<Credentials> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
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
    </div>
  );
}
