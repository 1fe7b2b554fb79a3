import { formatExactTime, VALUE_LABELS, POLICY_STATUSES } from 'shared-contracts';
import type { Policy, PolicyStatus } from 'shared-contracts';
import { ArrowDownOutlined, ArrowUpOutlined, Button, Select, Space, VerdictTag } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { Link } from 'shared-ui/core';

/** What the table's controls do. */
export interface PolicyTableActions {
  setStatus: (policy: Policy, status: PolicyStatus) => void;
  /** Moves a policy one place up (-1) or down (+1) in the decision order. */
  move: (policy: Policy, by: -1 | 1) => void;
  /** Where a policy's name links to: its editor. */
  editPath: (policy: Policy) => string;
}

const STATUS_OPTIONS = POLICY_STATUSES.map((value) => ({ value, label: VALUE_LABELS.policyStatus[value] }));

/** The columns of the policies in decision order: verdict, status changed in place, moved up or down. */
export function policyColumns(
  policies: readonly Policy[],
  canWrite: boolean,
  actions: PolicyTableActions,
): TableColumn<Policy>[] {
  return [
    {
      title: 'Priority',
      key: 'priority',
      width: 120,
      render: (_, policy, index) => (
        <Space size={4}>
          <span>{index + 1}</span>
          {canWrite && (
            <>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Move ${policy.name} up`}
                disabled={index === 0}
                onClick={() => actions.move(policy, -1)}
              >
                <ArrowUpOutlined />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Move ${policy.name} down`}
                disabled={index === policies.length - 1}
                onClick={() => actions.move(policy, 1)}
              >
                <ArrowDownOutlined />
              </Button>
            </>
          )}
        </Space>
      ),
    },
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name, policy) => <Link to={actions.editPath(policy)}>{name}</Link>,
    },
    {
      title: 'Verdict',
      dataIndex: 'verdict',
      render: (verdict) => <VerdictTag verdict={verdict} />,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status, policy) =>
        canWrite ? (
          <Select
            aria-label={`Status of ${policy.name}`}
            size="small"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(next: PolicyStatus) => actions.setStatus(policy, next)}
            style={{ width: 130 }}
          />
        ) : (
          VALUE_LABELS.policyStatus[status]
        ),
    },
    {
      title: 'Last change',
      key: 'updated',
      render: (_, policy) =>
        `${formatExactTime(policy.updated, { zone: true })}${policy.updatedBy ? ` by ${policy.updatedBy}` : ''}`,
    },
  ];
}
