/** Query parameters that open an event's drawer over the grid (beside the grid's filters, sort and search). */
const DETAIL_PARAMS = ['event', 'created'] as const;

/** The search string that opens an event: the grid's parameters plus `event` and `created`. */
export function eventSearch(current: string, event: { id: string; created: string }): string {
  const params = new URLSearchParams(current);
  params.set('event', event.id);
  params.set('created', event.created);
  return `?${params.toString()}`;
}

/** The search string of the grid once the drawer closes: its parameters without the event's. */
export function gridSearch(current: string): string {
  const params = new URLSearchParams(current);
  for (const name of DETAIL_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The event a URL opens, if any. */
export function openedEvent(search: string): { id: string; created: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get('event');
  return id ? { id, created: params.get('created') ?? '' } : null;
}
