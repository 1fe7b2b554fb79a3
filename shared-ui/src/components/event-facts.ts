// The facts an egress event's drawer and an incident's event both state, worded once (issue 28).

import { formatBytes, labelOf, plural } from 'shared-contracts';

/** A fact that may be absent, as a dash. */
export function factText(value: string | null | undefined): string {
  return value ? value : '—';
}

/** Where an event went, as the event states it. */
export interface EventRoute {
  destination: string | null | undefined;
  /** The kind of destination; left out (no parentheses) when undefined, a dash when empty. */
  destinationType?: string | null;
  egressChannel: string | null | undefined;
  /** The web address, added after a comma when there is one. */
  url?: string | null;
}

/** `destination (type) via Channel[, url]`: where the data went, by which channel. */
export function whereItWent({ destination, destinationType, egressChannel, url }: EventRoute): string {
  const type = destinationType === undefined ? '' : ` (${factText(destinationType)})`;
  const channel = factText(labelOf('channel', egressChannel));
  return `${factText(destination)}${type} via ${channel}${url ? `, ${url}` : ''}`;
}

/** `26.7 KB, 40 hits`: how much data left and how many hits it held. */
export function dataVolumeFact(bytes: number, hits: number): string {
  return `${formatBytes(bytes)}, ${plural(hits, 'hit')}`;
}
