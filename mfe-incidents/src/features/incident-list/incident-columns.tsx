import { FlagFilled, SeverityTag, Time, VerdictTag, eventFactColumns } from 'shared-ui';
import type { IncidentListItem, IncidentSortColumn } from 'shared-contracts';
import type { DataGridColumn } from 'shared-ui';
import { statusLabel } from '../../common/incident-labels';
import { slaText } from '../../common/sla-text';

const FLAG_COLOR = '#F5222D';

/**
 * The incident grid's columns, in the order an analyst triages: Created, Severity, Title (whole, wrapped), Status,
 * Assignee and Verdict are in view at 1440 px, the first five at 1024 px; the others wait in the Columns chooser. The
 * sortable ones are those GET /incidents sorts by (INCIDENT_SORT_COLUMNS). User, host
 * and destination pivot (Alt+click or their menu) to the grid filtered to that value.
 */
const facts = eventFactColumns<IncidentListItem>('incidents');

export const INCIDENT_COLUMNS: readonly DataGridColumn<IncidentListItem, IncidentSortColumn>[] = [
  {
    key: 'created',
    title: 'Created',
    width: 120,
    sortable: true,
    firstSort: 'desc',
    render: (item) => <Time value={item.created} relative />,
  },
  {
    key: 'severity',
    title: 'Severity',
    width: 100,
    sortable: true,
    render: (item) => <SeverityTag severity={item.severity} />,
  },
  // Title's 332 px is its least: the first five (after the selection column) fill the grid's 880 px at 1024 to its
  // right edge, so Verdict starts out of view, whole when scrolled to, instead of a tag cut after four letters. At 1440
  // the grid's spare width widens the columns, Title the most.
  { key: 'title', title: 'Title', width: 332, wrap: true },
  { key: 'status', title: 'Status', width: 120, sortable: true, render: (item) => statusLabel(item.status) },
  {
    key: 'assignedTo',
    title: 'Assignee',
    width: 160,
    sortable: true,
    render: (item) => item.assignedToName ?? (item.assignedTo ? item.assignedTo : 'Unassigned'),
  },
  {
    key: 'policyVerdict',
    title: 'Verdict',
    // The widest tag ("Not Covered") and the header's sort mark, whole.
    width: 124,
    sortable: true,
    render: (item) => <VerdictTag verdict={item.policyVerdict} />,
  },
  // In the Columns chooser, out of the default view.
  // Time left to the open incident's next SLA target (acknowledge, then resolve), or Breached (issue 30 item 2);
  // sorted least time left first, closed incidents last. In the chooser so Title keeps its width at 1440 px (issue 33).
  {
    key: 'slaDueAt',
    title: 'SLA',
    width: 120,
    sortable: true,
    render: (item) => slaText(item.slaDueAt, Date.now()),
    defaultHidden: true,
  },
  { key: 'policyName', title: 'Policy', width: 180, defaultHidden: true },
  { ...facts.user, width: 170, sortable: true, defaultHidden: true },
  { ...facts.host, width: 170, sortable: true, defaultHidden: true },
  { ...facts.destination, sortable: true, defaultHidden: true },
  { ...facts.channel, width: 120, sortable: true, defaultHidden: true },
  {
    key: 'flagged',
    title: 'Flag',
    width: 70,
    render: (item) =>
      item.flagged ? <FlagFilled aria-label="Flagged" role="img" style={{ color: FLAG_COLOR }} /> : null,
    defaultHidden: true,
  },
];
