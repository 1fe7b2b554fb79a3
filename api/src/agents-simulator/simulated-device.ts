import type { AgentContentActivity, AgentEnrolRequest, AgentEvent, AgentHeartbeat } from 'shared-contracts';
import type { AgentCallResult, AgentsClient } from './agents-client';

/** Counters of a simulation, shared by its devices. */
export interface SimulationStats {
  enrolled: number;
  heartbeats: number;
  settled: number;
  sent: number;
  created: number;
  duplicates: number;
  rateLimited: number;
  refused: number;
  failed: number;
  dropped: number;
}

/** A fresh set of counters. */
export const emptyStats = (): SimulationStats => ({
  enrolled: 0,
  heartbeats: 0,
  settled: 0,
  sent: 0,
  created: 0,
  duplicates: 0,
  rateLimited: 0,
  refused: 0,
  failed: 0,
  dropped: 0,
});

/** Most events a device holds while the API is away; older ones beyond it are dropped (and counted). */
const MAX_BUFFERED = 20_000;

/**
 * One simulated endpoint agent: enrols, heartbeats with its current state and applies the desired state it gets
 * back (then confirms at once with another heartbeat, so a toggle settles within one heartbeat), and sends its
 * events in batches, keeping them for a retry (same ids: the API stores them once) after a 429 or a failure.
 */
export class SimulatedDevice {
  credential: string | null = null;
  revoked = false;
  readonly current = { agentDisabled: false, chromeExtensionDisabled: false };
  /** The content fingerprints this device has reported where they were first seen. */
  readonly seenContent = new Set<string>();
  private buffer: AgentEvent[] = [];
  private activities: AgentContentActivity[] = [];
  private quietUntil = 0;
  private flushing = false;

  constructor(
    readonly facts: AgentEnrolRequest & { lastActiveUser: string },
    private readonly client: AgentsClient,
    private readonly stats: SimulationStats,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the device reports events now (enrolled, not revoked, its agent running). */
  get active(): boolean {
    return this.credential !== null && !this.revoked && !this.current.agentDisabled;
  }

  async enrol(token: string): Promise<AgentCallResult<unknown>> {
    const result = await this.client.enrol(token, this.facts);
    if (result.kind === 'ok') {
      this.credential = result.value.credential;
      this.stats.enrolled += 1;
    } else this.count(result);
    return result;
  }

  async heartbeat(): Promise<void> {
    if (!this.credential || this.revoked) return;
    const result = await this.client.heartbeat(this.credential, this.beat());
    if (result.kind !== 'ok') return this.count(result);
    this.stats.heartbeats += 1;
    const { desired } = result.value;
    if (
      desired.agentDisabled === this.current.agentDisabled &&
      desired.chromeExtensionDisabled === this.current.chromeExtensionDisabled
    )
      return;
    Object.assign(this.current, desired);
    if (this.current.agentDisabled) {
      this.buffer = [];
      this.activities = [];
    }
    this.stats.settled += 1;
    const confirmed = await this.client.heartbeat(this.credential, this.beat());
    if (confirmed.kind === 'ok') this.stats.heartbeats += 1;
    else this.count(confirmed);
  }

  /** Keeps events, and the content activities before them, to send at the next flush. */
  queue(events: readonly AgentEvent[], activities: readonly AgentContentActivity[] = []): void {
    if (!this.active) return;
    this.activities.push(...activities);
    this.buffer.push(...events);
    const excess = this.buffer.length - MAX_BUFFERED;
    if (excess > 0) {
      this.buffer.splice(0, excess);
      this.stats.dropped += excess;
    }
  }

  /** Sends what is buffered, `batchSize` at a time, unless the API asked it to wait. */
  async flush(batchSize: number): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      await this.flushBatches(batchSize);
    } finally {
      this.flushing = false;
    }
  }

  private async flushBatches(batchSize: number): Promise<void> {
    // The activities first: an event's chain starts where its content was first seen.
    while (this.credential && !this.revoked && this.activities.length > 0 && this.now() >= this.quietUntil) {
      const batch = this.activities.slice(0, batchSize);
      const result = await this.client.sendActivities(this.credential, batch);
      if (result.kind !== 'ok') return this.count(result);
      this.activities.splice(0, batch.length);
    }
    while (this.credential && !this.revoked && this.buffer.length > 0 && this.now() >= this.quietUntil) {
      const batch = this.buffer.slice(0, batchSize);
      const result = await this.client.sendEvents(this.credential, batch);
      if (result.kind !== 'ok') return this.count(result);
      this.buffer.splice(0, batch.length);
      this.stats.sent += batch.length;
      this.stats.created += result.value.created;
      this.stats.duplicates += result.value.duplicates;
    }
  }

  private beat(): AgentHeartbeat {
    return { ...this.facts, ...this.current };
  }

  private count(result: Exclude<AgentCallResult<unknown>, { kind: 'ok' }>): void {
    if (result.kind === 'rate-limited') {
      this.stats.rateLimited += 1;
      this.quietUntil = this.now() + result.retryAfterSeconds * 1000;
    } else if (result.kind === 'refused') {
      this.stats.refused += 1;
      // 401/403: the credential is no longer accepted (revoked device): this agent stops.
      if (result.status === 401 || result.status === 403) this.revoked = true;
    } else this.stats.failed += 1;
  }
}
