import { labelOf } from 'shared-contracts';
import type { EgressEvent } from 'shared-contracts';
import { pivotRender } from './pivot-cell';

/** The facts of an event that a grid's row carries (an egress event's row, an incident's). */
type EventFactRow = Pick<EgressEvent, 'username' | 'hostname' | 'destination' | 'egressChannel'>;

/**
 * The event columns the egress grid and the incident grid both show, declared once: header, width, the channel's
 * label and the pivots (Alt+click or the cell's menu opens the grid filtered to that value). A page spreads one and
 * adds what is its own: `{ ...facts.host, sortable: true, defaultHidden: true }`.
 */
export function eventFactColumns<Row extends EventFactRow>(grid: 'egress' | 'incidents') {
  return {
    user: { key: 'username', title: 'User', width: 160, render: pivotRender<Row>(grid, 'user', (row) => row.username) },
    host: { key: 'hostname', title: 'Host', width: 160, render: pivotRender<Row>(grid, 'host', (row) => row.hostname) },
    destination: {
      key: 'destination',
      title: 'Destination',
      width: 190,
      render: pivotRender<Row>(grid, 'destination', (row) => row.destination),
    },
    channel: {
      key: 'egressChannel',
      title: 'Channel',
      width: 150,
      render: (row: Row) => labelOf('channel', row.egressChannel),
    },
  } as const;
}
