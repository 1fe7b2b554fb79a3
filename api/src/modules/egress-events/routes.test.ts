import { parse } from 'csv-parse/sync';
import { EGRESS_EVENT_SORT_COLUMNS } from 'shared-contracts';
import type { EgressEvent, ExtendedEgressEvent } from 'shared-contracts';
import { CANARY } from '../../testing/canaries';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { ACME_PROBE_EVENT, GLOBEX_CANARY_EVENT } from './egress-event-canaries';
import { egressEventListing } from './egress-event-listing';

let t: TestApp;
let analyst: string;
let multi: string;

beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
  multi = await t.tokenFor('multi@globex.example');
});
afterAll(() => t.close());

const get = (url: string, token = analyst, tenant = 'acme-corp') => t.call({ method: 'GET', url, token, tenant });
const eventsOf = async (query: string): Promise<{ events: EgressEvent[]; nextToken: string | null }> => {
  const response = await get(`/egress-events?${query}`);
  if (response.statusCode !== 200) throw new Error(`GET /egress-events?${query}: ${response.body}`);
  return response.json();
};
const countOf = async (query: string) => (await get(`/egress-events/count?${query}`)).json();

/** Every event matching `query`, page after page. */
async function allOf(query: string): Promise<EgressEvent[]> {
  const rows: EgressEvent[] = [];
  let token: string | null = null;
  do {
    const page = await eventsOf(`${query}&pageSize=500${token ? `&nextToken=${token}` : ''}`);
    rows.push(...page.events);
    token = page.nextToken;
  } while (token);
  return rows;
}

describe('GET /egress-events', () => {
  it('answers 100 events newest first, and nextToken pages on without repeats', async () => {
    const first = await eventsOf('');
    expect(first.events).toHaveLength(100);
    const created = first.events.map((event) => event.created);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await eventsOf(`nextToken=${first.nextToken}`);
    const ids = new Set(first.events.map((event) => event.id));
    expect(second.events.some((event) => ids.has(event.id))).toBe(false);
    expect(second.events[0]!.created <= created[99]!).toBe(true);
  });

  it('clamps a future cutoff to now and leaves out events after a past one', async () => {
    const total = (await countOf('')).totalEgressEvents as number;
    expect((await countOf('cutoff=9999-01-01T00:00:00.000Z')).totalEgressEvents).toBe(total);
    const all = await allOf('');
    const middle = all[Math.floor(all.length / 2)]!.created;
    const before = await countOf(`cutoff=${middle}`);
    expect(before.totalEgressEvents).toBe(all.filter((event) => event.created <= middle).length);
    expect(before.totalEgressEvents).toBeLessThan(total);
  });

  it('filters by each verdict tab and by the SPEC filters; pages and counts agree', async () => {
    const total = (await countOf('')).totalEgressEvents as number;
    let byVerdict = 0;
    for (const verdict of ['NOT_COVERED', 'CHALLENGE', 'BLOCK', 'ALLOW', 'educate']) {
      const counts = await countOf(`policyVerdict=${verdict}`);
      const rows = await allOf(`policyVerdict=${verdict}`);
      expect(rows.every((event) => event.policyVerdict === verdict)).toBe(true);
      expect(rows).toHaveLength(counts.totalFilteredEgressEvents);
      byVerdict += rows.length;
    }
    expect(byVerdict).toBe(total);
    expect((await countOf('policyVerdict=NOT_COVERED')).totalFilteredEgressEvents).toBeGreaterThan(0);

    const sample = (await eventsOf('policyVerdict=BLOCK&pageSize=1')).events[0]!;
    const query = [
      `policyName=${encodeURIComponent(sample.policyName)}`,
      `egressChannel=${encodeURIComponent(sample.egressChannel)}`,
      `dataType=${encodeURIComponent(sample.dataTypes[0]!)}`,
      `dataVolumeMin=${sample.dataVolume}`,
      `totalHitCountMax=${sample.totalHitCount}`,
      `to=${sample.created}`,
    ].join('&');
    const rows = await allOf(query);
    expect(rows.map((event) => event.id)).toContain(sample.id);
    for (const event of rows) {
      expect(event.policyName).toBe(sample.policyName);
      expect(event.egressChannel).toBe(sample.egressChannel);
      expect(event.dataTypes).toContain(sample.dataTypes[0]);
      expect(event.dataVolume).toBeGreaterThanOrEqual(sample.dataVolume);
      expect(event.totalHitCount).toBeLessThanOrEqual(sample.totalHitCount);
      expect(event.created <= sample.created).toBe(true);
    }
    expect((await countOf(query)).totalFilteredEgressEvents).toBe(rows.length);
  });

  it('sorts by each contract sort column, ascending exactly the reverse of descending', async () => {
    expect(Object.keys(egressEventListing.sortColumns)).toEqual([...EGRESS_EVENT_SORT_COLUMNS]);
    for (const column of EGRESS_EVENT_SORT_COLUMNS) {
      const ascending = (await allOf(`sortColumn=${column}&sortOrder=asc`)).map((event) => event.id);
      const descending = (await allOf(`sortColumn=${column}&sortOrder=desc`)).map((event) => event.id);
      expect(ascending).toEqual([...descending].reverse());
    }
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=5000', 'pageSize'],
    ['sortColumn=colour', 'sortColumn'],
    ['policyVerdict=MAYBE', 'policyVerdict'],
    ['nextToken=not-a-cursor', 'nextToken'],
    ['totalHitCountMin=many', 'totalHitCountMin'],
    ['hostname=a%00b', 'hostname'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await get(`/egress-events?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });

  it('exports the filtered events as CSV: a header row, then as many rows as the filtered count', async () => {
    const response = await get('/egress-events/export?policyVerdict=CHALLENGE');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="egress-events-/);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header!.slice(0, 4)).toEqual(['Created', 'ID', 'Hostname', 'Username']);
    expect(rows).toHaveLength((await countOf('policyVerdict=CHALLENGE')).totalFilteredEgressEvents);
    // Verdicts as the console names them (SPEC §4): CHALLENGE is Monitored, in the export as on the page.
    const verdict = header!.indexOf('Policy Verdict');
    expect(verdict).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[verdict]))).toEqual(new Set(['Monitored']));
  });
});

describe('GET /egress-events/{ID}', () => {
  const url = (id: string, created?: string) => `/egress-events/${id}${created ? `?created=${created}` : ''}`;

  it('answers extendEgressEvent: who, device, process, file, matches, policy, verdict and where it went', async () => {
    const response = await get(url(ACME_PROBE_EVENT.id, ACME_PROBE_EVENT.created));
    expect(response.statusCode).toBe(200);
    const event = response.json().extendEgressEvent as ExtendedEgressEvent;
    expect(event).toMatchObject({
      id: ACME_PROBE_EVENT.id,
      created: ACME_PROBE_EVENT.created,
      username: 'acme-probe-user',
      device: { hostname: 'probe-device-host' },
      process: 'acme-probe.exe',
      fileName: 'acme-probe.docx',
      filePath: '/tmp/acme-probe.docx',
      url: 'https://acme-probe.example/',
      destination: 'acme-probe.example',
      policyName: 'acme-probe policy',
      policyVerdict: 'CHALLENGE',
      matches: [{ dataType: 'acme-probe data', count: 3, snippets: [] }],
    });
  });

  it('answers a demo event with its device', async () => {
    const row = (await eventsOf('pageSize=1&policyVerdict=BLOCK')).events[0]!;
    const event = (await get(url(row.id, row.created))).json().extendEgressEvent as ExtendedEgressEvent;
    expect(event).toMatchObject({ ...row, device: { hostname: row.hostname } });
    expect(event.matches.map((match) => match.dataType)).toEqual(row.dataTypes);
  });

  it("answers 404 for another created, an unknown id and another tenant's event, leaking nothing", async () => {
    const missing = await get(url('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect((await get(url(ACME_PROBE_EVENT.id, '2001-01-01T00:00:00.000Z'))).statusCode).toBe(404);
    expect((await get(url('not-a-uuid'))).statusCode).toBe(404);
    const foreign = await get(url(GLOBEX_CANARY_EVENT.id, GLOBEX_CANARY_EVENT.created));
    expect(foreign.statusCode).toBe(404);
    const { instance: _foreignAt, ...foreignProblem } = foreign.json();
    const { instance: _missingAt, ...missingProblem } = missing.json();
    expect(foreignProblem).toEqual(missingProblem);
    expect(foreign.body).not.toContain(CANARY);
    const own = await get(url(GLOBEX_CANARY_EVENT.id), multi, 'globex');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(CANARY);
  });
});
