import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AgentEnrolResult, AgentEventBatchResult } from 'shared-contracts';
import { simulatedDeviceFacts, simulatedEgress } from '../src/agents-simulator/event-factory';
import type { Database } from '../src/db/database';
import { createRandom } from '../src/db/demo/prng';
import { withMaintenance } from '../src/db/tenant-scope';
import { issueSecret } from '../src/modules/agents/credentials';
import { BENCH_TENANT } from './generate-incidents';
import { percentile } from './measure';

/** What an ingest run measured. */
export interface IngestRun {
  events: number;
  seconds: number;
  batchP50: number;
  batchP95: number;
  created: number;
}

async function post<T>(url: string, bearer: string, body: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The start of the hostname of every device the benches enrol (their events are told from generated ones by it). */
export const AGENT_HOSTNAME_PREFIX = 'BENCH-AGENT-';

/** Enrols `devices` devices of a tenant (the bench tenant by default) through the agents API (the token planted as the owner). */
export async function enrolBenchDevices(
  database: Database,
  baseUrl: string,
  devices: number,
  tenant = BENCH_TENANT,
): Promise<string[]> {
  const token = issueSecret('enrol', tenant);
  await withMaintenance(database, (tx) =>
    tx.execute(sql`INSERT INTO enrolment_tokens (tenant_id, id, name, secret_hash, created_by, expires_at)
      VALUES (${tenant}, ${token.id}::uuid, 'bench', ${token.hash}, 'bench', now() + interval '1 day')`),
  );
  const random = createRandom(7);
  const credentials: string[] = [];
  for (let index = 0; index < devices; index += 1) {
    const facts = {
      ...simulatedDeviceFacts(random, index),
      hostname: `${AGENT_HOSTNAME_PREFIX}${randomUUID().slice(0, 8)}`,
    };
    const enrolled = await post<AgentEnrolResult>(`${baseUrl}/agents/v1/enrol`, token.token, JSON.stringify(facts));
    credentials.push(enrolled.credential);
  }
  return credentials;
}

/** Request bodies of `events` realistic events, `batch` a body; each event's content is new to its sender. */
function eventBodies(events: number, batch: number): string[] {
  const random = createRandom(11);
  const now = new Date();
  const bodies: string[] = [];
  for (let sent = 0; sent < events; sent += batch) {
    const size = Math.min(batch, events - sent);
    const list = Array.from(
      { length: size },
      () =>
        simulatedEgress(random, { username: `user${random.int(1, 5000)}`, operatingSystem: 'Windows' }, now, new Set())
          .event,
    );
    bodies.push(JSON.stringify({ events: list }));
  }
  return bodies;
}

/**
 * Sends `events` realistic events (built before the clock starts, `batch` a request) from every device at once,
 * one request in flight per device, and times the whole run and each batch.
 */
export async function runIngest(
  baseUrl: string,
  credentials: readonly string[],
  events: number,
  batch: number,
): Promise<IngestRun> {
  const bodies = eventBodies(events, batch);
  const latencies: number[] = [];
  let next = 0;
  let created = 0;
  const started = performance.now();
  await Promise.all(
    credentials.map(async (credential) => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const sentAt = performance.now();
        const result = await post<AgentEventBatchResult>(`${baseUrl}/agents/v1/events`, credential, body);
        latencies.push(performance.now() - sentAt);
        created += result.created;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { events, seconds, batchP50: percentile(latencies, 50), batchP95: percentile(latencies, 95), created };
}

/** What a paced ingest sent and how its batches fared. */
export interface PacedIngest {
  /** Batches due, and those answered 200. */
  batches: number;
  answered: number;
  /** Events the API reported created. */
  created: number;
  /** From the first batch's due moment to the last answer. */
  seconds: number;
  /** Each answered batch's latency from the moment it was due (a batch waiting for a free device counts). */
  latencies: number[];
  failures: string[];
}

/**
 * Agents at a steady rate beside other work: `rate` events a second in batches of `batch`, each batch due at a fixed
 * moment (open loop) and sent by a device with no request in flight, as agents send, until `stop()` or `seconds`.
 * Answers the stop function and the run's outcome.
 */
export function paceIngest(
  baseUrl: string,
  credentials: readonly string[],
  { rate, batch, seconds }: { rate: number; batch: number; seconds: number },
): { stop: () => void; done: Promise<PacedIngest> } {
  const bodies = eventBodies(Math.ceil(rate * seconds), batch);
  const interval = (1000 * batch) / rate;
  const idle = [...credentials];
  const waiting: ((credential: string) => void)[] = [];
  const take = () =>
    idle.length > 0 ? Promise.resolve(idle.pop()!) : new Promise<string>((resolve) => waiting.push(resolve));
  const give = (credential: string) => {
    const next = waiting.shift();
    if (next) next(credential);
    else idle.push(credential);
  };
  let stopped = false;
  const outcome: PacedIngest = { batches: 0, answered: 0, created: 0, seconds: 0, latencies: [], failures: [] };
  const done = (async () => {
    const start = performance.now() + 50;
    let last = start;
    const pending: Promise<void>[] = [];
    for (let index = 0; index < bodies.length && !stopped; index += 1) {
      const due = start + index * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      outcome.batches += 1;
      pending.push(
        (async () => {
          const credential = await take();
          try {
            const result = await post<AgentEventBatchResult>(`${baseUrl}/agents/v1/events`, credential, bodies[index]!);
            last = performance.now();
            outcome.latencies.push(last - due);
            outcome.answered += 1;
            outcome.created += result.created;
          } catch (error) {
            outcome.failures.push(error instanceof Error ? error.message : String(error));
          } finally {
            give(credential);
          }
        })(),
      );
    }
    await Promise.all(pending);
    outcome.seconds = (last - start) / 1000;
    outcome.latencies.sort((a, b) => a - b);
    return outcome;
  })();
  return { stop: () => (stopped = true), done };
}

/** The p50, p95 and p99 of a paced ingest's batch latencies, in words. */
export function describeIngest(run: PacedIngest, rate: number): string {
  const ms = (p: number) => percentile(run.latencies, p).toFixed(0);
  return (
    `${run.created.toLocaleString('en-US')} events created in ${run.answered} of ${run.batches} batches due ` +
    `(${(run.created / Math.max(run.seconds, 0.001)).toFixed(0)} events/s over ${run.seconds.toFixed(1)} s; asked ${rate}); ` +
    `batch latency from its due moment p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms; ` +
    `failures ${run.failures.length}${run.failures[0] ? ` (first: ${run.failures[0].slice(0, 200)})` : ''}`
  );
}
