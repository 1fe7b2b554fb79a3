import { drillDownParams, lineageDrillDown, withSearchParams, withoutSearchParams } from 'shared-contracts';
import type { LineageFlowPart } from 'shared-contracts';

/** Query parameters that open an event's drawer over the grid (beside the grid's filters, sort and search). */
const DETAIL_PARAMS = ['event', 'created'] as const;

/** The search string that opens an event: the grid's parameters plus `event` and `created`. */
export function eventSearch(current: string, event: { id: string; created: string }): string {
  return withSearchParams(current, { event: event.id, created: event.created });
}

/** The search string of the grid once the drawer closes: its parameters without the event's. */
export function gridSearch(current: string): string {
  return withoutSearchParams(current, DETAIL_PARAMS);
}

/** The event a URL opens, if any. */
export function openedEvent(search: string): { id: string; created: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get('event');
  return id ? { id, created: params.get('created') ?? '' } : null;
}

/** The grid's search narrowed to a flow: its filters, each given part replacing that filter (lineageDrillDown). */
export function flowSearch(current: string, flow: LineageFlowPart): string {
  const params = new URLSearchParams(gridSearch(current));
  for (const [name, value] of drillDownParams(lineageDrillDown(flow))) params.set(name, value);
  return `?${params.toString()}`;
}
