import { formatExactTime, formatNumber, labelOf, VALUE_LABELS } from 'shared-contracts';
import type { PolicyBacktest } from 'shared-contracts';
import { Card, Descriptions, DisplayTable, Flex, Typography } from 'shared-ui';

const outcome = (verdict: PolicyBacktest['transitions'][number]['from']) => VALUE_LABELS.verdict[verdict];

/** What the draft would have changed: counts, verdict transitions, most affected users and destinations, samples. */
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
            column={2}
            items={[
              {
                key: 'window',
                label: 'Events',
                children: `${formatExactTime(result.from)} to ${formatExactTime(result.to)}: ${formatNumber(result.events)}`,
              },
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
              <Flex gap={16} wrap>
                {ranked('Users', result.users)}
                {ranked('Destinations', result.destinations)}
              </Flex>
              <DisplayTable<PolicyBacktest['samples'][number]>
                size="small"
                label="Sample events"
                rowKey="id"
                rows={result.samples}
                columns={[
                  { title: 'Time', dataIndex: 'created', render: (created) => formatExactTime(created) },
                  { title: 'User', dataIndex: 'username' },
                  { title: 'Source', dataIndex: 'source' },
                  {
                    title: 'Channel',
                    dataIndex: 'egressChannel',
                    render: (channel: string) => labelOf('channel', channel),
                  },
                  { title: 'Destination', dataIndex: 'destination' },
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
