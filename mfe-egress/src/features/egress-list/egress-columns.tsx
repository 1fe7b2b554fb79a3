import { pivotRender, Time } from 'shared-ui';
import { formatBytes, labelOf } from 'shared-contracts';
import type { EgressEvent, EgressEventSortColumn } from 'shared-contracts';
import type { DataGridColumn } from 'shared-ui';
import { VerdictTag } from '../../common/verdict-tag';

/**
 * The egress grid's columns; the sortable ones are those GET /egress-events sorts by (EGRESS_EVENT_SORT_COLUMNS).
 * User, host, destination and policy pivot (Alt+click or their menu) to the grid filtered to that value.
 */
export const EGRESS_COLUMNS: readonly DataGridColumn<EgressEvent, EgressEventSortColumn>[] = [
  {
    key: 'created',
    title: 'Created',
    width: 130,
    sortable: true,
    firstSort: 'desc',
    render: (event) => <Time value={event.created} relative />,
  },
  {
    key: 'username',
    title: 'User',
    width: 160,
    sortable: true,
    render: pivotRender('egress', 'user', (e) => e.username),
  },
  {
    key: 'hostname',
    title: 'Host',
    width: 160,
    sortable: true,
    render: pivotRender('egress', 'host', (e) => e.hostname),
  },
  { key: 'source', title: 'Source', width: 150 },
  { key: 'egressChannel', title: 'Channel', width: 150, render: (event) => labelOf('channel', event.egressChannel) },
  {
    key: 'destination',
    title: 'Destination',
    width: 190,
    sortable: true,
    render: pivotRender('egress', 'destination', (e) => e.destination),
  },
  { key: 'fileName', title: 'File', width: 170 },
  { key: 'dataTypes', title: 'Data types', width: 220, render: (event) => event.dataTypes.join(', ') },
  { key: 'dataVolume', title: 'Volume', width: 100, sortable: true, render: (event) => formatBytes(event.dataVolume) },
  { key: 'totalHitCount', title: 'Hits', width: 80, sortable: true },
  { key: 'policyName', title: 'Policy', width: 200, render: pivotRender('egress', 'policy', (e) => e.policyName) },
  {
    key: 'policyVerdict',
    title: 'Verdict',
    width: 120,
    render: (event) => <VerdictTag verdict={event.policyVerdict} />,
  },
];
