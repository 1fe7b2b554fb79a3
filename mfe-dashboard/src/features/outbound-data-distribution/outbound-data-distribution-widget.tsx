import { formatBytes, formatCompactNumber } from 'shared-contracts';
import { DisplayTable, Typography } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { Link, useNavigate } from 'shared-ui/core';
import type { DashboardRange } from '../../common/dashboard-period';
import { egressGridLink, spanOfRange } from '../../common/grid-links';
import { StackedChartView } from '../../common/stacked-chart-view';
import { WidgetCard } from '../../common/widget-card';
import { useOutboundDataDistribution } from './api/get-outbound-data-distribution';
import { channelBars, channelShares, destinationTypeSeries } from './channel-distribution';
import type { ChannelShare } from './channel-distribution';

function columns(range: DashboardRange): TableColumn<ChannelShare>[] {
  return [
    {
      key: 'channel',
      title: 'Egress channel',
      render: (_: unknown, share: ChannelShare) => (
        <Link to={egressGridLink(spanOfRange(range), { egressChannel: share.channel })}>{share.channel}</Link>
      ),
    },
    {
      key: 'destinationTypes',
      title: 'Destination types',
      render: (_: unknown, share: ChannelShare) =>
        share.destinationTypes.map((type) => `${type.destinationType} ${formatCompactNumber(type.events)}`).join(', '),
    },
    {
      key: 'events',
      title: 'Events',
      align: 'right',
      render: (_: unknown, share) => formatCompactNumber(share.events),
    },
    { key: 'volume', title: 'Volume', align: 'right', render: (_: unknown, share) => formatBytes(share.volume) },
  ];
}

/**
 * Outbound data distribution: events by egress channel, each bar split by destination type, with the bytes sent. A
 * bar or a channel opens the egress grid filtered to that channel over the period.
 */
export function OutboundDataDistributionWidget() {
  const state = useOutboundDataDistribution();
  const navigate = useNavigate();
  return (
    <WidgetCard
      title="Outbound data distribution"
      state={state}
      isEmpty={(answer) => answer.distribution.length === 0}
      emptyTitle="No outbound data in this period"
      summary={(answer) => <Typography.Text strong>{`${formatCompactNumber(answer.total)} events`}</Typography.Text>}
    >
      {(answer, range) => {
        const shares = channelShares(answer);
        return (
          <>
            <StackedChartView
              description="Events by egress channel and destination type"
              orientation="bar"
              data={channelBars(shares)}
              series={destinationTypeSeries(answer)}
              height={Math.max(200, shares.length * 40)}
              onSelect={(datum) => void navigate(egressGridLink(spanOfRange(range), { egressChannel: datum.category }))}
            />
            <DisplayTable<ChannelShare>
              label="Events by egress channel"
              size="small"
              rowKey="channel"
              columns={columns(range)}
              rows={shares}
            />
          </>
        );
      }}
    </WidgetCard>
  );
}
