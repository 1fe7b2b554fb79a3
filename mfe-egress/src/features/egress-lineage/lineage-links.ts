import type { LineageFlow, LineageFlowPart } from 'shared-contracts';

/** One link of the flow chart: between two nodes named by their layer ('From', 'Via', 'To'), with its events. */
export interface LineageLink {
  source: string;
  target: string;
  value: number;
}

const LAYERS = { origin: 'From: ', channel: 'Via: ', destination: 'To: ' } as const;

/** The chart's links: origin to channel and channel to destination, the events of equal links summed. */
export function lineageLinks(flows: readonly LineageFlow[]): LineageLink[] {
  const links = new Map<string, LineageLink>();
  const add = (source: string, target: string, value: number) => {
    const key = `${source}\u0000${target}`;
    const link = links.get(key) ?? { source, target, value: 0 };
    link.value += value;
    links.set(key, link);
  };
  for (const flow of flows) {
    add(`${LAYERS.origin}${flow.origin}`, `${LAYERS.channel}${flow.channel}`, flow.events);
    add(`${LAYERS.channel}${flow.channel}`, `${LAYERS.destination}${flow.destination}`, flow.events);
  }
  return [...links.values()];
}

/** The part of a flow a chart node names: `From: X` is an origin, `Via: X` a channel, `To: X` a destination. */
export function flowPartOf(node: string): LineageFlowPart {
  for (const [part, prefix] of Object.entries(LAYERS))
    if (node.startsWith(prefix)) return { [part]: node.slice(prefix.length) };
  return {};
}
