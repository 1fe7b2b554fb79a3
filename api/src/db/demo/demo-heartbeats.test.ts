import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../../testing/query-rows';
import type { Database } from '../database';
import { withMaintenance, withTenant } from '../tenant-scope';
import { AGENT_STATUS_SQL } from '../../modules/devices/device-listing';
import { protectedDevices } from '../../modules/dashboard/widgets';
import { copyTemplateDatabase } from '../../testing/test-app';
import { DEMO_TENANTS } from './catalog-org';
import type { DemoTenant } from './catalog-org';
import { beatDemoDevices, startDemoHeartbeats } from './demo-heartbeats';

// Issue 33, item 9: the demo's devices call in while the console runs, so those the demo made Online stay Online
// (the test data set's anchor is months old: without a heartbeat every device reads Offline or Inactive).

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(async () => {
  await database.close();
});

const acme = DEMO_TENANTS.find((tenant) => tenant.id === 'acme-corp')!;
const globex = DEMO_TENANTS.find((tenant) => tenant.id === 'globex')!;

interface StatusCounts {
  online: number;
  offline: number;
  inactive: number;
  /** Devices within the Online window of the tenant's most recent heartbeat: Online as the demo made them. */
  demoOnline: number;
  latest: string;
}

/** The agent statuses of a tenant's demo devices (the test data set adds canary devices of its own). */
async function statusOf(tenant: DemoTenant): Promise<StatusCounts> {
  const hosts = `^${tenant.hostPrefix}-(WIN|MAC|LNX)-`;
  const [row] = await withMaintenance(database, (tx) =>
    uncheckedRows<StatusCounts>(
      tx,
      sql`WITH demo AS (SELECT last_seen FROM devices WHERE tenant_id = ${tenant.id} AND hostname ~ ${hosts}),
            latest AS (SELECT max(last_seen) AS at FROM demo)
          SELECT count(*) FILTER (WHERE last_seen >= now() - interval '15 minutes')::int AS online,
            count(*) FILTER (WHERE last_seen < now() - interval '15 minutes' AND last_seen >= now() - interval '30 days')::int AS offline,
            count(*) FILTER (WHERE last_seen < now() - interval '30 days')::int AS inactive,
            count(*) FILTER (WHERE last_seen >= latest.at - interval '15 minutes')::int AS "demoOnline",
            max(latest.at)::text AS latest
          FROM demo, latest`,
    ),
  );
  return row!;
}

describe('beatDemoDevices', () => {
  it("keeps the devices the demo made Online Online, and leaves the others' and other tenants' devices alone", async () => {
    const before = await statusOf(acme);
    const globexBefore = await statusOf(globex);
    // The test data is old: nothing is Online until a heartbeat.
    expect(before.online).toBe(0);
    expect(before.demoOnline).toBeGreaterThan(20);

    const moved = await beatDemoDevices(database, acme);

    expect(moved).toBe(before.demoOnline);
    const after = await statusOf(acme);
    expect(after.online).toBe(before.demoOnline);
    expect(after.demoOnline).toBe(before.demoOnline);
    expect(after.online + after.offline + after.inactive).toBe(before.online + before.offline + before.inactive);
    expect(await statusOf(globex)).toEqual(globexBefore);

    // The next heartbeat moves the same devices: they stay Online.
    expect(await beatDemoDevices(database, acme)).toBe(before.demoOnline);
    expect((await statusOf(acme)).online).toBe(before.demoOnline);
  });
});

describe("the dashboard's active agents", () => {
  it("agree with the device grid once the demo's devices call in: Online and switched on", async () => {
    await beatDemoDevices(database, acme);
    const range = { start: new Date('2025-01-01T00:00:00.000Z'), end: new Date() };
    const widget = await withTenant(database, acme.id, (tx) => protectedDevices(tx, acme.id, range));
    const [grid] = await withMaintenance(database, (tx) =>
      uncheckedRows<{ running: number }>(
        tx,
        sql`SELECT count(*)::int AS running FROM devices
            WHERE tenant_id = ${acme.id} AND ${sql.raw(AGENT_STATUS_SQL)} = 'Online' AND NOT agent_disabled_current`,
      ),
    );
    expect(grid!.running).toBeGreaterThan(20);
    expect(widget.agentActive).toBe(grid!.running);
    expect(widget.devices).toBeGreaterThan(widget.agentActive);
  });
});

describe('startDemoHeartbeats', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('beats every demo tenant at once and then every period, and not after stop', async () => {
    jest.useFakeTimers();
    const beats: string[] = [];
    const heartbeats = startDemoHeartbeats(database, 60, undefined, DEMO_TENANTS, async (_, tenant) => {
      beats.push(tenant.id);
      return 0;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(beats).toEqual(['acme-corp', 'globex', 'initech']);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(beats).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(beats).toHaveLength(6);
    await heartbeats.stop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(beats).toHaveLength(6);
  });

  it("logs a tenant's failed heartbeat and goes on with the others", async () => {
    jest.useFakeTimers();
    const lines: string[] = [];
    const beats: string[] = [];
    const heartbeats = startDemoHeartbeats(
      database,
      60,
      (line) => lines.push(line),
      DEMO_TENANTS,
      async (_, tenant) => {
        if (tenant.id === 'globex') throw new Error('connection lost');
        beats.push(tenant.id);
        return 0;
      },
    );
    await jest.advanceTimersByTimeAsync(0);
    await heartbeats.stop();
    expect(beats).toEqual(['acme-corp', 'initech']);
    expect(lines).toEqual(['demo heartbeat of globex failed: connection lost']);
  });
});
