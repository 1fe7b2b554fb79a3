import {
  drillDownParams,
  egressEventOf,
  lineageDrillDown,
  withEgressEvent,
  withoutEgressEvent,
} from 'shared-contracts';
import type { LineageFlowPart } from 'shared-contracts';

// The event deep link (`?event=&created=`) is shared-contracts' (remote-links.ts), which other remotes link with.

/** The search string that opens an event: the grid's parameters plus `event` and `created`. */
export const eventSearch = withEgressEvent;

/** The search string of the grid once the drawer closes: its parameters without the event's. */
export const gridSearch = withoutEgressEvent;

/** The event a URL opens, if any. */
export const openedEvent = egressEventOf;

/** The grid's search narrowed to a flow: its filters, each given part replacing that filter (lineageDrillDown). */
export function flowSearch(current: string, flow: LineageFlowPart): string {
  const params = new URLSearchParams(gridSearch(current));
  for (const [name, value] of drillDownParams(lineageDrillDown(flow))) params.set(name, value);
  return `?${params.toString()}`;
}
