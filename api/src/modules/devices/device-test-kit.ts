import { sql } from 'drizzle-orm';
import { DEVICE_INACTIVE_AFTER_DAYS, DEVICE_ONLINE_WITHIN_MINUTES } from 'shared-contracts';
import type { Device } from 'shared-contracts';
import { withMaintenance } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

const MINUTE = 60_000;

/** Devices (OS 'TestOS') at known distances from the status thresholds, so the derived status is checked at its edges. */
const STATUS_DEVICE_AGES = {
  'status-online': DEVICE_ONLINE_WITHIN_MINUTES * MINUTE - MINUTE,
  'status-offline': DEVICE_ONLINE_WITHIN_MINUTES * MINUTE + MINUTE,
  'status-still-offline': DEVICE_INACTIVE_AFTER_DAYS * 1440 * MINUTE - 10 * MINUTE,
  'status-inactive': DEVICE_INACTIVE_AFTER_DAYS * 1440 * MINUTE + 10 * MINUTE,
};

/** The device tests' app (Acme plus the status devices), its users' tokens and calls as an Acme user. */
export interface DeviceTestKit {
  t: TestApp;
  admin: string;
  analyst: string;
  multi: string;
  call(method: 'GET' | 'PATCH', url: string, payload?: object, token?: string): ReturnType<TestApp['call']>;
  /** GET /devices?<query> (200 expected) as the admin, or as `token`. */
  devicesOf(query: string, token?: string): Promise<Device[]>;
}

/** Boots the app on a copy of the test data and plants the status devices in Acme (tests only). */
export async function createDeviceTestKit(): Promise<DeviceTestKit> {
  const t = await createTestApp();
  const [admin, analyst, multi] = await Promise.all(
    ['admin@acme.example', 'analyst@acme.example', 'multi@globex.example'].map((login) => t.tokenFor(login)),
  );
  await withMaintenance(t.database, async (tx) => {
    for (const [hostname, age] of Object.entries(STATUS_DEVICE_AGES))
      await tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, operating_system, cpu_architecture,
          extension_status, last_seen)
        VALUES ('acme-corp', gen_random_uuid(), ${hostname}, 'TestOS', 'riscv64', 'Active',
          now() - ${`${age} milliseconds`}::interval)`);
  });
  const call: DeviceTestKit['call'] = (method, url, payload, token = admin!) =>
    t.call({ method, url, token, tenant: 'acme-corp', ...(payload && { payload }) });
  return {
    t,
    admin: admin!,
    analyst: analyst!,
    multi: multi!,
    call,
    async devicesOf(query, token) {
      const response = await call('GET', `/devices?${query}`, undefined, token);
      if (response.statusCode !== 200) throw new Error(`GET /devices?${query} answered ${response.statusCode}`);
      return response.json().devices as Device[];
    },
  };
}
