import { flowPartOf, lineageLinks } from './lineage-links';

describe('lineage links', () => {
  it('links origin to channel to destination, summing what two flows share, with layers apart', () => {
    const links = lineageLinks([
      { origin: 'Slack', channel: 'Clipboard', destination: 'slack.com', events: 3, volume: 1 },
      { origin: 'Slack', channel: 'Clipboard', destination: 'Slack', events: 2, volume: 1 },
    ]);
    expect(links).toEqual([
      { source: 'From: Slack', target: 'Via: Clipboard', value: 5 },
      { source: 'Via: Clipboard', target: 'To: slack.com', value: 3 },
      { source: 'Via: Clipboard', target: 'To: Slack', value: 2 },
    ]);
    expect({ ...flowPartOf('From: Slack'), ...flowPartOf('Via: Clipboard') }).toEqual({
      origin: 'Slack',
      channel: 'Clipboard',
    });
    expect(flowPartOf('To: Slack')).toEqual({ destination: 'Slack' });
  });
});
