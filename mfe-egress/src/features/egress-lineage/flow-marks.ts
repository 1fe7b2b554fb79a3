import { formatNumber, plural } from 'shared-contracts';
import type { LineageFlowPart } from 'shared-contracts';
import { flowPartOf } from './lineage-links';

// What the flow chart's marks count and open; loaded with the chart (not with the remote's own code).

/** A node of the chart as G2 hands it (in an event, or as a link's end): its name, or an object keyed by it. */
function nodeName(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null && 'key' in node && typeof node.key === 'string') return node.key;
  return undefined;
}

/** What a mark of the flow chart (a node or a link) counts: the flow or the part of one, its events and its name. */
export interface FlowMark {
  /** The flow's parts it stands for: a link both its nodes', a node its own. */
  flow: LineageFlowPart;
  /** Its events (a node's: those through it, a link's: those along it). */
  events: number;
  /** Accessible name, the figure first: '12 events, From: Slack, Via: Clipboard'. */
  label: string;
  /** Unique among the chart's marks. */
  key: string;
  /** A node or a link. */
  kind: 'node' | 'link';
}

/** The mark a datum of the chart stands for (G2's Sankey: a node `{ key, value }`, a link `{ source, target, value }`). */
export function flowMarkOf(datum: unknown): FlowMark | null {
  if (typeof datum !== 'object' || datum === null) return null;
  const record = datum as Record<string, unknown>;
  const events = typeof record.value === 'number' ? record.value : 0;
  const source = nodeName(record.source);
  const target = nodeName(record.target);
  const figure = plural(events, 'event', formatNumber(events, 0));
  if (source && target) {
    const flow = { ...flowPartOf(source), ...flowPartOf(target) };
    return { flow, events, label: `${figure}, ${source}, ${target}`, key: `${source}\u0000${target}`, kind: 'link' };
  }
  const node = nodeName(record.key);
  return node ? { flow: flowPartOf(node), events, label: `${figure}, ${node}`, key: node, kind: 'node' } : null;
}
