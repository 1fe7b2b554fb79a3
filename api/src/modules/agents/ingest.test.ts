import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { emptyPolicyDefinition, type AgentEnrolResult } from 'shared-contracts';
import { AGENT_MAX_BATCH_EVENTS, AGENT_MAX_BODY_BYTES } from 'shared-contracts/schemas';
import { uncheckedRows } from '../../testing/query-rows';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { ingestEvents } from './event-ingest';
import { evaluateEvents } from './policy-evaluation';
import { createAgentTestKit, eventOf, heartbeatOf } from '../../testing/agent-test-kit';
import type { AgentTestKit } from '../../testing/agent-test-kit';

let kit: AgentTestKit;
let acme: AgentEnrolResult;
let globex: AgentEnrolResult;
beforeAll(async () => {
  kit = await createAgentTestKit({ agentBurst: 3, agentCallsPerSecond: 1 });
  acme = await kit.enrol((await kit.createToken(kit.acmeAdmin, 'acme-corp')).secret, 'ingest-acme-host');
  globex = await kit.enrol((await kit.createToken(kit.globexAdmin, 'globex')).secret, 'ingest-globex-host');
});
afterAll(() => kit.t.close());
// Each test starts with full buckets: the clock moves past any refill.
beforeEach(() => kit.advance(60_000));

/** The stored events with these ids, in every tenant (as the owner). */
async function stored(ids: string[]) {
  return withMaintenance(kit.t.database, (tx) =>
    uncheckedRows<{ tenant_id: string; id: string; hostname: string; policy_verdict: string; device_id: string }>(
      tx,
      sql`SELECT tenant_id, id::text, hostname, policy_verdict, device_id::text FROM egress_events
          WHERE id::text IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) ORDER BY id`,
    ),
  );
}

describe('event ingest', () => {
  it('stores a batch once: the same batch again creates nothing and answers per-event duplicates', async () => {
    const events = [eventOf(), eventOf(), eventOf({ occurredAt: '2099-01-01T00:00:00.000Z' })];
    const first = await kit.agent('events', acme.credential, { events });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ created: 3, duplicates: 0 });
    // Source code pasted into an AI service outside the sanctioned list: the demo's first policy blocks it.
    expect(first.json().results).toEqual(events.map((e) => ({ id: e.id, status: 'created', verdict: 'BLOCK' })));
    const again = await kit.agent('events', acme.credential, { events: [...events, events[0]!] });
    expect(again.json()).toMatchObject({ created: 0, duplicates: 4 });
    expect(again.json().results.map((r: { status: string }) => r.status)).toEqual(Array(4).fill('duplicate'));
    const rows = await stored(events.map((e) => e.id));
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        tenant_id: 'acme-corp',
        hostname: 'ingest-acme-host',
        policy_verdict: 'BLOCK',
        device_id: acme.deviceId,
      });
  });

  it("decides each event with its tenant's policies: the first active match, exceptions, simulations recorded", async () => {
    const simulation = emptyPolicyDefinition();
    simulation.conditions.egressChannels = ['Print'];
    const created = await kit.t.call({
      method: 'POST',
      url: '/policies',
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
      payload: {
        policy: { name: 'Simulate printing', verdict: 'CHALLENGE', status: 'simulation', definition: simulation },
      },
    });
    expect(created.statusCode).toBe(200);
    const events = [
      eventOf(),
      eventOf({ destination: 'copilot.microsoft.com' }),
      eventOf({ egressChannel: 'Print', destination: 'HP LaserJet', destinationType: 'Printer', dataTypes: [] }),
    ];
    const response = await kit.agent('events', acme.credential, { events });
    expect(response.json().results.map((result: { verdict: string }) => result.verdict)).toEqual([
      'BLOCK',
      // The block policy exempts the sanctioned AI list; the next policy in order, which monitors prompts, decides.
      'CHALLENGE',
      'NOT_COVERED',
    ]);
    const details = await withMaintenance(kit.t.database, (tx) =>
      uncheckedRows<{ id: string; policy_name: string; details: Record<string, unknown> }>(
        tx,
        sql`SELECT id::text, policy_name, details FROM egress_events WHERE id::text IN (${sql.join(
          events.map((event) => sql`${event.id}`),
          sql`, `,
        )})`,
      ),
    );
    const byId = new Map(details.map((row) => [row.id, row]));
    expect(byId.get(events[0]!.id)).toMatchObject({
      policy_name: 'Block source code to unsanctioned AI',
      details: { matchedConditions: expect.arrayContaining([{ condition: 'elementTypes', values: ['Source code'] }]) },
    });
    expect(byId.get(events[1]!.id)?.policy_name).toBe('Monitor prompts to AI assistants');
    expect(byId.get(events[2]!.id)).toMatchObject({
      policy_name: '',
      details: { simulatedPolicies: [{ policyName: 'Simulate printing', verdict: 'CHALLENGE' }] },
    });
  });

  it("adds what a batch brings to its tenant's filter options, and to no other tenant's", async () => {
    const optionsOf = async (tenant: string, endpoint: string, search: string) =>
      (
        await kit.t.call({
          method: 'GET',
          url: `/filters/${endpoint}?search=${encodeURIComponent(search)}`,
          token: tenant === 'acme-corp' ? kit.acmeAdmin : kit.globexAdmin,
          tenant,
        })
      ).json().options as { value: string }[];
    expect(await optionsOf('acme-corp', 'destination-options', 'options-probe')).toEqual([]);
    const event = eventOf({ destination: 'options-probe.example', dataTypes: ['Options probe type'] });
    expect((await kit.agent('events', acme.credential, { events: [event] })).json()).toMatchObject({ created: 1 });
    expect(await optionsOf('acme-corp', 'destination-options', 'options-probe')).toEqual([
      { value: 'options-probe.example', label: 'options-probe.example' },
    ]);
    expect(await optionsOf('acme-corp', 'data-type-options', 'options probe')).toHaveLength(1);
    expect(await optionsOf('acme-corp', 'hostname-options', 'ingest-acme-host')).toHaveLength(1);
    expect(await optionsOf('globex', 'destination-options', 'options-probe')).toEqual([]);
  });

  it('counts a repeat inside one batch once', async () => {
    const event = eventOf();
    const response = await kit.agent('events', acme.credential, { events: [event, event] });
    expect(response.json()).toMatchObject({ created: 1, duplicates: 1 });
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual(['created', 'duplicate']);
  });

  it("writes only into the device's own tenant: Globex's id already in Acme is a new Globex event", async () => {
    const shared = eventOf();
    expect((await kit.agent('events', acme.credential, { events: [shared] })).json().created).toBe(1);
    expect((await kit.agent('events', globex.credential, { events: [shared] })).json().created).toBe(1);
    const rows = await stored([shared.id]);
    expect(rows.map((row) => [row.tenant_id, row.hostname]).sort()).toEqual([
      ['acme-corp', 'ingest-acme-host'],
      ['globex', 'ingest-globex-host'],
    ]);
  });

  it("writes several devices' batches of a tenant together: each event under its own device, each batch its answer", async () => {
    const second = await kit.enrol((await kit.createToken(kit.acmeAdmin, 'acme-corp')).secret, 'ingest-acme-second');
    const shared = eventOf();
    const mine = [eventOf(), shared];
    const theirs = [shared, eventOf({ egressChannel: 'Print', destination: 'HP', destinationType: 'Printer' })];
    const callerOf = (enrolled: AgentEnrolResult, hostname: string) => ({
      tenantId: 'acme-corp',
      deviceId: enrolled.deviceId,
      hostname,
    });
    const batches = [
      { caller: callerOf(acme, 'ingest-acme-host'), events: mine },
      { caller: callerOf(second, 'ingest-acme-second'), events: theirs },
    ];
    // One write, as the events route makes it for the batches that waited together.
    const answers = await withTenant(kit.t.database, 'acme-corp', async (tx) => {
      const verdicts = await evaluateEvents(tx, 'acme-corp', batches);
      return ingestEvents(
        tx,
        'acme-corp',
        batches.map((batch, index) => ({ ...batch, verdicts: verdicts[index]! })),
      );
    });
    expect(answers).toEqual([
      {
        created: 2,
        duplicates: 0,
        results: mine.map((event) => ({ id: event.id, status: 'created', verdict: 'BLOCK' })),
      },
      {
        created: 1,
        duplicates: 1,
        results: [
          { id: shared.id, status: 'duplicate', verdict: 'BLOCK' },
          { id: theirs[1]!.id, status: 'created', verdict: 'NOT_COVERED' },
        ],
      },
    ]);
    const rows = await stored([...mine, theirs[1]!].map((event) => event.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.hostname, row.device_id]]))).toEqual({
      [mine[0]!.id]: ['ingest-acme-host', acme.deviceId],
      [shared.id]: ['ingest-acme-host', acme.deviceId],
      [theirs[1]!.id]: ['ingest-acme-second', second.deviceId],
    });
    // A batch of another tenant's device has no place in a tenant's write.
    const stray = { caller: callerOf(globex, 'ingest-globex-host'), events: [eventOf()] };
    stray.caller.tenantId = 'globex';
    await expect(
      withTenant(kit.t.database, 'acme-corp', async (tx) => {
        const [verdicts] = await evaluateEvents(tx, 'acme-corp', [stray]);
        return ingestEvents(tx, 'acme-corp', [{ ...stray, verdicts: verdicts! }]);
      }),
    ).rejects.toThrow('a batch of another tenant');
    // Through the route, batches sent at once are all answered, whether or not they waited together.
    const sent = [eventOf(), eventOf(), eventOf()];
    const responses = await Promise.all([
      kit.agent('events', acme.credential, { events: [sent[0]!] }),
      kit.agent('events', second.credential, { events: [sent[1]!] }),
      kit.agent('events', acme.credential, { events: [sent[2]!, sent[0]!] }),
    ]);
    const statuses = responses.map((response) => response.json().results.map((r: { status: string }) => r.status));
    expect(statuses.flat().sort()).toEqual(['created', 'created', 'created', 'duplicate']);
    expect((await stored(sent.map((event) => event.id))).map((row) => row.hostname).sort()).toEqual([
      'ingest-acme-host',
      'ingest-acme-host',
      'ingest-acme-second',
    ]);
  });

  it('refuses a batch over the limits with problem details: too many events (400), too many bytes (413)', async () => {
    const many = Array.from({ length: AGENT_MAX_BATCH_EVENTS + 1 }, () => eventOf());
    const tooMany = await kit.agent('events', acme.credential, { events: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(tooMany.json().errors[0]).toMatchObject({ field: 'events' });
    kit.advance(60_000);
    const padding = 'x'.repeat(1900);
    const big = Array.from({ length: Math.ceil(AGENT_MAX_BODY_BYTES / 1900) }, () => eventOf({ url: padding }));
    const tooBig = await kit.agent('events', acme.credential, { events: big.slice(0, AGENT_MAX_BATCH_EVENTS) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.headers['content-type']).toMatch(/^application\/problem\+json/);
    kit.advance(60_000);
    const bad = await kit.agent('events', acme.credential, { events: [{ ...eventOf(), id: 'not-a-uuid' }] });
    expect(bad.statusCode).toBe(400);
    expect(await stored(many.slice(0, 5).map((e) => e.id))).toEqual([]);
  });

  it('limits calls per device: past the burst 429 with Retry-After, again once the clock moves on', async () => {
    const beat = heartbeatOf('ingest-acme-host', { agent: false, extension: false });
    for (let call = 0; call < 3; call += 1)
      expect((await kit.agent('heartbeat', acme.credential, beat)).statusCode).toBe(200);
    const limited = await kit.agent('events', acme.credential, { events: [eventOf()] });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    // Another device has its own bucket.
    expect((await kit.agent('heartbeat', globex.credential, beat)).statusCode).toBe(200);
    kit.advance(999);
    expect((await kit.agent('heartbeat', acme.credential, beat)).statusCode).toBe(429);
    kit.advance(1);
    expect((await kit.agent('heartbeat', acme.credential, beat)).statusCode).toBe(200);
  });

  it('refuses a console session and an unknown device (401)', async () => {
    const events = { events: [eventOf()] };
    expect((await kit.agent('events', kit.acmeAdmin, events)).statusCode).toBe(401);
    const unknown = `cdc_${Buffer.from('acme-corp').toString('base64url')}.${randomUUID()}.${'A'.repeat(43)}`;
    expect((await kit.agent('events', unknown, events)).statusCode).toBe(401);
  });
});
