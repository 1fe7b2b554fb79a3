import { parse } from 'csv-parse/sync';
import { DEVICE_SORT_COLUMNS } from 'shared-contracts';
import type { Device } from 'shared-contracts';
import { createDeviceTestKit } from './device-test-kit';
import type { DeviceTestKit } from './device-test-kit';
import { deviceListing } from './device-listing';

const MINUTE = 60_000;
let kit: DeviceTestKit;
beforeAll(async () => {
  kit = await createDeviceTestKit();
});
afterAll(() => kit.t.close());

const devicesOf = (query: string, token?: string) => kit.devicesOf(query, token);
const countOf = async (query: string) => (await kit.call('GET', `/devices/count?${query}`)).json();

describe('devices', () => {
  it('GET /devices answers up to 1000 devices by lastSeen descending, each with the SPEC fields', async () => {
    const devices = await devicesOf('', kit.analyst);
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
    expect((await kit.call('GET', '/devices?agentStatus=Asleep')).statusCode).toBe(400);
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
    const os = (await kit.call('GET', '/filters/device-os-options?search=test')).json().options;
    expect(os).toEqual([{ value: 'TestOS', label: 'TestOS' }]);
    const cpu = (await kit.call('GET', '/filters/device-cpu-options', undefined, kit.analyst)).json().options;
    expect(cpu.map((option: { value: string }) => option.value)).toContain('riscv64');
  });

  it('GET /devices/export streams the filtered devices as CSV', async () => {
    const response = await kit.call('GET', '/devices/export?operatingSystem=TestOS');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="devices-.+\.csv"$/);
    const records = parse(response.body, { record_delimiter: '\r\n', bom: true }) as string[][];
    expect(records[0]).toEqual(expect.arrayContaining(['Host Name', 'Agent Status', 'Last Seen']));
    expect(records).toHaveLength(5);
  });
});
