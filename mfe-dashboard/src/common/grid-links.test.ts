import {
  DASHBOARD_DRILL_DOWN,
  DEVICE_FILTERS,
  EGRESS_FILTERS,
  INCIDENT_FILTERS,
  VIOLATION_VERDICTS,
  fromSearchParams,
  toSearchParams,
} from 'shared-contracts';
import type { FilterDefinition } from 'shared-contracts';
import { devicesGridLink, egressGridLink, incidentsGridLink, spanOfDay, spanOfRange } from './grid-links';

const RANGE = { rangeStart: '2026-01-01T10:00:00.000Z', rangeEnd: '2026-03-01T10:00:00.000Z' };

/**
 * What the grid reads from a link, as its own useListView would; the link must also be exactly the URL the grid's
 * filter bar writes for that view (so a link and the same filters set by hand are one URL, one saved view).
 */
function gridView(link: string, filters: readonly FilterDefinition[]) {
  const url = new URL(link, 'https://console.test');
  const options = { filters, sortableColumns: [] };
  const view = fromSearchParams(url.searchParams, options);
  expect(link).toBe(`${url.pathname}?${new URLSearchParams(toSearchParams(view, options)).toString()}`);
  return { path: url.pathname, filters: view.filters };
}

describe('links to the grids', () => {
  it('narrow the egress grid the way its own filter bar writes the URL', () => {
    const link = egressGridLink(spanOfRange(RANGE), { policyVerdict: ['BLOCK'], username: 'alice' });
    expect(link).toBe(
      '/egress?policyVerdict=BLOCK&username=alice' +
        '&from=2026-01-01T10%3A00%3A00.000Z&to=2026-03-01T09%3A59%3A59.999Z',
    );
    expect(gridView(link, EGRESS_FILTERS)).toEqual({
      path: '/egress',
      filters: {
        policyVerdict: { kind: 'options', values: ['BLOCK'] },
        username: { kind: 'options', values: ['alice'] },
        datePicker: { kind: 'dateRange', from: RANGE.rangeStart, to: '2026-03-01T09:59:59.999Z' },
      },
    });
  });

  it('narrow the egress grid to events with a detection hit, as Sensitive data egress counts them', () => {
    const link = egressGridLink(spanOfRange(RANGE), { policyVerdict: ['CHALLENGE'], totalHitCountMin: 1 });
    expect(link).toBe(
      '/egress?policyVerdict=CHALLENGE&from=2026-01-01T10%3A00%3A00.000Z&to=2026-03-01T09%3A59%3A59.999Z' +
        '&totalHitCountMin=1',
    );
    expect(gridView(link, EGRESS_FILTERS).filters.totalHitCount).toEqual({ kind: 'range', min: 1 });
  });

  it('carry several verdicts, a policy, a destination, a channel and a data type', () => {
    const span = spanOfRange(RANGE);
    const violations = gridView(
      egressGridLink(span, { username: 'bob', policyVerdict: VIOLATION_VERDICTS }),
      EGRESS_FILTERS,
    );
    expect(violations.filters.policyVerdict).toEqual({ kind: 'options', values: ['BLOCK', 'CHALLENGE', 'educate'] });
    const service = gridView(
      egressGridLink(span, { destination: 'chat.example', dataType: 'Source code', policyName: 'Block & log' }),
      EGRESS_FILTERS,
    );
    expect(service.filters).toMatchObject({
      destination: { kind: 'options', values: ['chat.example'] },
      dataType: { kind: 'options', values: ['Source code'] },
      policyName: { kind: 'options', values: ['Block & log'] },
    });
    expect(gridView(egressGridLink(span, { egressChannel: 'Email' }), EGRESS_FILTERS).filters.egressChannel).toEqual({
      kind: 'options',
      values: ['Email'],
    });
  });

  it('narrow to one local day of a daily widget, clipped to the range at its ends', () => {
    expect(spanOfDay('2026-02-10', RANGE)).toEqual({
      from: new Date(2026, 1, 10).toISOString(),
      to: new Date(new Date(2026, 1, 11).getTime() - 1).toISOString(),
    });
    const first = spanOfDay(RANGE.rangeStart.slice(0, 10), {
      ...RANGE,
      rangeStart: new Date(2026, 0, 1, 12).toISOString(),
    });
    expect(first.from).toBe(new Date(2026, 0, 1, 12).toISOString());
  });

  it('open the incidents grid on a severity and a day', () => {
    const link = incidentsGridLink(spanOfDay('2026-02-10', RANGE), { severity: ['high'] });
    expect(gridView(link, INCIDENT_FILTERS)).toEqual({
      path: '/incidents',
      filters: {
        severity: { kind: 'options', values: ['high'] },
        datePicker: {
          kind: 'dateRange',
          from: new Date(2026, 1, 10).toISOString(),
          to: new Date(new Date(2026, 1, 11).getTime() - 1).toISOString(),
        },
      },
    });
  });

  it("narrow to a destination type, as the service widgets and the distribution's segments count", () => {
    const link = egressGridLink(
      spanOfRange(RANGE),
      DASHBOARD_DRILL_DOWN.unauthorizedService('files.example', 'File sharing'),
    );
    expect(gridView(link, EGRESS_FILTERS).filters).toMatchObject({
      destination: { kind: 'options', values: ['files.example'] },
      destinationType: { kind: 'options', values: ['File sharing'] },
      policyVerdict: { kind: 'options', values: ['NOT_COVERED', 'CHALLENGE', 'BLOCK', 'educate'] },
    });
    const segment = egressGridLink(
      spanOfRange(RANGE),
      DASHBOARD_DRILL_DOWN.outboundDataDistribution('Email', 'Personal email'),
    );
    expect(gridView(segment, EGRESS_FILTERS).filters).toMatchObject({
      egressChannel: { kind: 'options', values: ['Email'] },
      destinationType: { kind: 'options', values: ['Personal email'] },
    });
    const ai = gridView(
      egressGridLink(spanOfRange(RANGE), DASHBOARD_DRILL_DOWN.aiService('chat.example')),
      EGRESS_FILTERS,
    );
    expect(ai.filters.destinationType).toEqual({ kind: 'options', values: ['AI service'] });
  });

  it('open the device grid on the protected devices, or those with the agent or the extension active', () => {
    const protectedDevices = devicesGridLink(RANGE.rangeStart, DASHBOARD_DRILL_DOWN.protectedDevices('protected'));
    expect(gridView(protectedDevices, DEVICE_FILTERS).filters).toEqual({
      datePicker: { kind: 'dateRange', from: RANGE.rangeStart },
      agentActive: { kind: 'boolean', value: true },
      extensionActive: { kind: 'boolean', value: true },
    });
    const agent = devicesGridLink(RANGE.rangeStart, DASHBOARD_DRILL_DOWN.protectedDevices('agentActive'));
    expect(Object.keys(gridView(agent, DEVICE_FILTERS).filters)).toEqual(['datePicker', 'agentActive']);
  });

  it('open the device grid on the devices seen since the range start', () => {
    expect(devicesGridLink(RANGE.rangeStart)).toBe('/devices?from=2026-01-01T10%3A00%3A00.000Z');
    expect(gridView(devicesGridLink(RANGE.rangeStart), DEVICE_FILTERS).filters).toEqual({
      datePicker: { kind: 'dateRange', from: RANGE.rangeStart },
    });
  });
});
