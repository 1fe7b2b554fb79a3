import type { AgentEvent, AgentHeartbeat } from 'shared-contracts';
import type { AgentsClient } from './agents-client';
import { createRandom } from '../db/demo/prng';
import { simulatedEgress } from './event-factory';
import { emptyStats, SimulatedDevice } from './simulated-device';

const FACTS = {
  hostname: 'SIM-MAC-00001',
  operatingSystem: 'macOS',
  cpuArchitecture: 'arm64',
  lastActiveUser: 'ana.lee',
};
const event = (id: string) => ({ id }) as AgentEvent;

/** A fake agents API: the desired state it answers, the heartbeats it saw, and a scripted events outcome. */
function fakeApi() {
  const beats: AgentHeartbeat[] = [];
  const batches: string[][] = [];
  const api = {
    desired: { agentDisabled: false, chromeExtensionDisabled: false },
    beats,
    batches,
    eventsAnswer: 'ok' as 'ok' | 'rate-limited' | 'revoked',
  };
  const client: AgentsClient = {
    enrol: async () => ({
      kind: 'ok',
      value: { deviceId: 'd', tenantId: 't', credential: 'cred', heartbeatIntervalSeconds: 30 },
    }),
    heartbeat: async (_credential, beat) => {
      beats.push(beat);
      return { kind: 'ok', value: { desired: { ...api.desired }, heartbeatIntervalSeconds: 30 } };
    },
    sendEvents: async (_credential, events) => {
      if (api.eventsAnswer === 'rate-limited') return { kind: 'rate-limited', retryAfterSeconds: 2 };
      if (api.eventsAnswer === 'revoked') return { kind: 'refused', status: 403, detail: 'revoked' };
      batches.push(events.map((e) => e.id));
      return { kind: 'ok', value: { results: [], created: events.length, duplicates: 0 } };
    },
    sendActivities: async (_credential, activities) => {
      batches.push(activities.map((a) => `activity ${a.id}`));
      return { kind: 'ok', value: { created: activities.length, duplicates: 0 } };
    },
  };
  return { api, client };
}

describe('SimulatedDevice', () => {
  it('applies the desired state and confirms it in the same heartbeat round', async () => {
    const { api, client } = fakeApi();
    const device = new SimulatedDevice(FACTS, client, emptyStats());
    await device.enrol('token');
    await device.heartbeat();
    expect(api.beats).toHaveLength(1);
    api.desired = { agentDisabled: true, chromeExtensionDisabled: false };
    await device.heartbeat();
    expect(api.beats.map((beat) => beat.agentDisabled)).toEqual([false, false, true]);
    expect(device.active).toBe(false);
    device.queue([event('a')]);
    await device.flush(10);
    expect(api.batches).toEqual([]);
  });

  it('keeps events through a 429 until its Retry-After has passed, then sends them in batches', async () => {
    const { api, client } = fakeApi();
    let now = 0;
    const stats = emptyStats();
    const device = new SimulatedDevice(FACTS, client, stats, () => now);
    await device.enrol('token');
    device.queue(['a', 'b', 'c'].map(event));
    api.eventsAnswer = 'rate-limited';
    await device.flush(2);
    api.eventsAnswer = 'ok';
    now = 1999;
    await device.flush(2);
    expect(api.batches).toEqual([]);
    now = 2000;
    await device.flush(2);
    expect(api.batches).toEqual([['a', 'b'], ['c']]);
    expect(stats).toMatchObject({ sent: 3, created: 3, rateLimited: 1 });
  });

  const ANA = { username: 'ana.lee', operatingSystem: 'macOS' };

  it("sends the content's first-seen activities before the events, once per new content", async () => {
    const { api, client } = fakeApi();
    const device = new SimulatedDevice(FACTS, client, emptyStats());
    await device.enrol('token');
    const random = createRandom(7);
    const now = new Date('2026-11-26T12:00:00.000Z');
    const first = simulatedEgress(random, ANA, now, device.seenContent);
    expect(first.event.contentFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(first.activities).toHaveLength(1);
    expect(first.activities[0]).toMatchObject({ fingerprint: first.event.contentFingerprint, username: 'ana.lee' });
    expect(first.activities[0]!.occurredAt < first.event.occurredAt).toBe(true);
    // Content seen before gets no second first-seen activity: one activity per distinct content.
    const seen = new Set<string>();
    const many = Array.from({ length: 300 }, () => simulatedEgress(random, ANA, now, seen));
    const distinct = new Set(many.map((egress) => egress.event.contentFingerprint));
    expect(distinct.size).toBeLessThan(many.length);
    expect(many.flatMap((egress) => egress.activities)).toHaveLength(distinct.size);
    device.queue([first.event], first.activities);
    await device.flush(10);
    expect(api.batches).toEqual([[`activity ${first.activities[0]!.id}`], [first.event.id]]);
  });

  it('stops once its credential is refused (a revoked device)', async () => {
    const { api, client } = fakeApi();
    const device = new SimulatedDevice(FACTS, client, emptyStats());
    await device.enrol('token');
    api.eventsAnswer = 'revoked';
    device.queue([event('a')]);
    await device.flush(10);
    expect(device.revoked).toBe(true);
    await device.heartbeat();
    expect(api.beats).toEqual([]);
  });
});
