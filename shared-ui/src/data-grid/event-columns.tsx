import { labelOf } from 'shared-contracts';
import type { EgressEvent } from 'shared-contracts';
import type { RowColumn } from '../small-table/display-table';
import { pivotRender } from './pivot-cell';

/** The facts of an event that a grid's row carries (an egress event's row, an incident's). */
type EventFactRow = Pick<EgressEvent, 'username' | 'hostname' | 'destination' | 'egressChannel'>;

/** Each shared event column's field and header; the channel is shown as the vocabulary names it. */
const FACTS = {
  user: { key: 'username', title: 'User' },
  host: { key: 'hostname', title: 'Host' },
  destination: { key: 'destination', title: 'Destination' },
  channel: { key: 'egressChannel', title: 'Channel' },
} as const;
const channelText = (row: Pick<EventFactRow, 'egressChannel'>) => labelOf('channel', row.egressChannel);

/**
 * The event columns the egress grid and the incident grid both show, declared once: header, width, the channel's
 * label and the pivots (Alt+click or the cell's menu opens the grid filtered to that value). A page spreads one and
 * adds what is its own: `{ ...facts.host, sortable: true, defaultHidden: true }`.
 */
export function eventFactColumns<Row extends EventFactRow>(grid: 'egress' | 'incidents') {
  return {
    user: { ...FACTS.user, width: 160, render: pivotRender<Row>(grid, 'user', (row) => row.username) },
    host: { ...FACTS.host, width: 160, render: pivotRender<Row>(grid, 'host', (row) => row.hostname) },
    destination: {
      ...FACTS.destination,
      width: 190,
      render: pivotRender<Row>(grid, 'destination', (row) => row.destination),
    },
    channel: { ...FACTS.channel, width: 150, render: (row: Row) => channelText(row) },
  } as const;
}

/**
 * The same event columns in a small table (DisplayTable) of events, such as a backtest's sample events: the headers
 * and the channel's label, without the grid's widths and pivots.
 */
export function eventFactTableColumns<Row extends Omit<EventFactRow, 'hostname'>>(): {
  user: RowColumn<Row>;
  destination: RowColumn<Row>;
  channel: RowColumn<Row>;
} {
  return {
    user: { ...FACTS.user, render: (_, row) => row.username },
    destination: { ...FACTS.destination, render: (_, row) => row.destination },
    channel: { ...FACTS.channel, render: (_, row) => channelText(row) },
  };
}
