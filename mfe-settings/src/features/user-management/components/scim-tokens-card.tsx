import { useState } from 'react';
import { formatRelativeTime } from 'shared-contracts';
import type { ScimToken } from 'shared-contracts';
import { Alert, Button, Card, Flex, Input, Popconfirm, Table, Typography, useShell } from 'shared-ui';
import type { TableColumnsType } from 'shared-ui';
import { useScimTokens } from '../api/scim-tokens';
import { describeUserError } from './describe-user-error';

const when = (time: string | null) => (time ? <time dateTime={time}>{formatRelativeTime(time)}</time> : 'Never');

/**
 * The tenant's SCIM directory: the endpoint an identity provider (Okta, Entra) pushes users and groups to, and its
 * bearer tokens. A new token's secret is shown once.
 */
export function ScimTokensCard() {
  const { notify, api } = useShell();
  const { data, error, create, revoke } = useScimTokens();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      setSecret((await create(name.trim())).secret);
      setName('');
    } catch (failure) {
      notify({ title: 'No token created', description: describeUserError(failure, 'saved'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const columns: TableColumnsType<ScimToken> = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Created by', dataIndex: 'createdBy' },
    { title: 'Created', dataIndex: 'created', render: when },
    { title: 'Last used', dataIndex: 'lastUsed', render: when },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, token) => (
        <Popconfirm
          title={`Revoke ${token.name}?`}
          description="The identity provider using it can no longer change this tenant's directory."
          okText="Revoke"
          okButtonProps={{ danger: true }}
          onConfirm={() => void revoke(token.id)}
        >
          <Button size="sm" variant="ghost">
            Revoke
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title="SCIM directory">
      <Flex vertical gap={12}>
        <Typography.Text>
          Identity providers push this tenant&apos;s users and groups to{' '}
          <Typography.Text code copyable>
            {api.url('/scim/v2')}
          </Typography.Text>{' '}
          with a bearer token.
        </Typography.Text>
        {secret ? (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => setSecret(null) }}
            title="Copy the token now: it is shown only once."
            description={
              <Typography.Text code copyable data-testid="scim-token-secret">
                {secret}
              </Typography.Text>
            }
          />
        ) : null}
        {error ? <Alert type="error" showIcon title="The SCIM tokens could not be loaded." /> : null}
        <Flex gap={8}>
          <Input
            aria-label="Token name"
            placeholder="Token name, such as Okta"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            style={{ width: 280 }}
          />
          <Button variant="primary" loading={busy} disabled={name.trim() === ''} onClick={() => void add()}>
            Create token
          </Button>
        </Flex>
        <Table<ScimToken>
          className="console-scim-tokens"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.tokens ?? []}
          pagination={false}
          // Secondary text, not antd's placeholder grey (#bfbfbf, 1.8:1 on white).
          locale={{ emptyText: <Typography.Text type="secondary">No SCIM tokens</Typography.Text> }}
        />
      </Flex>
    </Card>
  );
}
