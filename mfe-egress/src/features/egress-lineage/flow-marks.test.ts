import { flowMarkOf } from './flow-marks';

describe('flow marks', () => {
  it('names a link by its events and both nodes, and narrows to both parts', () => {
    // G2 hands a link's ends as nodes keyed by their name (or, in a fake, the names themselves).
    expect(flowMarkOf({ source: { key: 'From: Slack' }, target: { key: 'Via: Clipboard' }, value: 1234 })).toEqual({
      flow: { origin: 'Slack', channel: 'Clipboard' },
      events: 1234,
      label: '1,234 events, From: Slack, Via: Clipboard',
      key: 'From: Slack\u0000Via: Clipboard',
      kind: 'link',
    });
    expect(flowMarkOf({ source: 'Via: Clipboard', target: 'To: slack.com', value: 1 })).toMatchObject({
      flow: { channel: 'Clipboard', destination: 'slack.com' },
      label: '1 event, Via: Clipboard, To: slack.com',
    });
  });

  it('names a node by its events and narrows to its part; anything else is no mark', () => {
    expect(flowMarkOf({ key: 'To: slack.com', value: 5 })).toEqual({
      flow: { destination: 'slack.com' },
      events: 5,
      label: '5 events, To: slack.com',
      key: 'To: slack.com',
      kind: 'node',
    });
    expect(flowMarkOf({ value: 5 })).toBeNull();
    expect(flowMarkOf('From: Slack')).toBeNull();
  });
});
