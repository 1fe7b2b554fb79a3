import { useState } from 'react';
import type { Policy, PolicyStatus } from 'shared-contracts';
import { POLICY_STATUS_LABELS } from 'shared-contracts';
import { Button, Card, describeError, EmptyState, Popconfirm, Space, useShell } from 'shared-ui';
import { useNavigate } from 'shared-ui/core';
import { usePolicies } from '../features/policies/api/use-policies';
import { usePolicyWrites } from '../features/policies/api/policy-writes';
import { PoliciesTable } from '../features/policies/components/policies-table';
import { policyPaths } from './policies-route-table';

/** The order with one policy moved by one place. */
function moved(policies: readonly Policy[], policy: Policy, by: -1 | 1): string[] {
  const ids = policies.map((item) => item.policyId);
  const from = ids.indexOf(policy.policyId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** Protection Policies (/policies): the list in decision order; a Tenant Admin changes status, order and deletes. */
export function PolicyListPage() {
  const navigate = useNavigate();
  const { notify, can } = useShell();
  const canWrite = can('policies.write');
  const { data, isLoading } = usePolicies();
  const writes = usePolicyWrites();
  const [selected, setSelected] = useState<string[]>([]);
  const policies = data?.policies ?? [];
  const run = (work: () => Promise<unknown>, done: string) =>
    work().then(
      () => notify({ title: done, variant: 'success' }),
      (error: unknown) => notify({ title: describeError(error), variant: 'destructive' }),
    );
  const count = selected.length;
  const plural = `${count} ${count === 1 ? 'policy' : 'policies'}`;

  return (
    <Card
      title="Protection Policies"
      extra={
        canWrite && (
          <Space>
            <Popconfirm
              title={`Delete ${plural}?`}
              description="Their versions are deleted with them. This cannot be undone."
              okText="Delete"
              okButtonProps={{ danger: true }}
              disabled={count === 0}
              onConfirm={() =>
                run(async () => {
                  await writes.removeMany(selected);
                  setSelected([]);
                }, `Deleted ${plural}`)
              }
            >
              <Button variant="destructive" disabled={count === 0}>
                {count === 0 ? 'Delete' : `Delete ${count}`}
              </Button>
            </Popconfirm>
            <Button variant="primary" onClick={() => void navigate(policyPaths.builder())}>
              Create New Policy
            </Button>
          </Space>
        )
      }
    >
      {!isLoading && policies.length === 0 ? (
        <EmptyState title="No protection policies yet." />
      ) : (
        <PoliciesTable
          policies={policies}
          loading={isLoading}
          canWrite={canWrite}
          selected={selected}
          onSelect={setSelected}
          actions={{
            setStatus: (policy: Policy, status: PolicyStatus) =>
              void run(() => writes.setStatus(policy, status), `${policy.name}: ${POLICY_STATUS_LABELS[status]}`),
            move: (policy, by) =>
              void run(
                () => writes.reorder(moved(policies, policy, by)),
                `Moved ${policy.name} ${by < 0 ? 'up' : 'down'}`,
              ),
          }}
        />
      )}
    </Card>
  );
}
