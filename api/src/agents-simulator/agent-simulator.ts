import { createRandom } from '../db/demo/prng';
import type { AgentsClient } from './agents-client';
import { simulatedDeviceFacts, simulatedEgress } from './event-factory';
import { emptyStats, SimulatedDevice } from './simulated-device';
import type { SimulationStats } from './simulated-device';

/** Settings of a simulation. */
export interface SimulatorOptions {
  client: AgentsClient;
  enrolmentToken: string;
  devices: number;
  /** Events per second over all devices. */
  rate: number;
  heartbeatSeconds: number;
  /** How often each device sends what it has gathered, and at most how many events a batch. */
  flushSeconds: number;
  batchSize: number;
  seed: number;
  log: (line: string) => void;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * A fleet of simulated agents on the real agents API: enrols them, then heartbeats each on its own schedule
 * (staggered), generates `rate` events a second spread over the active devices, and flushes each device's events
 * every `flushSeconds`. `stop()` ends the timers, sends what is still buffered and resolves with the counters.
 */
export class AgentSimulator {
  readonly stats: SimulationStats = emptyStats();
  private readonly devices: SimulatedDevice[];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly random;
  private carry = 0;
  private inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: SimulatorOptions) {
    this.random = createRandom(options.seed);
    this.devices = Array.from(
      { length: options.devices },
      (_, index) => new SimulatedDevice(simulatedDeviceFacts(this.random, index), options.client, this.stats),
    );
  }

  /** Enrols every device (10 at a time), then starts heartbeats, events and flushes. */
  async start(): Promise<void> {
    const { log, enrolmentToken } = this.options;
    const refusals = new Map<string, number>();
    await eachLimited(this.devices, 10, async (device) => {
      const result = await device.enrol(enrolmentToken);
      if (result.kind !== 'ok') {
        const reason = result.kind === 'refused' || result.kind === 'failed' ? result.detail : result.kind;
        refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
      }
    });
    for (const [reason, count] of refusals) log(`enrolment refused for ${count} devices: ${reason}`);
    log(`enrolled ${this.stats.enrolled} of ${this.devices.length} devices`);
    const { heartbeatSeconds, flushSeconds } = this.options;
    // Each device heartbeats on its own offset within the interval (enrolment counted as its first sign of life).
    this.devices.forEach((device, index) => {
      const offset = Math.floor((index / this.devices.length) * heartbeatSeconds * 1000);
      const start = setTimeout(() => {
        this.track(device.heartbeat());
        this.timers.push(setInterval(() => this.track(device.heartbeat()), heartbeatSeconds * 1000));
      }, offset);
      this.timers.push(start);
    });
    this.timers.push(setInterval(() => this.generate(), 1000));
    this.timers.push(setInterval(() => this.track(this.flushAll()), flushSeconds * 1000));
  }

  /** Stops the timers, waits for calls under way, sends what is left once, and answers the counters. */
  async stop(): Promise<SimulationStats> {
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.inFlight]);
    await this.flushAll();
    return this.stats;
  }

  /** One second of events: `rate` of them (fractions carried over), each from a random active device. */
  private generate(): void {
    const active = this.devices.filter((device) => device.active);
    this.carry += this.options.rate;
    const count = Math.floor(this.carry);
    this.carry -= count;
    if (active.length === 0) return;
    const now = new Date();
    for (let n = 0; n < count; n += 1) {
      const device = this.random.pick(active);
      const host = { username: device.facts.lastActiveUser, operatingSystem: device.facts.operatingSystem };
      const { event, activities } = simulatedEgress(this.random, host, now, device.seenContent);
      device.queue([event], activities);
    }
  }

  private flushAll(): Promise<void> {
    return eachLimited(this.devices, 20, (device) => device.flush(this.options.batchSize));
  }

  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }
}
