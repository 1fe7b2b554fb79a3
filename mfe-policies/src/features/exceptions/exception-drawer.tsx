import { POLICY_EXCEPTION_STATE_LABELS } from 'shared-contracts';
import type { PolicyExceptionDetail } from 'shared-contracts';
import {
  Alert,
  Button,
  ConfirmAction,
  Descriptions,
  Drawer,
  LoadError,
  LoadingSkeleton,
  Space,
  Time,
  Typography,
  useShell,
  useWrite,
} from 'shared-ui';
import { useDecideException, useException, useExceptionBacktest } from './api/exceptions';
import type { ExceptionDecision } from './api/exceptions';
import { scopeText } from './exception-columns';

/** Props of the exception drawer. */
export interface ExceptionDrawerProps {
  id: string;
  onClose: () => void;
}

const DONE: Record<ExceptionDecision, string> = {
  approve: 'Approval recorded',
  deny: 'Exception denied',
  revoke: 'Exception revoked',
};

/** What the last 30 days of events say about the exception (the backtest), for pending and active ones. */
function BacktestLine({ exception }: { exception: PolicyExceptionDetail }) {
  const live = exception.state === 'pending' || exception.state === 'active';
  const { data } = useExceptionBacktest(live);
  const row = data?.exceptions.find((item) => item.id === exception.id);
  if (!live || !row) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={`Backtest, last 30 days: it exempts ${row.wouldExempt} decided events`}
      description={`${row.exempted} events were recorded as exempted by it at ingest.`}
    />
  );
}

/** The decisions a Tenant Admin may take on it, never the requester's own approval. */
function Decisions({ exception }: { exception: PolicyExceptionDetail }) {
  const { can, user } = useShell();
  const decide = useDecideException();
  const write = useWrite();
  if (!can('policies.write')) return null;
  const run = (decision: ExceptionDecision) => write(() => decide(exception.id, decision), { done: DONE[decision] });
  const own = exception.requestedBy === user.userId;
  const pending = exception.state === 'pending';
  return (
    <Space wrap>
      {pending && (
        <Button variant="primary" disabled={own} onClick={() => void run('approve')}>
          Approve
        </Button>
      )}
      {pending && (
        <Button disabled={own} onClick={() => void run('deny')}>
          Deny
        </Button>
      )}
      {(pending || exception.state === 'active') && (
        <ConfirmAction
          title="Revoke this exception?"
          description="It stops applying from the next event."
          okText="Revoke"
          onConfirm={() => run('revoke')}
        >
          <Button variant="destructive">Revoke</Button>
        </ConfirmAction>
      )}
      {own && pending ? (
        <Typography.Text type="secondary">You requested it: another admin decides.</Typography.Text>
      ) : null}
    </Space>
  );
}

/** One exception: its scope, reason, span, approvals, the incidents that led to it, the backtest and the decisions. */
export function ExceptionDrawer({ id, onClose }: ExceptionDrawerProps) {
  const { data, error, mutate } = useException(id);
  let body;
  if (error && !data)
    body = <LoadError title="The exception could not be loaded" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <LoadingSkeleton label="Loading exception" rows={6} />;
  else
    body = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'state', label: 'State', children: POLICY_EXCEPTION_STATE_LABELS[data.state] },
            { key: 'scope', label: 'Scope', children: scopeText(data) },
            { key: 'reason', label: 'Reason', children: data.reason },
            { key: 'requested', label: 'Requested by', children: data.requestedByName },
            { key: 'starts', label: 'Starts', children: <Time value={data.startsAt} zone /> },
            { key: 'expires', label: 'Expires', children: <Time value={data.expiresAt} zone /> },
            {
              key: 'approvals',
              label: 'Approvals',
              children: (
                <div>
                  <div>{`${data.approvals} of ${data.approvalsRequired}`}</div>
                  {data.approvalList.map((approval) => (
                    <div key={approval.approverId}>
                      {approval.approverName}, <Time value={approval.approved} zone />
                    </div>
                  ))}
                </div>
              ),
            },
            {
              key: 'incidents',
              label: 'Incidents',
              children:
                data.incidents.length === 0 ? 'None' : data.incidents.map((incident) => incident.title).join(', '),
            },
          ]}
        />
        <BacktestLine exception={data} />
        <Decisions exception={data} />
      </div>
    );
  return (
    <Drawer open title="Exception" size={560} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
