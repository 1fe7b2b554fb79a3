import { mountPathOf } from 'shared-contracts';
import { localMidnight } from './dashboard-period';
import type { DashboardRange } from './dashboard-period';

/** The grids' date picker value: `from` and `to` as ISO times, both included (the API's `to` is `<=`). */
export interface GridSpan {
  from: string;
  to?: string;
}

/** The date picker span of a widget's range: the range's end is excluded, the grid's `to` included. */
export function spanOfRange(range: DashboardRange): GridSpan {
  return { from: range.rangeStart, to: new Date(Date.parse(range.rangeEnd) - 1).toISOString() };
}

/** The span of one local day of a daily widget, clipped to the widget's range (its first and last days are partial). */
export function spanOfDay(day: string, range: DashboardRange): GridSpan {
  const start = Math.max(localMidnight(day).getTime(), Date.parse(range.rangeStart));
  const end = Math.min(localMidnight(day, 1).getTime(), Date.parse(range.rangeEnd));
  return { from: new Date(start).toISOString(), to: new Date(end - 1).toISOString() };
}

/** Filters of the egress grid a widget can narrow to (keys of EGRESS_FILTERS); each takes one or more values. */
export interface EgressGridFilter {
  policyVerdict?: readonly string[];
  policyName?: string;
  username?: string;
  destination?: string;
  egressChannel?: string;
  dataType?: string;
  /** The Total Hit Count filter's minimum (1: events with a detection hit, as Sensitive data egress counts them). */
  totalHitCountMin?: number;
}

/** Filters of the incidents grid a widget can narrow to (keys of INCIDENT_FILTERS). */
export interface IncidentGridFilter {
  severity?: readonly string[];
}

// The URL a grid's own filter bar writes (shared-contracts' toSearchParams over the grid's filter declarations): one
// parameter per option value and the date picker's `from` and `to`, in the bar's order. Written here without the
// declarations of every grid, which would weigh on the remote's own code; grid-links.test.ts proves both agree.
function gridSearch(
  order: readonly string[],
  filter: Readonly<Record<string, string | number | readonly string[] | undefined>>,
  span: GridSpan,
): string {
  const params = new URLSearchParams();
  for (const key of order) {
    if (key === DATE_PICKER) {
      params.append('from', span.from);
      if (span.to !== undefined) params.append('to', span.to);
      continue;
    }
    const value = filter[key];
    if (typeof value === 'number') params.append(key, String(value));
    else for (const item of typeof value === 'string' ? [value] : (value ?? [])) params.append(key, item);
  }
  return `?${params.toString()}`;
}

const DATE_PICKER = 'datePicker';
// The filters a widget narrows to, in the order of each grid's filter bar (EGRESS_FILTERS, INCIDENT_FILTERS).
const EGRESS_ORDER = [
  'dataType',
  'egressChannel',
  'policyName',
  'policyVerdict',
  'username',
  'destination',
  DATE_PICKER,
  'totalHitCountMin',
];
const INCIDENT_ORDER = [DATE_PICKER, 'severity'];

// The grids are other remotes': their mount paths come from the remote registry.
const EGRESS_PATH = mountPathOf('mfe_egress');
const INCIDENTS_PATH = mountPathOf('mfe_incidents');
const DEVICES_PATH = mountPathOf('mfe_devices');

/** /egress (All Events) filtered to a widget's events: the span and the given filters. */
export function egressGridLink(span: GridSpan, filter: EgressGridFilter = {}): string {
  return `${EGRESS_PATH}${gridSearch(EGRESS_ORDER, { ...filter }, span)}`;
}

/** /incidents filtered to a widget's incidents: created in the span, of the given severities. */
export function incidentsGridLink(span: GridSpan, filter: IncidentGridFilter = {}): string {
  return `${INCIDENTS_PATH}${gridSearch(INCIDENT_ORDER, { ...filter }, span)}`;
}

/** /devices filtered to the devices seen since a moment (the date picker of the device grid is over last seen). */
export function devicesGridLink(seenSince: string): string {
  return `${DEVICES_PATH}${gridSearch([DATE_PICKER], {}, { from: seenSince })}`;
}

/** Verdicts that count as a policy violation (Frequent policy violators). */
export const VIOLATION_VERDICTS = ['BLOCK', 'CHALLENGE', 'educate'] as const;
/** Verdicts of the events of Unauthorized services: every verdict but ALLOW. */
export const UNAUTHORIZED_VERDICTS = ['NOT_COVERED', 'CHALLENGE', 'BLOCK', 'educate'] as const;
