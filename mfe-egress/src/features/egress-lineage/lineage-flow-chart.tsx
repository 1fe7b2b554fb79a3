import { Sankey } from '@ant-design/charts';
import { formatNumber } from 'shared-contracts';
import type { LineageFlowPart } from 'shared-contracts';
import { ChartMarks, useG2Elements } from 'shared-ui';
import type { ChartMark, DrawnElement } from 'shared-ui';
import type { LineageLink } from './lineage-links';
import { flowMarkOf } from './flow-marks';

/** Props of LineageFlowChart. */
export interface LineageFlowChartProps {
  links: readonly LineageLink[];
  /** A link or node was clicked: the parts of a flow it stands for. */
  onSelect: (flow: LineageFlowPart) => void;
  /** The grid narrowed to a flow or a part of one, as a link. */
  flowLink: (flow: LineageFlowPart) => string;
}

/** The nodes, then the links, as links over the chart: layer by layer, top to bottom. */
export function flowChartMarks(
  drawn: readonly DrawnElement[],
  flowLink: LineageFlowChartProps['flowLink'],
): ChartMark[] {
  return drawn
    .flatMap(({ datum, rect }) => {
      const mark = flowMarkOf(datum);
      return mark && mark.events > 0 ? [{ mark, rect }] : [];
    })
    .sort(
      (a, b) =>
        Number(a.mark.kind === 'link') - Number(b.mark.kind === 'link') || a.rect.x - b.rect.x || a.rect.y - b.rect.y,
    )
    .map(({ mark, rect }) => ({
      key: mark.key,
      rect,
      label: mark.label,
      title: formatNumber(mark.events, 0),
      to: flowLink(mark.flow),
    }));
}

/**
 * The flow from origin through channel to destination (SPEC §2's lineage mode). A click on a node or a link opens
 * the events it counts; they are also links laid over the chart (ChartMarks), reached with Tab then the arrow keys.
 */
export default function LineageFlowChart({ links, onSelect, flowLink }: LineageFlowChartProps) {
  const { drawn, onReady } = useG2Elements((datum) => {
    const mark = flowMarkOf(datum);
    if (mark) onSelect(mark.flow);
  });
  return (
    <div style={{ position: 'relative' }}>
      <Sankey
        data={[...links]}
        height={Math.max(360, links.length * 14)}
        layout={{ nodeAlign: 'justify', nodePadding: 0.02 }}
        style={{ labelSpacing: 4, labelFontSize: 12, linkFillOpacity: 0.35, nodeLineWidth: 1 }}
        onReady={onReady}
      />
      <ChartMarks
        label="Nodes and links of the flow chart, each opening its events"
        marks={flowChartMarks(drawn, flowLink)}
      />
    </div>
  );
}
