import type { Device } from 'shared-contracts';
import { createAgentTestKit, heartbeatOf } from '../../testing/agent-test-kit';
import type { AgentTestKit } from '../../testing/agent-test-kit';

let kit: AgentTestKit;
beforeAll(async () => {
  kit = await createAgentTestKit();
});
afterAll(() => kit.t.close());

const devicesNamed = async (hostname: string, token = kit.acmeAdmin, tenant = 'acme-corp') => {
  const response = await kit.t.call({ method: 'GET', url: `/devices?search=${hostname}`, token, tenant });
  return response.json().devices as Device[];
};

describe('enrolment and heartbeats', () => {
  it('enrols with a token, then heartbeats carry the desired state until the device settles', async () => {
    const { secret, enrolmentToken } = await kit.createToken(kit.acmeAdmin, 'acme-corp');
    const listed = await kit.t.call({
      method: 'GET',
      url: '/devices/enrolment-tokens',
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
    });
    expect(listed.body).not.toContain(secret.split('.').pop());
    expect(listed.json().enrolmentTokens[0]).toMatchObject({ id: enrolmentToken.id, enrolments: 0, revokedAt: null });

    const device = await kit.enrol(secret, 'agent-test-mac-1');
    expect(device).toMatchObject({ tenantId: 'acme-corp', heartbeatIntervalSeconds: 30 });
    const [row] = await devicesNamed('agent-test-mac-1');
    expect(row).toMatchObject({ id: device.deviceId, agentStatus: 'Online', revoked: false, agentVersion: '4.13.0' });

    const patch = await kit.t.call({
      method: 'PATCH',
      url: `/devices/${device.deviceId}`,
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
      payload: { AgentDisable: true },
    });
    expect(patch.json()).toMatchObject({ agentDisabled: true, agentDisabledCurrent: false });

    const beat = await kit.agent(
      'heartbeat',
      device.credential,
      heartbeatOf('agent-test-mac-1', { agent: false, extension: false }),
    );
    expect(beat.statusCode).toBe(200);
    expect(beat.json().desired).toEqual({ agentDisabled: true, chromeExtensionDisabled: false });
    // The agent applies it and says so on its next heartbeat: desired and current agree (no longer pending).
    const user = { ...heartbeatOf('agent-test-mac-1', { agent: true, extension: false }), lastActiveUser: 'bo.chen' };
    expect((await kit.agent('heartbeat', device.credential, user)).statusCode).toBe(200);
    expect((await devicesNamed('agent-test-mac-1'))[0]).toMatchObject({
      agentDisabled: true,
      agentDisabledCurrent: true,
      lastActiveUser: 'bo.chen',
    });
    const tokens = await kit.t.call({
      method: 'GET',
      url: '/devices/enrolment-tokens',
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
    });
    expect(tokens.json().enrolmentTokens[0]).toMatchObject({ enrolments: 1 });
  });

  it('refuses a revoked enrolment token (403), a forged or malformed one and a console session (401)', async () => {
    const { secret, enrolmentToken } = await kit.createToken(kit.acmeAdmin, 'acme-corp', 'Revoked soon');
    const revoke = await kit.t.call({
      method: 'POST',
      url: `/devices/enrolment-tokens/${enrolmentToken.id}/revoke`,
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
    });
    expect(revoke.json()).toMatchObject({ id: enrolmentToken.id, revokedAt: expect.any(String) });
    const facts = { hostname: 'never', operatingSystem: 'Linux', cpuArchitecture: 'x86_64' };
    const refused = await kit.agent('enrol', secret, facts);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().detail).toMatch(/revoked/);
    const forged = `${secret.slice(0, -4)}AAAA`;
    for (const token of [forged, 'garbage', kit.acmeAdmin, undefined])
      expect((await kit.agent('enrol', token, facts)).statusCode).toBe(401);
    const audit = await kit.t.call({
      method: 'GET',
      url: `/audit-logs?search=${enrolmentToken.id}`,
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
    });
    expect(audit.json().results.map((entry: { action: string }) => entry.action)).toEqual([
      'Revoke enrolment token',
      'Create enrolment token',
    ]);
  });

  it('refuses a revoked device on its next call (403) and a device credential on console routes (401)', async () => {
    const { secret } = await kit.createToken(kit.acmeAdmin, 'acme-corp');
    const device = await kit.enrol(secret, 'agent-test-revoked');
    const beat = heartbeatOf('agent-test-revoked', { agent: false, extension: false });
    expect((await kit.agent('heartbeat', device.credential, beat)).statusCode).toBe(200);
    const consoleCall = await kit.t.call({
      method: 'GET',
      url: '/devices',
      token: device.credential,
      tenant: 'acme-corp',
    });
    expect(consoleCall.statusCode).toBe(401);
    // An enrolment token is not a device credential, nor the other way round.
    expect((await kit.agent('heartbeat', secret, beat)).statusCode).toBe(401);
    expect(
      (await kit.agent('enrol', device.credential, { hostname: 'x', operatingSystem: 'x', cpuArchitecture: 'x' }))
        .statusCode,
    ).toBe(401);

    const revoke = await kit.t.call({
      method: 'POST',
      url: `/devices/${device.deviceId}/revoke`,
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
    });
    expect(revoke.json()).toMatchObject({ id: device.deviceId, revoked: true });
    const refused = await kit.agent('heartbeat', device.credential, beat);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await kit.agent('events', device.credential, { events: [] })).statusCode).toBe(403);
  });

  it('keeps tenants apart: a Globex device is invisible to Acme (404) and its credential cannot reach Acme', async () => {
    const { secret } = await kit.createToken(kit.globexAdmin, 'globex');
    const device = await kit.enrol(secret, 'globex-agent-host');
    expect(device.tenantId).toBe('globex');
    expect(await devicesNamed('globex-agent-host')).toEqual([]);
    expect(await devicesNamed('globex-agent-host', kit.globexAdmin, 'globex')).toHaveLength(1);
    for (const url of [`/devices/${device.deviceId}/revoke`]) {
      const response = await kit.t.call({ method: 'POST', url, token: kit.acmeAdmin, tenant: 'acme-corp' });
      expect(response.statusCode).toBe(404);
    }
    const patch = await kit.t.call({
      method: 'PATCH',
      url: `/devices/${device.deviceId}`,
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
      payload: { AgentDisable: true },
    });
    expect(patch.statusCode).toBe(404);
    // The same id and secret presented as Acme's: looked up in Acme's scope, where no such device exists.
    const [, id, key] = device.credential.split('.');
    const asAcme = `cdc_${Buffer.from('acme-corp').toString('base64url')}.${id}.${key}`;
    const beat = heartbeatOf('globex-agent-host', { agent: false, extension: false });
    expect((await kit.agent('heartbeat', asAcme, beat)).statusCode).toBe(401);
    // An Acme admin cannot mint tokens for Globex.
    const foreign = await kit.t.call({
      method: 'POST',
      url: '/devices/enrolment-tokens',
      token: kit.acmeAdmin,
      tenant: 'globex',
      payload: { name: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
