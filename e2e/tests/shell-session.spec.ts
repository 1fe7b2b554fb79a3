import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, openFeatureFlags, signIn } from './console';

interface RuntimeConfig {
  apiBaseUrl: string;
  descopeProjectId: string;
}

async function runtimeConfig(page: Page): Promise<RuntimeConfig> {
  return (await (await page.request.get('/config.json')).json()) as RuntimeConfig;
}

function storedTokens(page: Page) {
  return page.evaluate(() => ({
    session: localStorage.getItem('DS') ?? '',
    refresh: localStorage.getItem('DSR') ?? '',
    tenant: localStorage.getItem('console.activeTenantId'),
  }));
}

const isAuditWrite = (request: Request) => request.method() === 'POST' && /\/audit-logs$/.test(request.url());

test('SSO through the identity provider page returns to the page asked for and writes Logon', async ({ page }) => {
  await page.goto('/devices');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('admin@acme.example');
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await expect(page).toHaveURL(/\/v1\/auth\/local-sso\?state=/);
  await expect(page.locator('#loginId')).toHaveValue('admin@acme.example');
  await page.locator('#password').fill(DEMO_PASSWORD);
  const logon = page.waitForRequest(isAuditWrite);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Device Manager');
  expect((await logon).postDataJSON()).toMatchObject({
    page: 'Login',
    action: 'Logon',
    outcome: 'Success',
    description: 'Signed in with SSO',
  });
});

test('a password sign-in writes Logon; a code that does not exchange shows an error', async ({ page }) => {
  await page.goto('/login');
  const logon = page.waitForRequest(isAuditWrite);
  await signIn(page, 'analyst@acme.example');
  expect((await logon).postDataJSON()).toMatchObject({ action: 'Logon', outcome: 'Success' });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/incidents?code=not-a-real-code&x=1');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toBeVisible();
});

test('a session about to expire is refreshed by the shell; a revoked one ends with Logoff and a reload', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, 'admin@acme.example');
  const first = await storedTokens(page);
  expect(first.tenant).toBe('acme-corp');

  // 9 min 15 s later the 10-minute session has less than 60 s left: the shell refreshes before the SDK's timer.
  const refreshed = page.waitForResponse((response) => /\/v1\/auth\/refresh(\?|$)/.test(response.url()));
  await page.clock.fastForward('09:15');
  expect((await refreshed).status()).toBe(200);
  await expect.poll(async () => (await storedTokens(page)).session).not.toBe(first.session);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Revoke the refresh token on the server: the next refresh is refused and the shell logs out.
  const config = await runtimeConfig(page);
  const current = await storedTokens(page);
  const revoked = await page.request.post(`${config.apiBaseUrl}/v1/auth/logout`, {
    headers: { Authorization: `Bearer ${config.descopeProjectId}:${current.refresh}` },
    data: {},
  });
  expect(revoked.ok()).toBe(true);
  const logoff = page.waitForRequest(isAuditWrite);
  await page.clock.fastForward('09:15');
  const entry = await logoff;
  expect(entry.postDataJSON()).toMatchObject({ page: 'Login', action: 'Logoff', outcome: 'Success' });
  expect(entry.headers().authorization).toBe(`Bearer ${current.session}`);
  expect((await entry.response())?.status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The shell reloads the page after the logout, which may still be under way here (a read during the reload fails:
  // "Execution context was destroyed", seen on a busy machine): read until the storage answers.
  await expect
    .poll(() => storedTokens(page).catch(() => undefined))
    .toEqual({ session: '', refresh: '', tenant: null });
});

for (const status of [401, 403]) {
  test(`an API call answered ${status} logs the user out with a Logoff entry`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'multi@globex.example');
    const { session } = await storedTokens(page);
    await openFeatureFlags(page);
    // The API refuses the next call as it would a revoked or foreign session.
    await page.route(/\/feature-flags\//, (route) =>
      route.fulfill({
        status,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Refused', status }),
      }),
    );
    const logoff = page.waitForRequest(isAuditWrite);
    await page.getByRole('switch', { name: 'Email AI summaries' }).click();
    const entry = await logoff;
    expect(entry.postDataJSON()).toMatchObject({ action: 'Logoff', outcome: 'Success' });
    expect(entry.headers().authorization).toBe(`Bearer ${session}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await storedTokens(page)).toEqual({ session: '', refresh: '', tenant: null });
  });
}
