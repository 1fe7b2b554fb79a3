import { useState } from 'react';
import { formatExactTime, policyDifferences, type DifferenceRow, type PolicyVersion } from 'shared-contracts';
import { Button, Card, ConfirmAction, DisplayTable, Flex, Select, Typography } from 'shared-ui';
import { usePolicyVersions } from '../api/use-policies';
import { useListOptions } from '../api/use-builder-options';

const CHANGES: Readonly<Record<string, string>> = {
  created: 'Created',
  edited: 'Edited',
  status: 'Status changed',
  priority: 'Moved',
  restored: 'Restored',
};

const describe = (version: PolicyVersion) =>
  version.change === 'restored' && version.restoredFrom !== null
    ? `Restored version ${version.restoredFrom}`
    : (CHANGES[version.change] ?? version.change);

/** Props of {@link PolicyVersions}. */
export interface PolicyVersionsProps {
  policyId: string;
  canRestore: boolean;
  onRestore: (version: number) => void;
}

/** A policy's versions, newest first: two compared side by side with their differences marked, and a restore. */
export function PolicyVersions({ policyId, canRestore, onRestore }: PolicyVersionsProps) {
  const { data } = usePolicyVersions(policyId);
  const lists = useListOptions();
  const versions = data?.versions ?? [];
  const [pair, setPair] = useState<[number?, number?]>([]);
  const left = versions.find((version) => version.version === (pair[0] ?? versions[1]?.version));
  const right = versions.find((version) => version.version === (pair[1] ?? versions[0]?.version));
  const options = versions.map((version) => ({ value: version.version, label: `Version ${version.version}` }));
  const listName = (id: string) => lists.find((list) => list.value === id)?.label ?? id;
  const rows = left && right ? policyDifferences(left, right, listName) : [];

  return (
    <section aria-label="Versions">
      <Card title="Versions">
        <Flex vertical gap={16}>
          <DisplayTable<PolicyVersion>
            size="small"
            rowKey="version"
            label="Saved versions"
            rows={versions}
            columns={[
              { title: 'Version', dataIndex: 'version' },
              { title: 'Change', key: 'change', render: (_, version) => describe(version) },
              { title: 'Saved', dataIndex: 'saved', render: (saved) => formatExactTime(saved, { zone: true }) },
              { title: 'By', dataIndex: 'savedBy' },
              {
                title: '',
                key: 'restore',
                render: (_, version) =>
                  canRestore &&
                  version.version !== versions[0]?.version && (
                    <ConfirmAction
                      danger={false}
                      title={`Restore version ${version.version}?`}
                      description="It becomes a new version; nothing is lost."
                      okText="Restore"
                      onConfirm={() => onRestore(version.version)}
                    >
                      <Button size="sm" variant="outline">
                        Restore
                      </Button>
                    </ConfirmAction>
                  ),
              },
            ]}
          />
          {versions.length > 1 && (
            <Flex vertical gap={8}>
              <Flex gap={8} align="center">
                <Typography.Text>Compare</Typography.Text>
                <Select
                  aria-label="Compare version"
                  options={options}
                  value={left?.version}
                  onChange={(value: number) => setPair([value, right?.version])}
                  style={{ width: 140 }}
                />
                <Typography.Text>with</Typography.Text>
                <Select
                  aria-label="With version"
                  options={options}
                  value={right?.version}
                  onChange={(value: number) => setPair([left?.version, value])}
                  style={{ width: 140 }}
                />
              </Flex>
              <DisplayTable<DifferenceRow>
                size="small"
                rowKey="key"
                label="Differences"
                rows={rows}
                rowClassName={(row) => (row.differs ? 'policy-difference' : '')}
                columns={[
                  { title: 'Field', dataIndex: 'label' },
                  {
                    title: `Version ${left?.version ?? ''}`,
                    dataIndex: 'left',
                    render: (value, row) => (row.differs ? <Typography.Text mark>{value}</Typography.Text> : value),
                  },
                  {
                    title: `Version ${right?.version ?? ''}`,
                    dataIndex: 'right',
                    render: (value, row) => (row.differs ? <Typography.Text mark>{value}</Typography.Text> : value),
                  },
                ]}
              />
            </Flex>
          )}
        </Flex>
      </Card>
    </section>
  );
}
