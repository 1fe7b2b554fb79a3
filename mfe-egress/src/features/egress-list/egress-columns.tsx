import { eventFactColumns, pivotRender, Time, VerdictTag } from 'shared-ui';
import { formatBytes } from 'shared-contracts';
import type { EgressEvent, EgressEventSortColumn } from 'shared-contracts';
import type { DataGridColumn } from 'shared-ui';

/**
 * The egress grid's columns, in SPEC's order (§2's egress set) after Created, File last. In view at 1440 px: Created,
 * Source, Data types, Channel, Verdict, User and Destination (the first five at 1024 px); Volume, Policy, Host, Hits and
 * File wait in the Columns chooser. The sortable ones are those GET /egress-events sorts by
 * (EGRESS_EVENT_SORT_COLUMNS). User, host, destination and policy pivot (Alt+click or their menu) to the grid filtered to that value.
 */
const facts = eventFactColumns<EgressEvent>('egress');

export const EGRESS_COLUMNS: readonly DataGridColumn<EgressEvent, EgressEventSortColumn>[] = [
  {
    key: 'created',
    title: 'Created',
    width: 130,
    sortable: true,
    firstSort: 'desc',
    render: (event) => <Time value={event.created} relative />,
  },
  { key: 'source', title: 'Source', width: 150 },
  { key: 'dataTypes', title: 'Data types', width: 200, render: (event) => event.dataTypes.join(', ') },
  facts.channel,
  {
    key: 'dataVolume',
    title: 'Volume',
    width: 100,
    sortable: true,
    render: (event) => formatBytes(event.dataVolume),
    defaultHidden: true,
  },
  {
    key: 'policyName',
    title: 'Policy',
    width: 200,
    render: pivotRender('egress', 'policy', (e) => e.policyName),
    defaultHidden: true,
  },
  {
    key: 'policyVerdict',
    title: 'Verdict',
    width: 120,
    render: (event) => <VerdictTag verdict={event.policyVerdict} />,
  },
  { ...facts.host, sortable: true, defaultHidden: true },
  { ...facts.user, sortable: true },
  { ...facts.destination, sortable: true },
  { key: 'totalHitCount', title: 'Hits', width: 80, sortable: true, defaultHidden: true },
  { key: 'fileName', title: 'File', width: 170, defaultHidden: true },
];
