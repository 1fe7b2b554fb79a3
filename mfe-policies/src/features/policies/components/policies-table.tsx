import { formatExactTime, POLICY_STATUS_LABELS, POLICY_STATUSES, POLICY_VERDICT_LABELS } from 'shared-contracts';
import type { Policy, PolicyStatus } from 'shared-contracts';
import { ArrowDownOutlined, ArrowUpOutlined, Button, Select, Space, Table, Tag } from 'shared-ui';
import type { TableColumnsType } from 'shared-ui';
import { Link } from 'shared-ui/core';

/** What the table's controls do. */
export interface PolicyTableActions {
  setStatus: (policy: Policy, status: PolicyStatus) => void;
  /** Moves a policy one place up (-1) or down (+1) in the decision order. */
  move: (policy: Policy, by: -1 | 1) => void;
}

/** Props of {@link PoliciesTable}. */
export interface PoliciesTableProps {
  policies: readonly Policy[];
  loading: boolean;
  canWrite: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  actions: PolicyTableActions;
}

const VERDICT_COLORS: Readonly<Record<Policy['verdict'], string>> = {
  BLOCK: 'red',
  CHALLENGE: 'orange',
  educate: 'blue',
  ALLOW: 'green',
};

const STATUS_OPTIONS = POLICY_STATUSES.map((value) => ({ value, label: POLICY_STATUS_LABELS[value] }));

function columns(
  policies: readonly Policy[],
  canWrite: boolean,
  actions: PolicyTableActions,
): TableColumnsType<Policy> {
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
      render: (name: string, policy) => <Link to={`/policies/${policy.policyId}/edit`}>{name}</Link>,
    },
    {
      title: 'Verdict',
      dataIndex: 'verdict',
      render: (verdict: Policy['verdict']) => (
        <Tag color={VERDICT_COLORS[verdict]}>{POLICY_VERDICT_LABELS[verdict]}</Tag>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: PolicyStatus, policy) =>
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
          POLICY_STATUS_LABELS[status]
        ),
    },
    {
      title: 'Last change',
      key: 'updated',
      render: (_, policy) => `${formatExactTime(policy.updated)}${policy.updatedBy ? ` by ${policy.updatedBy}` : ''}`,
    },
  ];
}

/** The protection policies in decision order: verdict, status changed in place, moved up or down, selected to delete. */
export function PoliciesTable({ policies, loading, canWrite, selected, onSelect, actions }: PoliciesTableProps) {
  return (
    <Table<Policy>
      rowKey="policyId"
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={[...policies]}
      columns={columns(policies, canWrite, actions)}
      {...(canWrite && {
        rowSelection: { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) },
      })}
    />
  );
}
