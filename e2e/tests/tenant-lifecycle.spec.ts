import { expect, test } from '@playwright/test';
import { API_URL, apiHeaders, apiSession, openSignedIn } from './console';

// Issue 31, item 4: a platform admin creates a tenant from the Tenants page; its first Tenant Admin signs in with the
// first password the page shows once; the tenant's agent enrols; the platform admin suspends the tenant; its agent is
// refused (problem details, 403) and its admin's sign-in is refused, saying why.

const api = API_URL;

test('a platform admin creates a tenant, its first admin signs in, and suspending it refuses its agent', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Journey ${stamp}`;
  const tenantId = `journey-${stamp}`;
  const adminEmail = `first.admin.${stamp}@journey.example`;

  await openSignedIn(page, '/tenants', 'root@platform.example');
  await expect(page.getByRole('heading', { name: 'Tenants' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a tenant' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('E-mail domains').fill('journey.example');
  await dialog.getByLabel('E-mail domains').press('Enter');
  await dialog.getByLabel("First Tenant Admin's email").fill(adminEmail);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const password = (await dialog.getByTestId('first-password').innerText()).trim();
  expect(password).toMatch(/^[\w-]{24}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.locator(`.ant-table-row[data-row-key="${tenantId}"]`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('journey.example');

  // The first admin signs in with it, in another browser, and lands in their tenant.
  const other = await browser.newPage();
  await other.goto('/');
  await other.getByLabel('Email').fill(adminEmail);
  await other.getByLabel('Password').fill(password);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Its agent enrols with an enrolment token its admin creates.
  const session = await apiSession(request, adminEmail, password);
  const token = await request.post(`${api}/devices/enrolment-tokens`, {
    headers: apiHeaders(session, tenantId),
    data: { name: 'Journey laptops' },
  });
  expect(token.ok()).toBe(true);
  const facts = {
    hostname: `JOURNEY-${stamp}`,
    operatingSystem: 'macOS',
    osVersion: 'macOS 15.3',
    cpuArchitecture: 'arm64',
  };
  const versions = { agentVersion: '4.13.0', extensionVersion: '2.9.1', lastActiveUser: 'first.admin' };
  const enrol = await request.post(`${api}/agents/v1/enrol`, {
    headers: { authorization: `Bearer ${((await token.json()) as { secret: string }).secret}` },
    data: { ...facts, ...versions },
  });
  expect(enrol.status()).toBe(201);
  const { credential } = (await enrol.json()) as { credential: string };
  const heartbeat = () =>
    request.post(`${api}/agents/v1/heartbeat`, {
      headers: { authorization: `Bearer ${credential}` },
      data: { ...facts, ...versions, agentDisabled: false, chromeExtensionDisabled: false },
    });
  expect((await heartbeat()).status()).toBe(200);

  // Suspended: asked first, naming the tenant.
  await row.getByRole('button', { name: `Suspend ${name}` }).click();
  await page
    .getByRole('tooltip')
    .filter({ hasText: `Suspend ${name}?` })
    .getByRole('button', { name: 'Suspend', exact: true })
    .click();
  await expect(row).toContainText('Suspended');

  const refused = await heartbeat();
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect(((await refused.json()) as { detail: string }).detail).toBe('This organisation is suspended');

  // Its admin cannot sign in again, and is told why.
  const again = await browser.newPage();
  await again.goto('/');
  await again.getByLabel('Email').fill(adminEmail);
  await again.getByLabel('Password').fill(password);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again.getByText('This organisation is suspended')).toBeVisible();
  await other.close();
  await again.close();
});
