import { sql } from 'drizzle-orm';
import { DASHBOARD_DRILL_DOWN, drillDownParams } from 'shared-contracts';
import type {
  AggregatedIncidents,
  DeviceDrillDown,
  EgressDrillDown,
  FrequentPolicyViolators,
  IncidentDrillDown,
  MostEnforcedPolicies,
  OutboundDataDistribution,
  ProtectedDevices,
  SensitiveDataEgress,
  TopAiService,
  UnauthorizedServices,
} from 'shared-contracts';
import { withTenant } from '../../db/tenant-scope';
import { uncheckedRows } from '../../testing/query-rows';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 33: every dashboard mark opens the grid it counts, filtered to exactly those rows. For every widget, each
// mark's figure must equal the count the grid's listing answers for the mark's drill-down filters
// (DASHBOARD_DRILL_DOWN, which the dashboard's links are built from) over the span its link carries: the period,
// or one day of the time zone clipped to it, with the grid's `to` inclusive (the period's end less 1 ms).

let t: TestApp;
let analyst: string;
const acme = 'acme-corp';
// Two weeks starting and ending inside a day, with days counted in New York: partial days at both ends.
const RANGE = { rangeStart: '2026-01-02T03:07:11.000Z', rangeEnd: '2026-01-16T17:52:30.500Z' };
const TIMEZONE = 'America/New_York';

beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
  // The same destination as an AI service and as another kind: a link that left the destination type out would count
  // these events too.
  await withTenant(t.database, acme, async (tx) => {
    const [ai] = await uncheckedRows<{ destination: string }>(
      tx,
      sql`SELECT destination FROM egress_events WHERE destination_type = 'AI service'
          AND created >= ${RANGE.rangeStart}::timestamptz GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    await tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
        destination_type, egress_channel, data_types, content_category, total_hit_count, policy_verdict)
      VALUES (${acme}, 'eeee0000-0000-4000-8000-000000000001'::uuid, '2026-01-10T12:00:00Z'::timestamptz, 'drill-host',
        'drill.user', 'Safari', ${ai!.destination}, 'File sharing', 'File upload', ARRAY['Source code'], 'Source code',
        2, 'BLOCK')`);
  });
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.call({ method: 'GET', url, token: analyst, tenant: acme });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const widget = <T>(name: string) =>
  get<T>(`/dashboard/${name}?${new URLSearchParams({ ...RANGE, timezone: TIMEZONE }).toString()}`);

interface Span {
  from: string;
  to?: string;
}

/** The period as the links' date picker carries it. */
const PERIOD: Span = { from: RANGE.rangeStart, to: new Date(Date.parse(RANGE.rangeEnd) - 1).toISOString() };

/** One day of the time zone clipped to the period, as the daily widgets' links carry it (spanOfDay). */
async function daySpan(day: string): Promise<Span> {
  const [bounds] = await withTenant(t.database, acme, (tx) =>
    uncheckedRows<{ start: number; end: number }>(
      tx,
      sql`SELECT extract(epoch FROM (${day}::date::timestamp AT TIME ZONE ${TIMEZONE}))::float8 * 1000 AS start,
            extract(epoch FROM ((${day}::date + 1)::timestamp AT TIME ZONE ${TIMEZONE}))::float8 * 1000 AS "end"`,
    ),
  );
  const start = Math.max(bounds!.start, Date.parse(RANGE.rangeStart));
  const end = Math.min(bounds!.end, Date.parse(RANGE.rangeEnd));
  return { from: new Date(start).toISOString(), to: new Date(end - 1).toISOString() };
}

/** The filtered count a grid's listing answers for a drill-down over a span. */
async function gridCount(
  resource: 'egress-events' | 'incidents' | 'devices',
  filter: EgressDrillDown | IncidentDrillDown | DeviceDrillDown,
  span: Span,
): Promise<number> {
  const params = new URLSearchParams(drillDownParams(filter));
  params.append('from', span.from);
  if (span.to !== undefined) params.append('to', span.to);
  const counts = await get<Record<string, number | boolean>>(`/${resource}/count?${params.toString()}`);
  expect(counts.approximate).toBeUndefined();
  const filtered = Object.entries(counts).find(([key]) => /filtered/i.test(key))?.[1];
  if (typeof filtered !== 'number') throw new Error(`/${resource}/count answered no filtered count`);
  return filtered;
}

/** Each mark as [what it is, the figure shown, the grid's count for its link]. */
type Mark = [string, number, number];

/** Every mark's figure equals its grid's count; at least `least` marks were checked. */
function expectMatching(marks: readonly Mark[], least: number) {
  expect(marks.length).toBeGreaterThanOrEqual(least);
  expect(marks.filter(([, shown, listed]) => shown !== listed)).toEqual([]);
}

const egress = (filter: EgressDrillDown, span: Span = PERIOD) => gridCount('egress-events', filter, span);

describe("every dashboard mark opens a grid whose count is the mark's figure", () => {
  it('Sensitive data egress: each day and verdict segment, and each verdict over the period', async () => {
    const answer = await widget<SensitiveDataEgress>('sensitive-data-egress');
    const marks: Mark[] = [];
    for (const row of answer.days) {
      const filter = DASHBOARD_DRILL_DOWN.sensitiveDataEgress(row.verdict);
      marks.push([`${row.day} ${row.verdict}`, row.events, await egress(filter, await daySpan(row.day))]);
    }
    for (const verdict of new Set(answer.days.map((row) => row.verdict))) {
      const total = answer.days.filter((row) => row.verdict === verdict).reduce((sum, row) => sum + row.events, 0);
      marks.push([verdict, total, await egress(DASHBOARD_DRILL_DOWN.sensitiveDataEgress(verdict))]);
    }
    expectMatching(marks, 20);
  });

  it('Outbound data distribution: each channel and destination type segment, and each channel', async () => {
    const answer = await widget<OutboundDataDistribution>('outbound-data-distribution');
    const marks: Mark[] = [];
    for (const row of answer.distribution) {
      const filter = DASHBOARD_DRILL_DOWN.outboundDataDistribution(row.egressChannel, row.destinationType);
      marks.push([`${row.egressChannel} ${row.destinationType}`, row.events, await egress(filter)]);
    }
    for (const channel of new Set(answer.distribution.map((row) => row.egressChannel))) {
      const rows = answer.distribution.filter((row) => row.egressChannel === channel);
      const total = rows.reduce((sum, row) => sum + row.events, 0);
      marks.push([channel, total, await egress(DASHBOARD_DRILL_DOWN.outboundDataDistribution(channel))]);
    }
    expectMatching(marks, 10);
  });

  it("Frequent policy violators: each user's violations and protected events", async () => {
    const answer = await widget<FrequentPolicyViolators>('frequent-policy-violators');
    const marks: Mark[] = [];
    for (const row of answer.violators) {
      marks.push([row.username, row.violations, await egress(DASHBOARD_DRILL_DOWN.violations(row.username))]);
      marks.push([
        `${row.username} protected`,
        row.blocked,
        await egress(DASHBOARD_DRILL_DOWN.protectedViolations(row.username)),
      ]);
    }
    expectMatching(marks, 10);
  });

  it("Most enforced policies: each policy's events, and its events of each verdict", async () => {
    const answer = await widget<MostEnforcedPolicies>('most-enforced-policies');
    const marks: Mark[] = [];
    for (const row of answer.policies) {
      const { policyName } = row;
      marks.push([policyName, row.events, await egress(DASHBOARD_DRILL_DOWN.enforcedPolicy(policyName))]);
      for (const [verdict, events] of [
        ['BLOCK', row.blocked],
        ['CHALLENGE', row.challenged],
        ['educate', row.educated],
      ] as const) {
        marks.push([
          `${policyName} ${verdict}`,
          events,
          await egress(DASHBOARD_DRILL_DOWN.enforcedPolicy(policyName, verdict)),
        ]);
      }
    }
    expectMatching(marks, 8);
  });

  it("Unauthorized services: each service's unauthorized and protected events", async () => {
    const answer = await widget<UnauthorizedServices>('unauthorized-services');
    const marks: Mark[] = [];
    for (const row of answer.services) {
      const { destination, destinationType } = row;
      marks.push([
        destination,
        row.events,
        await egress(DASHBOARD_DRILL_DOWN.unauthorizedService(destination, destinationType)),
      ]);
      marks.push([
        `${destination} protected`,
        row.blocked,
        await egress(DASHBOARD_DRILL_DOWN.protectedUnauthorizedService(destination, destinationType)),
      ]);
    }
    expectMatching(marks, 6);
  });

  it("Top AI services: each service's events, protected events and events of each data type", async () => {
    const answer = await widget<TopAiService>('top-ai-service');
    const marks: Mark[] = [];
    for (const row of answer.services) {
      const { destination } = row;
      marks.push([destination, row.events, await egress(DASHBOARD_DRILL_DOWN.aiService(destination))]);
      marks.push([
        `${destination} protected`,
        row.blocked,
        await egress(DASHBOARD_DRILL_DOWN.aiService(destination, { blocked: true })),
      ]);
      for (const type of row.dataTypes) {
        marks.push([
          `${destination} ${type.dataType}`,
          type.events,
          await egress(DASHBOARD_DRILL_DOWN.aiService(destination, { dataType: type.dataType })),
        ]);
      }
    }
    expectMatching(marks, 4);
  });

  it('Aggregated incidents: each day and severity segment, and each severity over the period', async () => {
    const answer = await widget<AggregatedIncidents>('aggregated-incidents');
    const incidents = (severity: string, span: Span = PERIOD) =>
      gridCount('incidents', DASHBOARD_DRILL_DOWN.aggregatedIncidents(severity), span);
    const marks: Mark[] = [];
    for (const row of answer.days) {
      marks.push([`${row.day} ${row.severity}`, row.incidents, await incidents(row.severity, await daySpan(row.day))]);
    }
    for (const severity of new Set(answer.days.map((row) => row.severity))) {
      const rows = answer.days.filter((row) => row.severity === severity);
      marks.push([severity, rows.reduce((sum, row) => sum + row.incidents, 0), await incidents(severity)]);
    }
    expectMatching(marks, 5);
  });

  it('Protected devices: the devices seen, protected, with the agent active and with the extension active', async () => {
    const answer = await widget<ProtectedDevices>('protected-devices');
    const devices = (part: Parameters<typeof DASHBOARD_DRILL_DOWN.protectedDevices>[0]) =>
      gridCount('devices', DASHBOARD_DRILL_DOWN.protectedDevices(part), { from: RANGE.rangeStart });
    const marks: Mark[] = [
      ['seen', answer.devices, await devices('seen')],
      ['protected', answer.protected, await devices('protected')],
      ['agent active', answer.agentActive, await devices('agentActive')],
      ['extension active', answer.extensionActive, await devices('extensionActive')],
    ];
    expectMatching(marks, 4);
    // The parts differ, so a filter left out would show.
    expect(answer.protected).toBeLessThan(answer.devices);
  });
});
