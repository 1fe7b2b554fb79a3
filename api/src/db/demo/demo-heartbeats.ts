import { DEVICE_ONLINE_WITHIN_MINUTES } from 'shared-contracts';
import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Database } from '../database';
import { queryRows } from '../database';
import { withTenant } from '../tenant-scope';
import { DEMO_TENANTS } from './catalog-org';
import type { DemoTenant } from './catalog-org';

/** How often the demo's devices call in while the console runs (well inside the Online window). */
export const DEMO_HEARTBEAT_SECONDS = 60;

/** The most devices of one tenant a heartbeat moves: the demo has a few hundred; the bound keeps a tick cheap. */
export const DEMO_HEARTBEAT_LIMIT = 2000;

/** A demo device's host name: `<tenant prefix>-<WIN|MAC|LNX>-<four digits>` (seed-config.ts). */
function demoHostPattern(tenant: DemoTenant): string {
  return `^${tenant.hostPrefix}-(WIN|MAC|LNX)-[0-9]{4}$`;
}

const Moved = Type.Object({ moved: Type.Integer() });

/**
 * One heartbeat of a tenant's demo devices, in the tenant's scope: the devices that were Online at the latest demo
 * heartbeat (their lastSeen within DEVICE_ONLINE_WITHIN_MINUTES of the most recent one) move forward by the time
 * since then, so they stay Online with the ages the demo gave them, and the Offline and Inactive ones stay so. After
 * a restart the same devices come back Online. Answers how many devices moved.
 */
export async function beatDemoDevices(database: Database, tenant: DemoTenant): Promise<number> {
  const pattern = demoHostPattern(tenant);
  const rows = await withTenant(database, tenant.id, (tx) =>
    queryRows(
      tx,
      sql`WITH latest AS (
            SELECT max(last_seen) AS at FROM devices WHERE tenant_id = ${tenant.id} AND hostname ~ ${pattern}
          ), online AS (
            SELECT d.id FROM devices d, latest
            WHERE d.tenant_id = ${tenant.id} AND d.hostname ~ ${pattern} AND latest.at < now()
              AND d.last_seen >= latest.at - make_interval(mins => ${DEVICE_ONLINE_WITHIN_MINUTES}::int)
            ORDER BY d.last_seen DESC LIMIT ${DEMO_HEARTBEAT_LIMIT}::int
          ), moved AS (
            UPDATE devices d SET last_seen = d.last_seen + (now() - latest.at)
            FROM latest, online WHERE d.tenant_id = ${tenant.id} AND d.id = online.id
            RETURNING 1
          )
          SELECT count(*)::int AS moved FROM moved`,
      Moved,
    ),
  );
  return rows[0]?.moved ?? 0;
}

/** The running heartbeats: `stop` ends them and waits for a tick under way. */
export interface DemoHeartbeats {
  stop(): Promise<void>;
}

/**
 * Beats every demo tenant's devices now and then every `seconds` while the process runs (`server.ts` starts it in
 * local mode with demo data; never in production mode, nor under the tests unless asked). The timer does not keep
 * the process alive, and a tick's error is logged, not thrown.
 */
export function startDemoHeartbeats(
  database: Database,
  seconds: number,
  log: (line: string) => void = () => undefined,
  tenants: readonly DemoTenant[] = DEMO_TENANTS,
  beat: (database: Database, tenant: DemoTenant) => Promise<number> = beatDemoDevices,
): DemoHeartbeats {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running.then(async () => {
      for (const tenant of tenants) {
        if (stopped) return;
        try {
          await beat(database, tenant);
        } catch (error) {
          log(`demo heartbeat of ${tenant.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
  };
  tick();
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
