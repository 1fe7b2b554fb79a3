import { useState } from 'react';
import type { Policy } from 'shared-contracts';
import { plural, VALUE_LABELS } from 'shared-contracts';
import { Button, ConfirmAction, EmptyState, Space, TableSection, useShell, useWrite } from 'shared-ui';
import { useNavigate } from 'shared-ui/core';
import { usePolicies } from '../features/policies/api/use-policies';
import { usePolicyWrites } from '../features/policies/api/policy-writes';
import { policyColumns } from '../features/policies/components/policy-columns';
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
  const { can } = useShell();
  const canWrite = can('policies.write');
  const { data, error, isLoading, mutate } = usePolicies();
  const writes = usePolicyWrites();
  const write = useWrite();
  const [selected, setSelected] = useState<string[]>([]);
  const policies = data?.policies ?? [];
  // A stale write (412) reloads the policies.
  const run = (work: () => Promise<unknown>, done: string) => write(work, { done, reload: () => mutate() });
  const count = selected.length;
  const counted = plural(count, { one: 'policy', other: 'policies' });
  // The confirmation names what goes: the selected policies by name (the first five, then how many more).
  const names = policies.filter((policy) => selected.includes(policy.policyId)).map((policy) => `"${policy.name}"`);
  const named = names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');

  return (
    <TableSection<Policy>
      title="Protection Policies"
      extra={
        canWrite && (
          <Space>
            <ConfirmAction
              title={`Delete ${counted}?`}
              description={`${named}: their versions are deleted with them. This cannot be undone.`}
              okText="Delete"
              disabled={count === 0}
              onConfirm={() =>
                run(async () => {
                  await writes.removeMany(selected);
                  setSelected([]);
                }, `Deleted ${counted}`)
              }
            >
              <Button variant="destructive" disabled={count === 0}>
                {count === 0 ? 'Delete' : `Delete ${count}`}
              </Button>
            </ConfirmAction>
            <Button variant="primary" onClick={() => void navigate(policyPaths.builder())}>
              Create New Policy
            </Button>
          </Space>
        )
      }
      replacement={
        !isLoading && policies.length === 0 ? (
          <EmptyState
            title="No protection policies yet."
            description={canWrite ? 'Create one to start protecting data.' : undefined}
            action={
              canWrite ? (
                <Button variant="primary-outline" onClick={() => void navigate(policyPaths.builder())}>
                  Create New Policy
                </Button>
              ) : undefined
            }
          />
        ) : undefined
      }
      error={error}
      onRetry={() => void mutate()}
      errorTitle="The protection policies could not be loaded"
      rowKey="policyId"
      size="middle"
      loading={isLoading}
      rows={policies}
      columns={policyColumns(policies, canWrite, {
        setStatus: (policy, status) =>
          void run(() => writes.setStatus(policy, status), `${policy.name}: ${VALUE_LABELS.policyStatus[status]}`),
        move: (policy, by) =>
          void run(() => writes.reorder(moved(policies, policy, by)), `Moved ${policy.name} ${by < 0 ? 'up' : 'down'}`),
        editPath: (policy) => policyPaths.edit(policy.policyId),
      })}
      {...(canWrite && { selection: { selected, onChange: setSelected } })}
    />
  );
}
