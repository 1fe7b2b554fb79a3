import { drillDownParams, lineageDrillDown } from 'shared-contracts';
import type { EgressEvent, Lineage, LineageCombination, LineageFlowPart } from 'shared-contracts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let analyst: string;

beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await t.call({ method: 'GET', url, token: analyst, tenant: 'acme-corp' });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
};

/** Every event of a query, as the list pages them. */
async function eventsOf(query: string): Promise<EgressEvent[]> {
  const rows: EgressEvent[] = [];
  let token: string | null = null;
  do {
    const page: { events: EgressEvent[]; nextToken: string | null } = await get(
      `/egress-events?${query}&pageSize=1000${token ? `&nextToken=${token}` : ''}`,
    );
    rows.push(...page.events);
    token = page.nextToken;
  } while (token);
  return rows;
}

const flowKey = (event: { origin: string; channel: string; destination: string }) =>
  `${event.origin} > ${event.channel} > ${event.destination}`;

/** Ranges around the newest event: partial days and hours at both ends (the rollups' edges), a past cutoff. */
async function rangeQueries(): Promise<string[]> {
  const page = await get<{ events: EgressEvent[] }>('/egress-events?pageSize=1000');
  const newest = Date.parse(page.events[0]!.created);
  const at = (ms: number) => new Date(ms).toISOString();
  const hour = 3_600_000;
  const day = 24 * hour;
  // An hour with an event in its last quarter: a range ending in its second half, before that event, reads the hour
  // from its rollup row less the events after the end (endHourFromRollup).
  const late = page.events.map((event) => Date.parse(event.created)).find((ms) => ms % hour >= 0.75 * hour);
  if (late === undefined) throw new Error('no event in the last quarter of an hour');
  const lateEnd = late - (late % hour) + 0.7 * hour;
  return [
    `from=${at(lateEnd - 5 * day - 17 * 60_000)}&to=${at(lateEnd)}`,
    `from=${at(newest - 9 * day - 7 * hour - 23_456)}&to=${at(newest - 2 * day + 5 * hour + 789)}`,
    `policyVerdict=CHALLENGE&policyVerdict=NOT_COVERED&from=${at(newest - 20 * day + 1)}`,
    `from=${at(newest - 3 * hour - 1234)}&to=${at(newest - hour + 5678)}`,
    `from=${at(newest - 40 * 60_000)}&to=${at(newest - 10 * 60_000)}`,
    `cutoff=${at(newest - 30 * day - 17_000)}&source=Google%20Chrome`,
    `to=${at(newest - 50 * day)}&from=${at(newest - 10 * day)}`,
  ];
}

let ranges: string[] = [];
beforeAll(async () => {
  ranges = await rangeQueries();
});

describe('high-level lineage', () => {
  it.each([
    '',
    'policyVerdict=BLOCK',
    'egressChannel=Email&from=2025-12-01T00:00:00.000Z',
    // Not carried by the flow rollups: grouped from the events.
    'search=xlsx',
    'username=ana.lee&policyVerdict=BLOCK',
    ...[0, 1, 2, 3, 4, 5, 6].map((index) => `range ${index}`),
  ])('agrees with the events the list gives for "%s": flows, events, users and volume', async (label) => {
    const query = label.startsWith('range ') ? ranges[Number(label.slice(6))]! : label;
    const events = await eventsOf(query);
    const truth = new Map<string, { events: number; volume: number; users: Set<string> }>();
    for (const event of events) {
      const key = flowKey({ origin: event.source, channel: event.egressChannel, destination: event.destination });
      const flow = truth.get(key) ?? { events: 0, volume: 0, users: new Set<string>() };
      flow.events += 1;
      flow.volume += event.dataVolume;
      flow.users.add(event.username);
      truth.set(key, flow);
    }
    const lineage = await get<Lineage>(`/high-level-lineage?${query}`);
    expect(lineage.totalEvents).toBe(events.length);
    expect(lineage.totalFlows).toBe(truth.size);
    for (const flow of lineage.flows) {
      expect({ events: flow.events, volume: flow.volume }).toEqual({
        events: truth.get(flowKey(flow))?.events,
        volume: truth.get(flowKey(flow))?.volume,
      });
    }
    const counts = lineage.flows.map((flow) => flow.events);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const { combinations } = await get<{ combinations: LineageCombination[] }>(
      `/high-level-lineage/combinations?${query}`,
    );
    expect(combinations.length).toBe(Math.min(truth.size, 200));
    for (const row of combinations) {
      const flow = truth.get(flowKey(row));
      expect({ events: row.events, users: row.users, volume: row.volume }).toEqual({
        events: flow?.events,
        users: flow?.users.size,
        volume: flow?.volume,
      });
    }
    const byEvents = combinations.map((row) => row.events);
    expect(byEvents).toEqual([...byEvents].sort((a, b) => b - a));
  });

  it.each(['', 'policyVerdict=BLOCK', 'egressChannel=Email&search=xlsx'])(
    'opens, from each flow and each node of "%s", a grid whose count is the flow\'s or node\'s events',
    async (query) => {
      // The lineage view's links: the same query, narrowed to a flow's parts (mfe-egress flowSearch).
      const count = async (parts: LineageFlowPart) => {
        const params = new URLSearchParams(query);
        for (const [key, value] of drillDownParams(lineageDrillDown(parts))) params.set(key, value);
        return (await get<{ totalFilteredEgressEvents: number }>(`/egress-events/count?${params.toString()}`))
          .totalFilteredEgressEvents;
      };
      const lineage = await get<Lineage>(`/high-level-lineage?${query}`);
      expect(lineage.flows.length).toBeGreaterThan(0);
      const shown: [string, number][] = [];
      const listed: [string, number][] = [];
      for (const flow of lineage.flows.slice(0, 8)) {
        shown.push([flowKey(flow), flow.events]);
        listed.push([flowKey(flow), await count(flow)]);
      }
      // A node's events, when every flow is drawn: the sum of its flows.
      if (lineage.totalFlows === lineage.flows.length) {
        const channels = new Map<string, number>();
        for (const flow of lineage.flows) channels.set(flow.channel, (channels.get(flow.channel) ?? 0) + flow.events);
        for (const [channel, events] of channels) {
          shown.push([`Via: ${channel}`, events]);
          listed.push([`Via: ${channel}`, await count({ channel })]);
        }
      }
      expect(listed).toEqual(shown);
    },
  );

  it('refuses a filter the list refuses (400)', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/high-level-lineage?policyVerdict=MAYBE',
      token: analyst,
      tenant: 'acme-corp',
    });
    expect(response.statusCode).toBe(400);
  });
});
