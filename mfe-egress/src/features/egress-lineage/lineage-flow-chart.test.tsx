import { fireEvent, render, screen, within } from '@testing-library/react';
import { drillDownParams, lineageDrillDown } from 'shared-contracts';
import type { LineageFlowPart } from 'shared-contracts';
import type * as Testing from 'shared-ui/testing';
import { MemoryRouter } from 'shared-ui/core';
import LineageFlowChart, { flowChartMarks } from './lineage-flow-chart';
import { lineageLinks } from './lineage-links';

// G2 draws on a canvas jsdom lacks: the Sankey is the kit's FakeG2Plot, an element per link drawn in a column of its
// own, with a button ('Element 1' ...) that clicks it as on the canvas.
jest.mock('@ant-design/charts', () => {
  const { FakeG2Plot } = jest.requireActual<typeof Testing>('shared-ui/testing');
  return { __esModule: true, Sankey: FakeG2Plot };
});

const flowLink = (flow: LineageFlowPart) => `/egress?${new URLSearchParams(drillDownParams(lineageDrillDown(flow)))}`;

const LINKS = lineageLinks([
  { origin: 'Slack', channel: 'Clipboard', destination: 'slack.com', events: 1200, volume: 1 },
  { origin: 'Slack', channel: 'Clipboard', destination: 'Slack', events: 34, volume: 1 },
]);

describe('the flow chart', () => {
  it('opens the events of a link clicked on the chart, and lays a link named by its figure over each', () => {
    const onSelect = jest.fn<undefined, [LineageFlowPart]>();
    render(
      <MemoryRouter>
        <LineageFlowChart links={LINKS} onSelect={onSelect} flowLink={flowLink} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Element 2' }));
    expect(onSelect).toHaveBeenCalledWith({ channel: 'Clipboard', destination: 'slack.com' });

    const marks = screen.getByRole('group', { name: 'Nodes and links of the flow chart, each opening its events' });
    const links = within(marks).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('title')])).toEqual([
      ['1,234 events, From: Slack, Via: Clipboard', '1,234'],
      ['1,200 events, Via: Clipboard, To: slack.com', '1,200'],
      ['34 events, Via: Clipboard, To: Slack', '34'],
    ]);
    expect(links[1]).toHaveAttribute('href', '/egress?egressChannel=Clipboard&destination=slack.com');
  });

  it('puts the nodes first, layer by layer and top to bottom, each to the events through it', () => {
    const rect = (x: number, y: number) => ({ x, y, width: 10, height: 10 });
    const marks = flowChartMarks(
      [
        { datum: { source: { key: 'From: Slack' }, target: { key: 'Via: Clipboard' }, value: 5 }, rect: rect(10, 0) },
        { datum: { key: 'Via: Clipboard', value: 5 }, rect: rect(300, 0) },
        { datum: { key: 'From: git', value: 2 }, rect: rect(0, 200) },
        { datum: { key: 'From: Slack', value: 3 }, rect: rect(0, 0) },
        // A node without events opens nothing.
        { datum: { key: 'From: Finder', value: 0 }, rect: rect(0, 300) },
      ],
      flowLink,
    );
    expect(marks.map((mark) => [mark.label, mark.to])).toEqual([
      ['3 events, From: Slack', '/egress?source=Slack'],
      ['2 events, From: git', '/egress?source=git'],
      ['5 events, Via: Clipboard', '/egress?egressChannel=Clipboard'],
      ['5 events, From: Slack, Via: Clipboard', '/egress?source=Slack&egressChannel=Clipboard'],
    ]);
  });
});
