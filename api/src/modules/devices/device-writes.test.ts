import { CANARY } from '../../testing/canaries';
import type { Device } from 'shared-contracts';
import { ACME_PROBE_DEVICE, GLOBEX_CANARY_DEVICE } from './device-canaries';
import { createDeviceTestKit } from './device-test-kit';
import type { DeviceTestKit } from './device-test-kit';

let kit: DeviceTestKit;
beforeAll(async () => {
  kit = await createDeviceTestKit();
});
afterAll(() => kit.t.close());

const call = (method: 'GET' | 'PATCH', url: string, payload?: object, token?: string) =>
  kit.call(method, url, payload, token);
const devicesOf = (query: string) => kit.devicesOf(query);
const probe = async () => (await devicesOf(`search=probe-device-host`))[0]!;

describe('device writes', () => {
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
    expect((await call('PATCH', url, { AgentDisable: true }, kit.analyst)).statusCode).toBe(403);
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
    expect((await call('PATCH', '/devices/batch', body, kit.analyst)).statusCode).toBe(403);
    expect((await call('PATCH', '/devices/batch', { allMatching: { planet: ['x'] }, changes: {} })).statusCode).toBe(
      400,
    );
  });

  it('another tenant sees none of Acme’s devices and gets 404 for one', async () => {
    const globex = await kit.t.call({ method: 'GET', url: '/devices', token: kit.multi, tenant: 'globex' });
    expect(globex.statusCode).toBe(200);
    const ids = (globex.json().devices as Device[]).map((device) => device.id);
    expect(ids).toContain(GLOBEX_CANARY_DEVICE);
    expect(ids).not.toContain(ACME_PROBE_DEVICE);
    expect(globex.body.includes('probe-device') || globex.body.includes('TestOS')).toBe(false);
    const patch = await kit.t.call({
      method: 'PATCH',
      url: `/devices/${ACME_PROBE_DEVICE}`,
      payload: { AgentDisable: true },
      token: kit.multi,
      tenant: 'globex',
    });
    expect(patch.statusCode).toBe(404);
    const batch = await kit.t.call({
      method: 'PATCH',
      url: '/devices/batch',
      payload: { allMatching: { operatingSystem: ['TestOS'] }, changes: { AgentDisable: true } },
      token: kit.multi,
      tenant: 'globex',
    });
    expect(batch.json()).toEqual({ matched: 0, updated: 0 });
  });
});
