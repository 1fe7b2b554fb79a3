import { useState } from 'react';
import type { ScimToken } from 'shared-contracts';
import {
  Alert,
  Button,
  Card,
  ConfirmDelete,
  DisplayTable,
  Flex,
  Input,
  Time,
  Typography,
  useShell,
  useWrite,
} from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { useScimTokens } from '../api/scim-tokens';
import { describeUserError } from './describe-user-error';

const when = (time: string | null) => (time ? <Time value={time} relative /> : 'Never');

/**
 * The tenant's SCIM directory: the endpoint an identity provider (Okta, Entra) pushes users and groups to, and its
 * bearer tokens. A new token's secret is shown once.
 */
export function ScimTokensCard() {
  const { api } = useShell();
  const write = useWrite();
  const { data, error, isLoading, mutate, create, revoke } = useScimTokens();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    const outcome = await write(() => create(name.trim()), {
      done: null,
      failed: 'No token created',
      describe: (failure) => describeUserError(failure, 'saved'),
    });
    setBusy(false);
    if (!outcome.ok) return;
    setSecret(outcome.result.secret);
    setName('');
  };
  const columns: TableColumn<ScimToken>[] = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Created by', dataIndex: 'createdBy' },
    { title: 'Created', dataIndex: 'created', render: when },
    { title: 'Last used', dataIndex: 'lastUsed', render: when },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, token) => (
        <ConfirmDelete
          title={`Revoke ${token.name}?`}
          description="The identity provider using it can no longer change this tenant's directory."
          okText="Revoke"
          onConfirm={() => write(() => revoke(token.id), { done: null, failed: 'Token not revoked' })}
        >
          <Button size="sm" variant="ghost">
            Revoke
          </Button>
        </ConfirmDelete>
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
        <DisplayTable<ScimToken>
          className="console-scim-tokens"
          rowKey="id"
          size="small"
          columns={columns}
          rows={data?.tokens ?? []}
          loading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          errorTitle="The SCIM tokens could not be loaded."
          emptyText="No SCIM tokens"
        />
      </Flex>
    </Card>
  );
}
