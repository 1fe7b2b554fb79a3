import { AUDIT_OUTCOMES } from './api/audit-logs';
import { EXTENSION_STATUSES } from './api/devices';
import { EGRESS_EVENT_VERDICTS } from './api/egress-events';
import { EXCEPTION_FILTER_STATUSES, EXCEPTION_REQUEST_TYPES, INCIDENT_STATUSES } from './api/incidents';
import { LIST_ENTITY_TYPES, LIST_TYPES } from './api/lists';
import { POLICY_STATUSES } from './api/policies';
import { REPORT_DATA_SOURCES, REPORT_STATUSES, REPORT_TRIGGERS } from './api/report-templates';
import { SLA_STATES } from './api/sla';
import { TENANT_USER_STATUSES } from './api/users';
import { AGENT_STATUSES, REPORT_REPEAT_PERIODS, REPORT_WEEK_DAYS, SEVERITIES } from './constants';
import {
  colorOf,
  EGRESS_CHANNELS,
  labelledOptions,
  labelOf,
  labelOptions,
  operatingSystemLabel,
  UNKNOWN_VALUE_COLOR,
  VALUE_COLORS,
  VALUE_LABELS,
  yesNo,
} from './labels';
import type { Vocabulary } from './labels';

const VALUES: Readonly<Record<Vocabulary, readonly string[]>> = {
  verdict: EGRESS_EVENT_VERDICTS,
  severity: SEVERITIES,
  incidentStatus: INCIDENT_STATUSES,
  exceptionStatus: EXCEPTION_FILTER_STATUSES,
  exceptionRequestType: EXCEPTION_REQUEST_TYPES,
  policyStatus: POLICY_STATUSES,
  agentStatus: AGENT_STATUSES,
  extensionStatus: EXTENSION_STATUSES,
  auditOutcome: AUDIT_OUTCOMES,
  reportStatus: REPORT_STATUSES,
  reportTrigger: REPORT_TRIGGERS,
  reportDataSource: REPORT_DATA_SOURCES,
  reportPeriod: REPORT_REPEAT_PERIODS,
  weekDay: REPORT_WEEK_DAYS,
  listType: LIST_TYPES,
  listEntityType: LIST_ENTITY_TYPES,
  slaState: SLA_STATES,
  userStatus: TENANT_USER_STATUSES,
  channel: EGRESS_CHANNELS,
};

/** A label as people read it: starts with a capital, no underscores, not an all-capitals code word. */
function readable(label: string): boolean {
  return /^[A-Z]/.test(label) && !label.includes('_') && !/^[A-Z]{4,}$/.test(label);
}

describe('VALUE_LABELS', () => {
  it('names SPEC §4 verdicts as the console shows them', () => {
    expect(labelOf('verdict', 'CHALLENGE')).toBe('Monitored');
    expect(labelOf('verdict', 'BLOCK')).toBe('Protected');
    expect(labelOf('verdict', 'ALLOW')).toBe('Allowed');
    expect(labelOf('verdict', 'educate')).toBe('Educate');
    expect(labelOf('verdict', 'NOT_COVERED')).toBe('Not Covered');
  });

  it.each(Object.entries(VALUES))('labels every %s value, each its own readable text', (vocabulary, values) => {
    const map = VALUE_LABELS[vocabulary as Vocabulary] as Readonly<Record<string, string>>;
    expect(Object.keys(map).sort()).toEqual([...values].sort());
    const shown = values.map((value) => labelOf(vocabulary as Vocabulary, value));
    for (const label of shown) expect(readable(label)).toBe(true);
    expect(new Set(shown).size).toBe(values.length);
  });

  it('gives a value sent in another letter case the same label, and shows an unknown one as sent', () => {
    expect(labelOf('verdict', 'Educate')).toBe('Educate');
    expect(labelOf('channel', 'paste into ai prompt')).toBe('Paste into AI prompt');
    expect(labelOf('reportStatus', 'running')).toBe('Running');
    expect(labelOf('verdict', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(labelOf('verdict', null)).toBe('');
  });

  it('makes options in the map order or the order given', () => {
    expect(labelOptions('listType')).toEqual([
      { value: 'allow', label: 'Allow' },
      { value: 'block', label: 'Block' },
    ]);
    expect(labelledOptions('severity', ['low', 'high'])).toEqual([
      { value: 'low', label: 'Low' },
      { value: 'high', label: 'High' },
    ]);
  });
});

describe('operatingSystemLabel', () => {
  it('names the system once', () => {
    expect(operatingSystemLabel('macOS', 'macOS 15.3 Sequoia')).toBe('macOS 15.3 Sequoia');
    expect(operatingSystemLabel('Windows', '11 23H2')).toBe('Windows 11 23H2');
    expect(operatingSystemLabel('Linux', '')).toBe('Linux');
    expect(operatingSystemLabel('', '14.1')).toBe('14.1');
  });
});

describe('the one colour map', () => {
  it('colours every verdict, each its own colour, whatever its letter case', () => {
    expect(Object.keys(VALUE_COLORS.verdict).sort()).toEqual([...EGRESS_EVENT_VERDICTS].sort());
    const colours = EGRESS_EVENT_VERDICTS.map((verdict) => colorOf('verdict', verdict));
    expect(new Set(colours).size).toBe(EGRESS_EVENT_VERDICTS.length);
    expect(colorOf('verdict', 'EDUCATE')).toBe(VALUE_COLORS.verdict.educate);
    expect(colorOf('verdict', 'SOMETHING_NEW')).toBe(UNKNOWN_VALUE_COLOR);
    expect(colorOf('severity', 'high')).toBe('#F5222D');
  });
});

describe('yesNo', () => {
  it('shows a yes/no value as Yes or No, never true or false', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });
});
