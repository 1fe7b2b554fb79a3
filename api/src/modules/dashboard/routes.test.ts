import { sql } from 'drizzle-orm';
import type {
  AggregatedIncidents,
  FrequentPolicyViolators,
  MostEnforcedPolicies,
  OutboundDataDistribution,
  ProtectedDevices,
  SensitiveDataEgress,
  TopAiService,
  UnauthorizedServices,
} from 'shared-contracts';
import { uncheckedRows } from '../../testing/query-rows';
import { withTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Every widget's figures against a direct count of the raw rows, over ranges that start and end inside a day and
// a quarter hour (so both the rollups and the partial edges are read), and days in time zones across DST changes.

let t: TestApp;
let analyst: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

const RANGE = { rangeStart: '2025-10-01T03:07:11.000Z', rangeEnd: '2026-01-16T17:52:30.500Z' };
const query = (range: object) => new URLSearchParams(range as Record<string, string>).toString();

async function widget<T>(name: string, range: object = RANGE): Promise<T> {
  const response = await t.call({
    method: 'GET',
    url: `/dashboard/${name}?${query(range)}`,
    token: analyst,
    tenant: acme,
  });
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const exact = <T>(text: ReturnType<typeof sql>) => withTenant(t.database, acme, (tx) => uncheckedRows<T>(tx, text));
const inRange = (range = RANGE) =>
  sql`tenant_id = ${acme} AND created >= ${range.rangeStart}::timestamptz AND created < ${range.rangeEnd}::timestamptz`;

describe('the dashboard widgets', () => {
  it('count sensitive egress by day and verdict as the raw events do, in a time zone', async () => {
    const answer = await widget<SensitiveDataEgress>('sensitive-data-egress', { ...RANGE, timezone: 'Asia/Kolkata' });
    const rows = await exact<SensitiveDataEgress['days'][number]>(
      sql`SELECT to_char((created AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day, policy_verdict AS verdict,
            count(*)::int AS events FROM egress_events WHERE ${inRange()} AND total_hit_count > 0
          GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(answer.days).toEqual(rows);
    expect(answer.total).toBe(rows.reduce((sum, row) => sum + row.events, 0));
  });

  it('distribute events and bytes by channel and destination type, over ranges of days, hours and minutes', async () => {
    const ranges = [
      RANGE,
      // Inside one UTC day (hours and raw edges only), and inside one hour (raw only).
      { rangeStart: '2026-01-14T02:10:00.000Z', rangeEnd: '2026-01-14T21:05:00.000Z' },
      { rangeStart: '2026-01-14T09:10:00.000Z', rangeEnd: '2026-01-14T09:55:00.000Z' },
    ];
    for (const range of ranges) {
      const answer = await widget<OutboundDataDistribution>('outbound-data-distribution', range);
      const rows = await exact<OutboundDataDistribution['distribution'][number]>(
        sql`SELECT egress_channel AS "egressChannel", destination_type AS "destinationType", count(*)::int AS events,
              sum(data_volume)::float8 AS volume FROM egress_events WHERE ${inRange(range)}
            GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(answer.distribution).toEqual(rows);
    }
  });

  it('rank violators, policies and services as the raw events do', async () => {
    const violators = await widget<FrequentPolicyViolators>('frequent-policy-violators');
    expect(violators.violators).toEqual(
      await exact(
        sql`SELECT username, count(*)::int AS violations, (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked
            FROM egress_events WHERE ${inRange()} AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate')
            GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
      ),
    );
    expect(violators.violators).toHaveLength(10);

    const policies = await widget<MostEnforcedPolicies>('most-enforced-policies');
    expect(policies.policies).toEqual(
      await exact(
        sql`SELECT policy_name AS "policyName", count(*)::int AS events,
              (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked,
              (count(*) FILTER (WHERE policy_verdict = 'CHALLENGE'))::int AS challenged,
              (count(*) FILTER (WHERE policy_verdict = 'educate'))::int AS educated
            FROM egress_events WHERE ${inRange()} AND policy_name <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
      ),
    );
    expect(policies.policies.length).toBeGreaterThan(3);

    const services = await widget<UnauthorizedServices>('unauthorized-services');
    expect(services.services).toEqual(
      await exact(
        sql`SELECT destination, destination_type AS "destinationType", count(*)::int AS events,
              (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked
            FROM egress_events WHERE ${inRange()} AND policy_verdict <> 'ALLOW' AND destination_type IN
              ('AI service', 'Cloud storage', 'Code hosting', 'Collaboration', 'File sharing', 'Messaging', 'Paste site')
            GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 10`,
      ),
    );
    expect(services.services.length).toBeGreaterThan(3);
  });

  it('rank AI services with the data types sent to each', async () => {
    const answer = await widget<TopAiService>('top-ai-service');
    const services = await exact<{ destination: string; events: number; blocked: number }>(
      sql`SELECT destination, count(*)::int AS events, (count(*) FILTER (WHERE policy_verdict = 'BLOCK'))::int AS blocked
          FROM egress_events WHERE ${inRange()} AND destination_type = 'AI service' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
    );
    expect(answer.services.map(({ dataTypes: _types, ...service }) => service)).toEqual(services);
    const first = answer.services[0]!;
    const types = await exact<{ dataType: string; events: number }>(
      sql`SELECT d.value AS "dataType", count(*)::int AS events FROM egress_events e
            CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
          WHERE e.${inRange()} AND e.destination = ${first.destination} AND d.value <> ''
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`,
    );
    expect(first.dataTypes).toEqual(types);
    expect(types.length).toBeGreaterThan(0);
  });

  it('count incidents by day and severity, and the devices protected', async () => {
    const answer = await widget<AggregatedIncidents>('aggregated-incidents', {
      ...RANGE,
      timezone: 'America/New_York',
    });
    const rows = await exact<AggregatedIncidents['days'][number]>(
      sql`SELECT to_char((created AT TIME ZONE 'America/New_York')::date, 'YYYY-MM-DD') AS day, severity,
            count(*)::int AS incidents FROM incidents WHERE ${inRange()} GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(answer.days).toEqual(rows);

    const devices = await widget<ProtectedDevices>('protected-devices');
    const [row] = await exact<ProtectedDevices>(
      sql`SELECT count(*)::int AS devices,
            (count(*) FILTER (WHERE NOT agent_disabled_current AND last_seen >= now() - interval '15 minutes'))::int
              AS "agentActive",
            (count(*) FILTER (WHERE extension_status = 'Active' AND NOT chrome_extension_disabled_current))::int
              AS "extensionActive",
            (count(*) FILTER (WHERE NOT agent_disabled_current AND last_seen >= now() - interval '15 minutes'
              AND extension_status = 'Active' AND NOT chrome_extension_disabled_current))::int AS protected
          FROM devices WHERE tenant_id = ${acme} AND last_seen >= ${RANGE.rangeStart}::timestamptz`,
    );
    expect(devices).toEqual(row);
    expect(devices.devices).toBeGreaterThan(0);
  });

  it('put events on the days of the time zone across DST changes, and follow writes and deletes', async () => {
    // Around the changes of 2026: New York springs forward on 8 March (07:00Z), Berlin on 29 March (01:00Z) and
    // falls back on 25 October (01:00Z). Each event sits just before or after a local midnight.
    const times = [
      '2026-03-08T04:59:00.000Z', // New York 23:59 on the 7th (EST)
      '2026-03-08T05:00:00.000Z', // New York 00:00 on the 8th
      '2026-03-09T03:59:00.000Z', // New York 23:59 on the 8th (EDT: the day had 23 hours)
      '2026-03-28T23:00:00.000Z', // Berlin 00:00 on the 29th (CET)
      '2026-03-29T21:59:00.000Z', // Berlin 23:59 on the 29th (CEST)
      '2026-10-24T22:00:00.000Z', // Berlin 00:00 on the 25th (CEST)
      '2026-10-25T22:59:00.000Z', // Berlin 23:59 on the 25th (CET: the day had 25 hours)
    ];
    await withTenant(t.database, acme, async (tx) => {
      for (const [index, time] of times.entries()) {
        await tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
            destination_type, egress_channel, data_types, content_category, total_hit_count, policy_verdict)
          VALUES (${acme}, ${`dddd0000-0000-4000-8000-00000000000${index}`}::uuid, ${time}::timestamptz, 'dst-host',
            'dst.user', 'Safari', 'dst.example', 'AI service', 'File upload', ARRAY['Source code'], 'Source code',
            2, 'BLOCK')`);
      }
    });
    const range = { rangeStart: '2026-03-07T00:00:00.000Z', rangeEnd: '2026-10-27T00:00:00.000Z' };
    const days = async (timezone: string) =>
      Object.fromEntries(
        (await widget<SensitiveDataEgress>('sensitive-data-egress', { ...range, timezone })).days.map((row) => [
          row.day,
          row.events,
        ]),
      );
    expect(await days('America/New_York')).toMatchObject({ '2026-03-07': 1, '2026-03-08': 2 });
    expect(await days('Europe/Berlin')).toMatchObject({ '2026-03-29': 2, '2026-10-25': 2 });

    // A delete takes its events out of the rollups.
    await withTenant(t.database, acme, (tx) => tx.execute(sql`DELETE FROM egress_events WHERE username = 'dst.user'`));
    expect(await days('Europe/Berlin')).toEqual({});
  });

  it('refuse an inverted range, one over a year, and an unknown time zone', async () => {
    const refused = async (range: object) => {
      const response = await t.call({
        method: 'GET',
        url: `/dashboard/aggregated-incidents?${query(range)}`,
        token: analyst,
        tenant: acme,
      });
      expect(response.statusCode).toBe(400);
      return (response.json() as { detail: string }).detail;
    };
    expect(await refused({ rangeStart: RANGE.rangeEnd, rangeEnd: RANGE.rangeStart })).toMatch(/after rangeStart/);
    expect(await refused({ rangeStart: '2025-01-01T00:00:00Z', rangeEnd: '2026-01-03T00:00:00Z' })).toMatch(/366/);
    expect(await refused({ ...RANGE, timezone: 'Mars/Olympus' })).toMatch(/IANA/);
    expect(await refused({ rangeStart: 'yesterday', rangeEnd: RANGE.rangeEnd })).toMatch(/rangeStart/);
  });
});
