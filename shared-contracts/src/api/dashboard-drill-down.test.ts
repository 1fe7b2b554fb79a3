import { drillDownParams, lineageDrillDown } from './dashboard-drill-down';

describe('lineage drill-down', () => {
  it("narrows the egress grid to a flow: its origin as Source, its channel and its destination, in the flow's order", () => {
    expect(
      drillDownParams(lineageDrillDown({ origin: 'Slack', channel: 'Clipboard', destination: 'chat.example' })),
    ).toEqual([
      ['source', 'Slack'],
      ['egressChannel', 'Clipboard'],
      ['destination', 'chat.example'],
    ]);
  });

  it('narrows to the one part a node of the chart names', () => {
    expect(lineageDrillDown({ channel: 'USB' })).toEqual({ egressChannel: 'USB' });
    expect(lineageDrillDown({ origin: undefined, destination: 'SanDisk' })).toEqual({ destination: 'SanDisk' });
  });
});
