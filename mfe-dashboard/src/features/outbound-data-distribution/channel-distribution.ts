import type { OutboundDataDistribution } from 'shared-contracts';
import type { Series, StackedDatum } from '../../common/series';

/** One egress channel: its events and bytes, and its events by destination type (most first). */
export interface ChannelShare {
  channel: string;
  events: number;
  volume: number;
  destinationTypes: { destinationType: string; events: number }[];
}

// Destination types are open-ended: they take these colours in order of size, the brand colour first.
const PALETTE = ['#6A00FF', '#36CFC9', '#FAAD14', '#597EF7', '#F759AB', '#95DE64', '#B37FEB', '#8C8C8C'] as const;

/** The distribution by channel, most events first (ties by name), each with its destination types. */
export function channelShares(answer: OutboundDataDistribution): ChannelShare[] {
  const channels = new Map<string, ChannelShare>();
  for (const row of answer.distribution) {
    const share = channels.get(row.egressChannel) ?? {
      channel: row.egressChannel,
      events: 0,
      volume: 0,
      destinationTypes: [],
    };
    share.events += row.events;
    share.volume += row.volume;
    share.destinationTypes.push({ destinationType: row.destinationType, events: row.events });
    channels.set(row.egressChannel, share);
  }
  const shares = [...channels.values()];
  for (const share of shares) share.destinationTypes.sort((a, b) => b.events - a.events);
  return shares.sort((a, b) => b.events - a.events || a.channel.localeCompare(b.channel));
}

/** Destination types as chart series, the largest overall first. */
export function destinationTypeSeries(answer: OutboundDataDistribution): Series[] {
  const totals = new Map<string, number>();
  for (const row of answer.distribution)
    totals.set(row.destinationType, (totals.get(row.destinationType) ?? 0) + row.events);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key], index) => ({ key, label: key, color: PALETTE[index % PALETTE.length]! }));
}

/** The chart's bars: one per channel (most events first), a segment per destination type. */
export function channelBars(shares: readonly ChannelShare[]): StackedDatum[] {
  return shares.flatMap((share) =>
    share.destinationTypes.map((type) => ({
      category: share.channel,
      series: type.destinationType,
      seriesLabel: type.destinationType,
      value: type.events,
    })),
  );
}
