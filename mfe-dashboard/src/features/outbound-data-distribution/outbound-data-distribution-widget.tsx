import { DASHBOARD_DRILL_DOWN, formatBytes, formatCompactNumber } from 'shared-contracts';
import { DisplayTable, Typography } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { Link } from 'shared-ui/core';
import { CountLink } from '../../common/count-link';
import type { DashboardRange } from '../../common/dashboard-period';
import { egressGridLink, spanOfRange } from '../../common/grid-links';
import { StackedChartView } from '../../common/stacked-chart-view';
import { WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useOutboundDataDistribution } from './api/get-outbound-data-distribution';
import { channelBars, channelShares, destinationTypeSeries } from './channel-distribution';
import type { ChannelShare } from './channel-distribution';

/** The egress grid on a channel's events over the period, or on those to one destination type. */
function channelLink(range: DashboardRange, channel: string, destinationType?: string): string {
  return egressGridLink(spanOfRange(range), DASHBOARD_DRILL_DOWN.outboundDataDistribution(channel, destinationType));
}

function columns(range: DashboardRange): TableColumn<ChannelShare>[] {
  return [
    {
      key: 'channel',
      title: 'Egress channel',
      render: (_: unknown, share: ChannelShare) => <Link to={channelLink(range, share.channel)}>{share.channel}</Link>,
    },
    {
      key: 'destinationTypes',
      title: 'Destination types',
      render: (_: unknown, share: ChannelShare) => (
        <ul
          aria-label={`Destination types of ${share.channel}`}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px', margin: 0, padding: 0, listStyle: 'none' }}
        >
          {share.destinationTypes.map((type) => (
            <li key={type.destinationType}>
              {`${type.destinationType} `}
              <CountLink
                value={type.events}
                to={channelLink(range, share.channel, type.destinationType)}
                label={`events by ${share.channel} to ${type.destinationType}`}
              />
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'events',
      title: 'Events',
      align: 'right',
      render: (_: unknown, share) => (
        <CountLink value={share.events} to={channelLink(range, share.channel)} label={`events by ${share.channel}`} />
      ),
    },
    { key: 'volume', title: 'Volume', align: 'right', render: (_: unknown, share) => formatBytes(share.volume) },
  ];
}

/**
 * Outbound data distribution: events by egress channel, each bar split by destination type, with the bytes sent. A
 * bar segment opens the egress grid on that channel and destination type over the period; a channel on the channel.
 */
export function OutboundDataDistributionWidget() {
  const state = useOutboundDataDistribution();
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
              unit="event"
              linkOf={(datum) => channelLink(range, datum.category, datum.series)}
            />
            <DisplayTable<ChannelShare>
              label="Events by egress channel"
              size="small"
              rowKey="channel"
              columns={columns(range)}
              rows={shares}
            />
            <WidgetCaption>{WIDGET_CAPTIONS.outboundDataDistribution}</WidgetCaption>
          </>
        );
      }}
    </WidgetCard>
  );
}
