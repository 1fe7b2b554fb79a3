import { useState } from 'react';
import { formatExactTime } from 'shared-contracts';
import type { EnrolmentToken } from 'shared-contracts';
import {
  Alert,
  Button,
  ConfirmDelete,
  DisplayTable,
  Drawer,
  Flex,
  Input,
  Tag,
  Typography,
  useShell,
  useWrite,
} from 'shared-ui';
import { useEnrolmentTokens, useEnrolmentTokenWrites } from './api/enrolment-tokens';

function TokenStatus({ token }: { token: EnrolmentToken }) {
  if (token.revokedAt) return <Tag>Revoked</Tag>;
  if (Date.parse(token.expiresAt) <= Date.now()) return <Tag>Expired</Tag>;
  return <Tag color="success">Active</Tag>;
}

/**
 * Enrolment tokens of the tenant (Tenant Admins): create one (its secret is shown once, to paste into the agent's
 * installer or the simulator), see how many devices enrolled with each, and revoke them.
 */
export function EnrolmentTokensDrawer() {
  const { can } = useShell();
  const write = useWrite();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tokens = useEnrolmentTokens(open);
  const { create, revoke } = useEnrolmentTokenWrites();
  if (!can('devices.write')) return null;

  const onCreate = async () => {
    setBusy(true);
    const outcome = await write(() => create(name.trim()), { done: null, failed: 'The token was not created' });
    setBusy(false);
    if (!outcome.ok) return;
    setSecret(outcome.result.secret);
    setName('');
  };
  const onRevoke = (token: EnrolmentToken) =>
    write(() => revoke(token.id), {
      done: `Enrolment token "${token.name}" revoked`,
      failed: 'The token was not revoked',
    });

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Enrolment tokens
      </Button>
      <Drawer title="Enrolment tokens" open={open} onClose={() => setOpen(false)} size={520} destroyOnHidden>
        <Flex gap={8}>
          <Input
            aria-label="Token name"
            placeholder="Name, e.g. Finance laptops"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
          <Button variant="primary" loading={busy} disabled={name.trim() === ''} onClick={() => void onCreate()}>
            Create
          </Button>
        </Flex>
        {secret ? (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            title="Copy the token now: it is not shown again"
            description={
              <Typography.Text copyable code data-testid="enrolment-secret">
                {secret}
              </Typography.Text>
            }
            closable={{ onClose: () => setSecret(null) }}
          />
        ) : null}
        <DisplayTable<EnrolmentToken>
          style={{ marginTop: 16 }}
          size="small"
          rowKey="id"
          loading={tokens.isLoading}
          error={tokens.error}
          onRetry={() => void tokens.mutate()}
          errorTitle="The enrolment tokens could not be loaded"
          emptyText="No enrolment tokens yet"
          rows={tokens.data?.enrolmentTokens ?? []}
          columns={[
            {
              key: 'name',
              title: 'Token',
              render: (_, token) => (
                <Flex vertical gap={2}>
                  <Flex gap={8} align="center">
                    {token.name} <TokenStatus token={token} />
                  </Flex>
                  <Typography.Text type="secondary">
                    by {token.createdBy}, expires {formatExactTime(token.expiresAt, { zone: true })}
                  </Typography.Text>
                </Flex>
              ),
            },
            { key: 'enrolments', title: 'Devices', dataIndex: 'enrolments', width: 80 },
            {
              key: 'revoke',
              title: '',
              width: 90,
              render: (_, token) =>
                token.revokedAt ? null : (
                  <ConfirmDelete title="Revoke this token?" danger={false} onConfirm={() => void onRevoke(token)}>
                    <Button variant="link" aria-label={`Revoke ${token.name}`}>
                      Revoke
                    </Button>
                  </ConfirmDelete>
                ),
            },
          ]}
        />
      </Drawer>
    </>
  );
}
