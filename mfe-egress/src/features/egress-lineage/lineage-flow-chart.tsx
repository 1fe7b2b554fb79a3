import { Sankey } from '@ant-design/charts';
import type { LineageLink } from './lineage-links';
import { flowPartOf } from './lineage-links';

/** Props of LineageFlowChart. */
export interface LineageFlowChartProps {
  links: readonly LineageLink[];
  /** A link or node was clicked: the parts of a flow it stands for. */
  onSelect: (flow: ReturnType<typeof flowPartOf>) => void;
}

/** A node of the chart as G2 hands it in an event: its name, or an object keyed by it. */
function nodeName(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null && 'key' in node && typeof node.key === 'string') return node.key;
  return undefined;
}

/** What a click on the chart stands for: a link (both its nodes) or one node. */
function clickedFlow(datum: unknown): ReturnType<typeof flowPartOf> | null {
  if (typeof datum !== 'object' || datum === null) return null;
  const record = datum as Record<string, unknown>;
  const source = nodeName(record.source);
  const target = nodeName(record.target);
  if (source && target) return { ...flowPartOf(source), ...flowPartOf(target) };
  const node = nodeName(record.key) ?? nodeName(record);
  return node ? flowPartOf(node) : null;
}

/** The flow from origin through channel to destination (SPEC §2's lineage mode); clicking a link opens its events. */
export default function LineageFlowChart({ links, onSelect }: LineageFlowChartProps) {
  return (
    <Sankey
      data={[...links]}
      height={Math.max(360, links.length * 14)}
      layout={{ nodeAlign: 'justify', nodePadding: 0.02 }}
      style={{ labelSpacing: 4, labelFontSize: 12, linkFillOpacity: 0.35, nodeLineWidth: 1 }}
      onEvent={(_chart, event: { type?: string; data?: { data?: unknown } }) => {
        if (event.type !== 'element:click') return;
        const flow = clickedFlow(event.data?.data);
        if (flow) onSelect(flow);
      }}
    />
  );
}
