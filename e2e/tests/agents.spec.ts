import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, apiHeaders, apiSession, openSignedIn } from './console';

// The agents API beside the console.
const api = API_URL;

/** An enrolment token of Acme, created as its Tenant Admin through the console's own route. */
async function enrolmentToken(request: APIRequestContext): Promise<string> {
  const session = await apiSession(request, 'admin@acme.example');
  const created = await request.post(`${api}/devices/enrolment-tokens`, {
    headers: apiHeaders(session, 'acme-corp'),
    data: { name: 'Playwright agent' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { secret: string }).secret;
}

// A simulated agent enrols through the agents API; an admin disables it in the Device Manager and sees Pending; the
// agent's next heartbeat receives the desired state, the one after reports it applied, and the row settles.
test('a toggled agent shows Pending until the device confirms it in a heartbeat', async ({ page, request }) => {
  const hostname = `E2E-AGENT-${Date.now().toString(36).toUpperCase()}`;
  const facts = { hostname, operatingSystem: 'macOS', osVersion: 'macOS 15.3', cpuArchitecture: 'arm64' };
  const versions = { agentVersion: '4.13.0', extensionVersion: '2.9.1', lastActiveUser: 'ana.lee' };
  const enrol = await request.post(`${api}/agents/v1/enrol`, {
    headers: { authorization: `Bearer ${await enrolmentToken(request)}` },
    data: { ...facts, ...versions },
  });
  expect(enrol.status()).toBe(201);
  const { credential } = (await enrol.json()) as { credential: string };
  const heartbeat = async (agentDisabled: boolean) => {
    const response = await request.post(`${api}/agents/v1/heartbeat`, {
      headers: { authorization: `Bearer ${credential}` },
      data: { ...facts, ...versions, agentDisabled, chromeExtensionDisabled: false },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { desired: { agentDisabled: boolean } }).desired;
  };
  expect(await heartbeat(false)).toMatchObject({ agentDisabled: false });

  await openSignedIn(page, `/devices?search=${hostname.toLowerCase()}`, 'admin@acme.example');
  const row = page.locator('.console-data-grid .ant-table-row').filter({ hasText: hostname });
  await expect(row).toContainText('Online');
  const agent = row.getByRole('switch', { name: `Agent of ${hostname}` });
  await expect(agent).toHaveAttribute('aria-checked', 'true');
  await agent.click();
  // Switching off asks first, naming the device.
  const question = page.getByRole('tooltip').filter({ hasText: `Switch off the agent of ${hostname}?` });
  await question.getByRole('button', { name: 'Switch off', exact: true }).click();
  await expect(row.locator('[data-pending="agent"]')).toHaveText('Pending');
  await expect(agent).toHaveAttribute('aria-checked', 'false');

  // The device learns the desired state at its heartbeat, applies it and says so at the next one.
  expect(await heartbeat(false)).toMatchObject({ agentDisabled: true });
  expect(await heartbeat(true)).toMatchObject({ agentDisabled: true });
  // The grid reloads itself (every 10 s): Pending goes without a reload of the page.
  await expect(row.locator('[data-pending="agent"]')).toHaveCount(0, { timeout: 25_000 });
  await expect(agent).toHaveAttribute('aria-checked', 'false');

  // Revoked from the console, the device's next heartbeat is refused.
  await row.getByRole('button', { name: `Revoke ${hostname}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(row).toContainText('Revoked');
  const refused = await request.post(`${api}/agents/v1/heartbeat`, {
    headers: { authorization: `Bearer ${credential}` },
    data: { ...facts, agentDisabled: true, chromeExtensionDisabled: false },
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
});
