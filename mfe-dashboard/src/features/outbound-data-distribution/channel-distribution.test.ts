import { channelBars, channelShares, destinationTypeSeries } from './channel-distribution';

const ANSWER = {
  distribution: [
    { egressChannel: 'Web upload', destinationType: 'AI service', events: 50, volume: 1000 },
    { egressChannel: 'Email', destinationType: 'Mail', events: 40, volume: 500 },
    { egressChannel: 'Email', destinationType: 'AI service', events: 30, volume: 250 },
  ],
  total: 120,
};

describe('the outbound data distribution', () => {
  it('groups by channel, most events first, with the destination types of each', () => {
    expect(channelShares(ANSWER)).toEqual([
      {
        channel: 'Email',
        events: 70,
        volume: 750,
        destinationTypes: [
          { destinationType: 'Mail', events: 40 },
          { destinationType: 'AI service', events: 30 },
        ],
      },
      {
        channel: 'Web upload',
        events: 50,
        volume: 1000,
        destinationTypes: [{ destinationType: 'AI service', events: 50 }],
      },
    ]);
  });

  it('colours destination types by size, the brand colour first, and stacks them per channel', () => {
    expect(destinationTypeSeries(ANSWER).map((series) => [series.key, series.color])).toEqual([
      ['AI service', '#6A00FF'],
      ['Mail', '#36CFC9'],
    ]);
    expect(channelBars(channelShares(ANSWER)).map((bar) => `${bar.category}/${bar.series}=${bar.value}`)).toEqual([
      'Email/Mail=40',
      'Email/AI service=30',
      'Web upload/AI service=50',
    ]);
  });
});
