// The console's one vocabulary: how every enumerated value is shown to people, on every page, in the CSV exports and
// in the reports. SPEC §4 names the verdicts: CHALLENGE is shown as Monitored, BLOCK as Protected. Pages, exports
// and reports read these maps (or labelOf); none spells a value's text of its own.

import type { AUDIT_OUTCOMES } from './api/audit-logs';
import type { ExtensionStatus } from './api/devices';
import type { EgressEventVerdict } from './api/egress-events';
import type { ExceptionFilterStatus, ExceptionRequestType, IncidentStatus } from './api/incidents';
import type { ListEntityType, ListType } from './api/lists';
import type { PolicyStatus } from './api/policies';
import type { ReportDataSource, ReportStatus, ReportTrigger } from './api/report-templates';
import type { ListResourceName } from './api/typed-api';
import type { SlaState } from './api/sla';
import type { TenantUserStatus } from './api/users';
import { BRAND_COLOR, SEVERITY_COLORS } from './constants';
import type { AgentStatus, REPORT_REPEAT_PERIODS, REPORT_WEEK_DAYS, Severity } from './constants';

type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
type ReportRepeatPeriod = (typeof REPORT_REPEAT_PERIODS)[number];
type ReportWeekDay = (typeof REPORT_WEEK_DAYS)[number];

/** The channels the agents report (an event's egressChannel); a value not listed is shown as sent. */
export const EGRESS_CHANNELS = [
  'Paste into AI prompt',
  'Paste into web form',
  'File upload',
  'Clipboard',
  'Cloud sync',
  'Email',
  'Git push',
  'Print',
  'Screen capture',
  'USB',
] as const;
/** One known channel. */
export type EgressChannel = (typeof EGRESS_CHANNELS)[number];

const labels = <Value extends string>(map: Readonly<Record<Value, string>>) => map;

/** Every vocabulary of the console: its values and how each is shown. */
export const VALUE_LABELS = {
  verdict: labels<EgressEventVerdict>({
    NOT_COVERED: 'Not Covered',
    ALLOW: 'Allowed',
    CHALLENGE: 'Monitored',
    BLOCK: 'Protected',
    educate: 'Educate',
  }),
  severity: labels<Severity>({ high: 'High', medium: 'Medium', low: 'Low', resolved: 'Resolved' }),
  incidentStatus: labels<IncidentStatus>({
    open: 'Open',
    in_progress: 'In progress',
    resolved: 'Resolved',
    dismissed: 'Dismissed',
  }),
  exceptionStatus: labels<ExceptionFilterStatus>({
    None: 'None',
    Pending: 'Pending',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Expired: 'Expired',
  }),
  exceptionRequestType: labels<ExceptionRequestType>({
    'Business justification': 'Business justification',
    'False positive': 'False positive',
    'Policy exception': 'Policy exception',
  }),
  policyStatus: labels<PolicyStatus>({
    active: 'Active',
    simulation: 'Simulation',
    disabled: 'Disabled',
    draft: 'Draft',
  }),
  agentStatus: labels<AgentStatus>({ Inactive: 'Inactive', Offline: 'Offline', Online: 'Online' }),
  extensionStatus: labels<ExtensionStatus>({
    Active: 'Active',
    Inactive: 'Inactive',
    Disabled: 'Disabled',
    'Not installed': 'Not installed',
  }),
  auditOutcome: labels<AuditOutcome>({ Success: 'Success', Failure: 'Failure' }),
  reportStatus: labels<ReportStatus>({ queued: 'Queued', running: 'Running', ready: 'Ready', failed: 'Failed' }),
  reportTrigger: labels<ReportTrigger>({ schedule: 'Schedule', manual: 'Run now' }),
  reportDataSource: labels<ReportDataSource>({
    egress_events: 'Egress events',
    incidents: 'Incidents',
    audit_logs: 'Audit log',
    devices: 'Devices',
    incident_sla: 'Incident SLA',
  }),
  reportPeriod: labels<ReportRepeatPeriod>({ day: 'Day', week: 'Week', month: 'Month', quarter: 'Quarter' }),
  weekDay: labels<ReportWeekDay>({
    Su: 'Sunday',
    Mo: 'Monday',
    Tu: 'Tuesday',
    We: 'Wednesday',
    Th: 'Thursday',
    Fr: 'Friday',
    Sa: 'Saturday',
  }),
  listType: labels<ListType>({ allow: 'Allow', block: 'Block' }),
  listEntityType: labels<ListEntityType>({
    domain: 'Domains',
    url: 'URLs',
    email_domain: 'Email domains',
    user: 'Users',
    group: 'Groups',
    hostname: 'Hostnames',
    file_extension: 'File extensions',
  }),
  slaState: labels<SlaState>({ breached: 'Breached', due: 'On track', none: 'No clock' }),
  userStatus: labels<TenantUserStatus>({ enabled: 'Enabled', disabled: 'Disabled' }),
  channel: labels<EgressChannel>(
    Object.fromEntries(EGRESS_CHANNELS.map((channel) => [channel, channel])) as Record<EgressChannel, string>,
  ),
} as const;

/** One vocabulary's name. */
export type Vocabulary = keyof typeof VALUE_LABELS;

// The enumerated fields of an event, wherever it is listed: an incident carries its event's fields as they were.
const EVENT_FIELD_VOCABULARY = { policyVerdict: 'verdict', egressChannel: 'channel' } as const;

/**
 * Which vocabulary each enumerated field of a listed row uses, by resource: the exports write these fields' cells
 * as their labels (api's defineListing reads this map), as the grids show them. A resource not named here has no
 * field of these vocabularies (its listing labels its cells itself).
 */
export const FIELD_VOCABULARY = {
  'egress-events': EVENT_FIELD_VOCABULARY,
  incidents: { ...EVENT_FIELD_VOCABULARY, severity: 'severity', status: 'incidentStatus' },
  devices: {},
  'audit-logs': {},
} as const satisfies Readonly<Partial<Record<ListResourceName, Readonly<Record<string, Vocabulary>>>>>;
/** The values of one vocabulary. */
export type VocabularyValue<Name extends Vocabulary> = keyof (typeof VALUE_LABELS)[Name] & string;

const byCase = new Map<Vocabulary, ReadonlyMap<string, string>>();

function caseless(vocabulary: Vocabulary): ReadonlyMap<string, string> {
  let map = byCase.get(vocabulary);
  if (!map) {
    map = new Map(Object.entries(VALUE_LABELS[vocabulary]).map(([value, label]) => [value.toLowerCase(), label]));
    byCase.set(vocabulary, map);
  }
  return map;
}

/**
 * How a value of a vocabulary is shown: its label; a value sent in another letter case ('educate', 'paste into ai
 * prompt') gets the same label. An unknown value is shown as sent, nothing as ''.
 */
export function labelOf(vocabulary: Vocabulary, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const exact = (VALUE_LABELS[vocabulary] as Readonly<Record<string, string>>)[value];
  return exact ?? caseless(vocabulary).get(value.toLowerCase()) ?? value;
}

/**
 * The days of a month or quarter a report runs on (a schedule's repeatOn), as its words and picker say them: a
 * quarter's First Day is the 1st (of its first month). Beside VALUE_LABELS, which cannot grow without a major version.
 */
const SCHEDULE_DAY_LABELS: Readonly<Record<string, string>> = { '1st': '1st', '15th': '15th', 'First Day': '1st' };

/** How a month or quarter day of a report schedule is shown ('First Day' is '1st'); an unknown day as sent. */
export function scheduleDayLabel(day: string): string {
  return SCHEDULE_DAY_LABELS[day] ?? day;
}

/**
 * The colour of each value of the vocabularies drawn in colour, beside their labels: a verdict's tag in a grid or a
 * drawer and its bar or slice in a chart are the same colour. Verdicts: Protected (BLOCK) in the brand purple,
 * Monitored (CHALLENGE) a lighter purple, Educate teal, Allowed blue, Not Covered grey; severities as SPEC §9 says.
 */
export const VALUE_COLORS = {
  verdict: {
    BLOCK: BRAND_COLOR,
    CHALLENGE: '#B37FEB',
    educate: '#13A8A8',
    ALLOW: '#69B1FF',
    NOT_COVERED: '#BFBFBF',
  } satisfies Readonly<Record<EgressEventVerdict, string>>,
  severity: SEVERITY_COLORS,
} as const;

/** A vocabulary drawn in colour. */
export type ColoredVocabulary = keyof typeof VALUE_COLORS;

/** The colour an unknown value is drawn in. */
export const UNKNOWN_VALUE_COLOR = '#8C8C8C';

/** The colour of a value, whatever its letter case ('educate', 'EDUCATE'), as labelOf reads it; grey when unknown. */
export function colorOf(vocabulary: ColoredVocabulary, value: string | null | undefined): string {
  if (value === null || value === undefined) return UNKNOWN_VALUE_COLOR;
  const colors: Readonly<Record<string, string>> = VALUE_COLORS[vocabulary];
  const exact = colors[value];
  if (exact !== undefined) return exact;
  const lower = value.toLowerCase();
  const found = Object.keys(colors).find((key) => key.toLowerCase() === lower);
  return found === undefined ? UNKNOWN_VALUE_COLOR : colors[found]!;
}

/** A vocabulary's values as select or checklist options, in the map's order. */
export function labelOptions<Name extends Vocabulary>(
  vocabulary: Name,
): { value: VocabularyValue<Name>; label: string }[] {
  return Object.entries(VALUE_LABELS[vocabulary]).map(([value, label]) => ({
    value: value as VocabularyValue<Name>,
    label: label as string,
  }));
}

/** Some values of a vocabulary as options, in the order given, each with its label. */
export function labelledOptions(vocabulary: Vocabulary, values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(vocabulary, value) }));
}

/** How a yes/no value is shown: on every page, in the exports and in the reports ("Yes", never `true`). */
export const BOOLEAN_LABELS = { true: 'Yes', false: 'No' } as const;

/** A yes/no value as shown: 'Yes' or 'No'. */
export function yesNo(value: boolean): string {
  return value ? BOOLEAN_LABELS.true : BOOLEAN_LABELS.false;
}

/** A device's system and version, the system named once: versions often repeat it ('macOS', 'macOS 15.3 Sequoia'). */
export function operatingSystemLabel(system: string, version: string): string {
  if (!version) return system;
  if (!system) return version;
  return version.toLowerCase().startsWith(system.toLowerCase()) ? version : `${system} ${version}`;
}
