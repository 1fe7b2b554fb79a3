import { drillDownParams, mountPathOf } from 'shared-contracts';
import type { DeviceDrillDown, EgressDrillDown, IncidentDrillDown } from 'shared-contracts';
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

/** The span of one local week (from its Monday, YYYY-MM-DD), clipped to the widget's range. */
export function spanOfWeek(monday: string, range: DashboardRange): GridSpan {
  const start = Math.max(localMidnight(monday).getTime(), Date.parse(range.rangeStart));
  const end = Math.min(localMidnight(monday, 7).getTime(), Date.parse(range.rangeEnd));
  return { from: new Date(start).toISOString(), to: new Date(end - 1).toISOString() };
}

/** The span of one local day of a daily widget, clipped to the widget's range (its first and last days are partial). */
export function spanOfDay(day: string, range: DashboardRange): GridSpan {
  const start = Math.max(localMidnight(day).getTime(), Date.parse(range.rangeStart));
  const end = Math.min(localMidnight(day, 1).getTime(), Date.parse(range.rangeEnd));
  return { from: new Date(start).toISOString(), to: new Date(end - 1).toISOString() };
}

// The URL a grid's own filter bar writes (shared-contracts' toSearchParams over the grid's filter declarations): one
// parameter per option value and the date picker's `from` and `to`, in the bar's order. Written here without the
// declarations of every grid, which would weigh on the remote's own code; grid-links.test.ts proves both agree. The
// order is typed by the drill-down's keys (its grid's filters), so a key the grid lacks is a compile error.
function gridSearch<DrillDown extends EgressDrillDown | IncidentDrillDown | DeviceDrillDown>(
  order: readonly GridOrderKey<DrillDown>[],
  filter: DrillDown,
  span: GridSpan,
): string {
  const params = new URLSearchParams();
  for (const key of order) {
    if (key === DATE_PICKER) {
      params.append('from', span.from);
      if (span.to !== undefined) params.append('to', span.to);
      continue;
    }
    for (const [name, value] of drillDownParams(filter, [key])) params.append(name, value);
  }
  return `?${params.toString()}`;
}

const DATE_PICKER = 'datePicker';
/** A place in a grid's filter bar: one of its drill-down's keys, or its date picker. */
type GridOrderKey<DrillDown> = (keyof DrillDown & string) | typeof DATE_PICKER;
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
  'destinationType',
] as const satisfies readonly GridOrderKey<EgressDrillDown>[];
const INCIDENT_ORDER = [DATE_PICKER, 'severity', 'sla'] as const satisfies readonly GridOrderKey<IncidentDrillDown>[];
const DEVICE_ORDER = [
  DATE_PICKER,
  'agentActive',
  'extensionActive',
] as const satisfies readonly GridOrderKey<DeviceDrillDown>[];

// The grids are other remotes': their mount paths come from the remote registry.
const EGRESS_PATH = mountPathOf('mfe_egress');
const INCIDENTS_PATH = mountPathOf('mfe_incidents');
const DEVICES_PATH = mountPathOf('mfe_devices');

/** /egress (All Events) filtered to a widget's events: the span and the given filters. */
export function egressGridLink(span: GridSpan, filter: EgressDrillDown = {}): string {
  return `${EGRESS_PATH}${gridSearch(EGRESS_ORDER, filter, span)}`;
}

/** /incidents filtered to a widget's incidents: created in the span, of the given severities or SLA states. */
export function incidentsGridLink(span: GridSpan, filter: IncidentDrillDown = {}): string {
  return `${INCIDENTS_PATH}${gridSearch(INCIDENT_ORDER, filter, span)}`;
}

/** /devices filtered to the devices seen since a moment (the date picker of the device grid is over last seen). */
export function devicesGridLink(seenSince: string, filter: DeviceDrillDown = {}): string {
  return `${DEVICES_PATH}${gridSearch(DEVICE_ORDER, filter, { from: seenSince })}`;
}
