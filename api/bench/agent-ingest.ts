import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AgentEnrolResult, AgentEventBatchResult } from 'shared-contracts';
import { simulatedDeviceFacts, simulatedEgress } from '../src/agents-simulator/event-factory';
import type { Database } from '../src/db/database';
import { createRandom } from '../src/db/demo/prng';
import { withMaintenance } from '../src/db/tenant-scope';
import { issueSecret } from '../src/modules/agents/credentials';
import { BENCH_TENANT } from './generate-incidents';

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

/** Enrols `devices` devices of the bench tenant through the agents API (the token planted as the owner). */
export async function enrolBenchDevices(database: Database, baseUrl: string, devices: number): Promise<string[]> {
  const token = issueSecret('enrol', BENCH_TENANT);
  await withMaintenance(database, (tx) =>
    tx.execute(sql`INSERT INTO enrolment_tokens (tenant_id, id, name, secret_hash, created_by, expires_at)
      VALUES (${BENCH_TENANT}, ${token.id}::uuid, 'bench', ${token.hash}, 'bench', now() + interval '1 day')`),
  );
  const random = createRandom(7);
  const credentials: string[] = [];
  for (let index = 0; index < devices; index += 1) {
    const facts = { ...simulatedDeviceFacts(random, index), hostname: `BENCH-AGENT-${randomUUID().slice(0, 8)}` };
    const enrolled = await post<AgentEnrolResult>(`${baseUrl}/agents/v1/enrol`, token.token, JSON.stringify(facts));
    credentials.push(enrolled.credential);
  }
  return credentials;
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
  const random = createRandom(11);
  const now = new Date();
  const bodies: string[] = [];
  for (let sent = 0; sent < events; sent += batch) {
    const size = Math.min(batch, events - sent);
    // Each event's content is new to its sender: the bench sends events only, as a device's event batches.
    const list = Array.from(
      { length: size },
      () =>
        simulatedEgress(random, { username: `user${random.int(1, 5000)}`, operatingSystem: 'Windows' }, now, new Set())
          .event,
    );
    bodies.push(JSON.stringify({ events: list }));
  }
  const latencies: number[] = [];
  let next = 0;
  let created = 0;
  const started = performance.now();
  await Promise.all(
    credentials.map(async (credential) => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const at = performance.now();
        const result = await post<AgentEventBatchResult>(`${baseUrl}/agents/v1/events`, credential, body);
        latencies.push(performance.now() - at);
        created += result.created;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
  return { events, seconds, batchP50: at(0.5), batchP95: at(0.95), created };
}
