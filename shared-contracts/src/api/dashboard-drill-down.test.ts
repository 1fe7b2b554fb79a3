import { drillDownParams, lineageDrillDown } from './dashboard-drill-down';
import type { DeviceDrillDown, EgressDrillDown, IncidentDrillDown } from './dashboard-drill-down';

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

describe('drill-down filters', () => {
  it("take only the keys of their grid's filters, a range as its bounds and the date picker not at all", () => {
    const egress: EgressDrillDown = { policyVerdict: ['BLOCK'], policyName: 'Block & log', totalHitCountMin: 1 };
    const incident: IncidentDrillDown = { severity: ['high'], flagged: true };
    const device: DeviceDrillDown = { agentActive: true };
    // @ts-expect-error: the egress grid has no Severity filter.
    const unknownKey: EgressDrillDown = { severity: ['high'] };
    // @ts-expect-error: a range is narrowed by its bounds (totalHitCountMin), not by its key.
    const rangeKey: EgressDrillDown = { totalHitCount: 1 };
    // @ts-expect-error: the date picker is the link's span.
    const datePicker: IncidentDrillDown = { datePicker: '2026-01-01' };
    // @ts-expect-error: a yes/no filter takes a boolean.
    const booleanAsText: DeviceDrillDown = { agentActive: 'true' };
    expect(drillDownParams(egress)).toEqual([
      ['policyVerdict', 'BLOCK'],
      ['policyName', 'Block & log'],
      ['totalHitCountMin', '1'],
    ]);
    expect(drillDownParams(incident)).toEqual([
      ['severity', 'high'],
      ['flagged', 'true'],
    ]);
    expect(drillDownParams(device)).toEqual([['agentActive', 'true']]);
    expect([unknownKey, rangeKey, datePicker, booleanAsText]).toHaveLength(4);
  });
});
