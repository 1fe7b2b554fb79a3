import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { DEVICE_INACTIVE_AFTER_DAYS, DEVICE_ONLINE_WITHIN_MINUTES, DEVICE_SORT_COLUMNS } from 'shared-contracts';
import type { Device } from 'shared-contracts';
import { withMaintenance } from '../../db/tenant-scope';
import { CANARY } from '../../testing/canaries';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { ACME_PROBE_DEVICE, GLOBEX_CANARY_DEVICE } from './device-canaries';
import { deviceListing } from './device-listing';

let t: TestApp;
let admin: string;
let analyst: string;
let multi: string;
const acme = 'acme-corp';
const MINUTE = 60_000;

/** Devices at known distances from the status thresholds, so the derived status is checked at its edges. */
const AGES = {
  'status-online': DEVICE_ONLINE_WITHIN_MINUTES * MINUTE - MINUTE,
  'status-offline': DEVICE_ONLINE_WITHIN_MINUTES * MINUTE + MINUTE,
  'status-still-offline': DEVICE_INACTIVE_AFTER_DAYS * 1440 * MINUTE - 10 * MINUTE,
  'status-inactive': DEVICE_INACTIVE_AFTER_DAYS * 1440 * MINUTE + 10 * MINUTE,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
  multi = await t.tokenFor('multi@globex.example');
  await withMaintenance(t.database, async (tx) => {
    for (const [hostname, age] of Object.entries(AGES))
      await tx.execute(sql`INSERT INTO devices (tenant_id, id, hostname, operating_system, cpu_architecture,
          agent_status, extension_status, last_seen)
        VALUES (${acme}, gen_random_uuid(), ${hostname}, 'TestOS', 'riscv64', 'Online', 'Active',
          now() - ${`${age} milliseconds`}::interval)`);
  });
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH';
const call = (method: Method, url: string, payload?: object, token = admin, tenant = acme) =>
  t.call({ method, url, token, tenant, ...(payload && { payload }) });
const devicesOf = async (query: string, token = admin) => {
  const response = await call('GET', `/devices?${query}`, undefined, token);
  expect(response.statusCode).toBe(200);
  return response.json().devices as Device[];
};
const countOf = async (query: string) => (await call('GET', `/devices/count?${query}`)).json();
const probe = async () => (await devicesOf(`search=probe-device-host`))[0]!;

describe('devices', () => {
  it('GET /devices answers up to 1000 devices by lastSeen descending, each with the SPEC fields', async () => {
    const devices = await devicesOf('', analyst);
    expect(devices.length).toBeGreaterThan(10);
    expect(devices.length).toBeLessThanOrEqual(1000);
    const seen = devices.map((device) => Date.parse(device.lastSeen));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(Object.keys(devices[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'agentDisabled',
        'agentDisabledCurrent',
        'chromeExtensionDisabled',
        'chromeExtensionDisabledCurrent',
        'lastSeen',
        'hostname',
        'agentStatus',
        'extensionStatus',
        'operatingSystem',
        'cpuArchitecture',
      ]),
    );
    const counts = await countOf('');
    expect(counts.totalDevices).toBe(devices.length);
    expect(counts.totalFilteredDevices).toBe(devices.length);
  });

  it('sorts by the sort columns the contract names, each backed by a (tenant_id, column, id) index', async () => {
    expect(Object.keys(deviceListing.sortColumns)).toEqual([...DEVICE_SORT_COLUMNS]);
    // The database's collation orders text; ascending is exactly descending reversed (the id breaks ties), and each
    // column gives its own order.
    const orders = new Set<string>();
    for (const column of DEVICE_SORT_COLUMNS) {
      const ascending = (await devicesOf(`sortColumn=${column}&sortOrder=asc`)).map((device) => device.id);
      const descending = (await devicesOf(`sortColumn=${column}&sortOrder=desc`)).map((device) => device.id);
      expect(ascending.length).toBeGreaterThan(10);
      expect(ascending).toEqual([...descending].reverse());
      orders.add(ascending.join());
    }
    expect(orders.size).toBe(DEVICE_SORT_COLUMNS.length);
  });

  it('derives the agent status from lastSeen at the documented thresholds, and filters by it', async () => {
    const devices = await devicesOf('operatingSystem=TestOS&sortColumn=hostname&sortOrder=asc');
    expect(Object.fromEntries(devices.map((device) => [device.hostname, device.agentStatus]))).toEqual({
      'status-inactive': 'Inactive',
      'status-offline': 'Offline',
      'status-online': 'Online',
      'status-still-offline': 'Offline',
    });
    const offline = await devicesOf('operatingSystem=TestOS&agentStatus=Offline');
    expect(offline.map((device) => device.hostname).sort()).toEqual(['status-offline', 'status-still-offline']);
    expect(await countOf('operatingSystem=TestOS&agentStatus=Offline&agentStatus=Inactive')).toEqual({
      totalDevices: expect.any(Number),
      totalFilteredDevices: 3,
    });
    expect((await call('GET', '/devices?agentStatus=Asleep')).statusCode).toBe(400);
  });

  it('filters by every device filter, the date picker applying to lastSeen', async () => {
    const sample = (await devicesOf('agentStatus=Online&agentStatus=Offline')).find((d) => d.agentVersion !== '')!;
    const filters: [string, string][] = [
      ['hostname', sample.hostname],
      ['lastActiveUser', sample.lastActiveUser],
      ['agentVersion', sample.agentVersion],
      ['extensionVersion', sample.extensionVersion],
      ['operatingSystem', sample.operatingSystem],
      ['cpuArchitecture', sample.cpuArchitecture],
      ['extensionStatus', sample.extensionStatus],
    ];
    for (const [key, value] of filters) {
      const found = await devicesOf(`${key}=${encodeURIComponent(value)}`);
      expect(found.map((device) => device.id)).toContain(sample.id);
      for (const device of found) expect(device[key as keyof Device]).toBe(value);
    }
    const hour = new Date(Date.now() - 60 * MINUTE).toISOString();
    const recent = await devicesOf(`from=${hour}`);
    for (const device of recent) expect(Date.parse(device.lastSeen)).toBeGreaterThanOrEqual(Date.parse(hour));
    const older = await devicesOf(`to=${hour}`);
    expect(recent.length + older.length).toBe((await countOf('')).totalDevices);
  });

  it('GET /filters/device-*-options answer the values of the tenant', async () => {
    const os = (await call('GET', '/filters/device-os-options?search=test')).json().options;
    expect(os).toEqual([{ value: 'TestOS', label: 'TestOS' }]);
    const cpu = (await call('GET', '/filters/device-cpu-options', undefined, analyst)).json().options;
    expect(cpu.map((option: { value: string }) => option.value)).toContain('riscv64');
  });

  it('GET /devices/export streams the filtered devices as CSV', async () => {
    const response = await call('GET', '/devices/export?operatingSystem=TestOS');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="devices-.+\.csv"$/);
    const records = parse(response.body, { record_delimiter: '\r\n' }) as string[][];
    expect(records[0]).toEqual(expect.arrayContaining(['Host Name', 'Agent Status', 'Last Seen']));
    expect(records).toHaveLength(5);
  });

  it('PATCH /devices/{id} sets the desired state, leaves the reported one (pending) and audits it', async () => {
    const before = await probe();
    const response = await call('PATCH', `/devices/${before.id}`, { AgentDisable: !before.agentDisabled });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Device;
    expect(after).toMatchObject({ id: before.id, agentDisabled: !before.agentDisabled });
    expect(after.agentDisabledCurrent).toBe(before.agentDisabledCurrent);
    expect(after.chromeExtensionDisabled).toBe(before.chromeExtensionDisabled);
    expect((await probe()).agentDisabled).toBe(!before.agentDisabled);
    const both = await call('PATCH', `/devices/${before.id}`, { AgentDisable: false, ChromeExtensionDisable: true });
    expect(both.json()).toMatchObject({ agentDisabled: false, chromeExtensionDisabled: true });
    const audit = (await call('GET', `/audit-logs?search=${before.id}`)).json().results;
    expect(audit[0]).toMatchObject({
      page: 'Device Management',
      action: 'Enable agent, Disable extension',
      objectId: before.id,
    });
    expect(audit.length).toBe(2);
  });

  it('PATCH refuses bad bodies (400), a viewer (403) and a device of another tenant (404)', async () => {
    const url = `/devices/${ACME_PROBE_DEVICE}`;
    expect((await call('PATCH', url, {})).statusCode).toBe(400);
    expect((await call('PATCH', url, { AgentDisable: 'yes' })).statusCode).toBe(400);
    expect((await call('PATCH', url, { AgentDisable: true, agentDisabledCurrent: true })).statusCode).toBe(400);
    expect((await call('PATCH', '/devices/not-a-uuid', { AgentDisable: true })).statusCode).toBe(400);
    expect((await call('PATCH', url, { AgentDisable: true }, analyst)).statusCode).toBe(403);
    const foreign = await call('PATCH', `/devices/${GLOBEX_CANARY_DEVICE}`, { AgentDisable: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(CANARY);
  });

  it('PATCH /devices/batch sets the desired state of every matching device, counts the changes, audits once', async () => {
    const body = { allMatching: { operatingSystem: ['TestOS'] }, changes: { ChromeExtensionDisable: true } };
    const first = await call('PATCH', '/devices/batch', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ matched: 4, updated: 4 });
    expect(await call('PATCH', '/devices/batch', body).then((r) => r.json())).toEqual({ matched: 4, updated: 0 });
    for (const device of await devicesOf('operatingSystem=TestOS')) expect(device.chromeExtensionDisabled).toBe(true);
    const narrowed = { allMatching: { operatingSystem: ['TestOS'], agentStatus: ['Online'] }, changes: body.changes };
    const online = await call('PATCH', '/devices/batch', { ...narrowed, changes: { ChromeExtensionDisable: false } });
    expect(online.json()).toEqual({ matched: 1, updated: 1 });
    const audit = (await call('GET', `/audit-logs?action=${encodeURIComponent('Disable extension (bulk)')}`)).json();
    expect(audit.results[0]).toMatchObject({
      page: 'Device Management',
      description: expect.stringContaining('TestOS'),
    });
    expect((await call('PATCH', '/devices/batch', body, analyst)).statusCode).toBe(403);
    expect((await call('PATCH', '/devices/batch', { allMatching: { planet: ['x'] }, changes: {} })).statusCode).toBe(
      400,
    );
  });

  it('another tenant sees none of Acme’s devices and gets 404 for one', async () => {
    const globex = await t.call({ method: 'GET', url: '/devices', token: multi, tenant: 'globex' });
    expect(globex.statusCode).toBe(200);
    const ids = (globex.json().devices as Device[]).map((device) => device.id);
    expect(ids).toContain(GLOBEX_CANARY_DEVICE);
    expect(ids).not.toContain(ACME_PROBE_DEVICE);
    expect(globex.body.includes('probe-device') || globex.body.includes('TestOS')).toBe(false);
    const patch = await t.call({
      method: 'PATCH',
      url: `/devices/${ACME_PROBE_DEVICE}`,
      payload: { AgentDisable: true },
      token: multi,
      tenant: 'globex',
    });
    expect(patch.statusCode).toBe(404);
    const batch = await t.call({
      method: 'PATCH',
      url: '/devices/batch',
      payload: { allMatching: { operatingSystem: ['TestOS'] }, changes: { AgentDisable: true } },
      token: multi,
      tenant: 'globex',
    });
    expect(batch.json()).toEqual({ matched: 0, updated: 0 });
  });
});
