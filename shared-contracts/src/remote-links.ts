import { withSearchParams, withoutSearchParams } from './listing/search-params';
import { mountPathOf } from './remote-registry';
import { joinPath } from './routes';

/**
 * The routes of a remote that another remote links to, declared here once: the remote's own route table declares
 * them with these paths (a remote's route table is not another remote's to import), and links build on them.
 */
export const LINKED_ROUTES = {
  /** The audit log, under Settings. */
  auditLog: { remote: 'mfe_settings', path: 'audit-logs' },
} as const;

/** A route other remotes link to. */
export type LinkedRoute = keyof typeof LINKED_ROUTES;

/** The absolute path of a linked route, such as `/settings/audit-logs`. */
export function linkedRoutePath(route: LinkedRoute): string {
  const { remote, path } = LINKED_ROUTES[route];
  return joinPath(mountPathOf(remote), path);
}

/** One egress event, as its deep link names it. */
export interface EgressEventRef {
  id: string;
  /** Its creation time (ISO), which finds its partition. */
  created: string;
}

/** The query parameters that open one event in the egress grid's drawer, beside the grid's own. */
export const EGRESS_EVENT_PARAMS = ['event', 'created'] as const;

/** A search string with this event opened: the current parameters plus `event` and `created`. */
export function withEgressEvent(current: string, event: EgressEventRef): string {
  return withSearchParams(current, { event: event.id, created: event.created });
}

/** The search string without an opened event ('' when nothing else is left). */
export function withoutEgressEvent(current: string): string {
  return withoutSearchParams(current, EGRESS_EVENT_PARAMS);
}

/** The event a search string opens, if any. */
export function egressEventOf(search: string): EgressEventRef | null {
  const params = new URLSearchParams(search);
  const id = params.get('event');
  return id ? { id, created: params.get('created') ?? '' } : null;
}

/** The egress grid with one event open in its drawer, from another remote: `/egress?event=…&created=…`. */
export function egressEventLink(event: EgressEventRef): string {
  return `${mountPathOf('mfe_egress')}${withEgressEvent('', event)}`;
}
