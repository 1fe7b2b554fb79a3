import { egressEventLink, formatExactTime, formatNumber, VALUE_LABELS } from 'shared-contracts';
import type { PolicyBacktest } from 'shared-contracts';
import { Card, Descriptions, DisplayTable, eventFactTableColumns, Flex, Typography } from 'shared-ui';
import { Link } from 'shared-ui/core';

type Outcome = PolicyBacktest['transitions'][number]['from'];
type PolicyRow = PolicyBacktest['policies'][number];
type Sample = PolicyBacktest['samples'][number];

const outcome = (verdict: Outcome) => VALUE_LABELS.verdict[verdict];
const deciding = (policy: PolicyRow['before']) => policy?.name ?? 'No policy';
const facts = eventFactTableColumns<Sample>();

/**
 * What the draft would have changed: the events of the window, those its conditions match and those whose verdict
 * changes, by transition and by the policies deciding before and after, the users and destinations most affected, and
 * the newest changed events, each a link to the event in the egress grid.
 */
export function BacktestPanel({ result }: { result: PolicyBacktest }) {
  const ranked = (title: string, rows: PolicyBacktest['users']) => (
    <DisplayTable<PolicyBacktest['users'][number]>
      size="small"
      rowKey="value"
      label={title}
      style={{ flex: 1, minWidth: 240 }}
      rows={rows}
      columns={[
        { title, dataIndex: 'value' },
        { title: 'Events', dataIndex: 'events', align: 'right', render: (n) => formatNumber(n) },
      ]}
    />
  );
  return (
    <section aria-label="Backtest">
      <Card title="Backtest">
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={3}
            items={[
              {
                key: 'window',
                label: 'Events',
                children: `${formatExactTime(result.from, { zone: true })} to ${formatExactTime(result.to, { zone: true })}: ${formatNumber(result.events)}`,
              },
              { key: 'matched', label: 'Matched events', children: formatNumber(result.matched) },
              { key: 'changed', label: 'Would change verdict', children: formatNumber(result.changed) },
            ]}
          />
          {result.changed === 0 ? (
            <Typography.Text>No event of the window would change verdict.</Typography.Text>
          ) : (
            <>
              <DisplayTable<PolicyBacktest['transitions'][number]>
                size="small"
                label="Verdict changes"
                rowKey={(row) => `${row.from}>${row.to}`}
                rows={result.transitions}
                columns={[
                  { title: 'From', dataIndex: 'from', render: outcome },
                  { title: 'To', dataIndex: 'to', render: outcome },
                  { title: 'Events', dataIndex: 'events', align: 'right', render: (n) => formatNumber(n) },
                ]}
              />
              <DisplayTable<PolicyRow>
                size="small"
                label="Verdict changes by policy"
                rowKey={(row) => `${row.before?.policyId ?? ''}>${row.after?.policyId ?? ''}>${row.from}>${row.to}`}
                rows={result.policies}
                columns={[
                  { title: 'Decided before by', key: 'before', render: (_, row) => deciding(row.before) },
                  { title: 'From', dataIndex: 'from', render: outcome },
                  { title: 'Decided after by', key: 'after', render: (_, row) => deciding(row.after) },
                  { title: 'To', dataIndex: 'to', render: outcome },
                  { title: 'Events', dataIndex: 'events', align: 'right', render: (n) => formatNumber(n) },
                ]}
              />
              <Flex gap={16} wrap>
                {ranked('Users', result.users)}
                {ranked('Destinations', result.destinations)}
              </Flex>
              <Typography.Text type="secondary">
                Sample events: the newest whose verdict would change. Each time opens the event in Data Egress.
              </Typography.Text>
              <DisplayTable<Sample>
                size="small"
                label="Sample events"
                rowKey="id"
                rows={result.samples}
                columns={[
                  {
                    title: 'Time',
                    dataIndex: 'created',
                    render: (created: string, sample) => (
                      <Link to={egressEventLink(sample)}>{formatExactTime(created, { zone: true })}</Link>
                    ),
                  },
                  facts.user,
                  { title: 'Source', dataIndex: 'source' },
                  facts.channel,
                  facts.destination,
                  { title: 'From', dataIndex: 'from', render: outcome },
                  { title: 'To', dataIndex: 'to', render: outcome },
                ]}
              />
            </>
          )}
        </Flex>
      </Card>
    </section>
  );
}
