import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'Console-Demo-1';

/** The served stack's API, which journeys also call directly (as playwright.config.ts computes its port). */
export const API_URL =
  process.env.E2E_API_URL ??
  `http://127.0.0.1:${process.env.E2E_API_PORT ?? Number(process.env.E2E_SHELL_PORT ?? '8180') + 1}`;

/** The local identity service's project id, which its password route takes as the bearer. */
const PROJECT_ID = 'P2LocalConsole00000000000000';

/** A user's session token, signed in through the identity service's password route. */
export async function apiSession(
  request: APIRequestContext,
  loginId: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const signIn = await request.post(`${API_URL}/v1/auth/password/signin`, {
    headers: { authorization: `Bearer ${PROJECT_ID}` },
    data: { loginId, password },
  });
  expect(signIn.ok()).toBe(true);
  return ((await signIn.json()) as { sessionJwt: string }).sessionJwt;
}

/** The headers of a direct API call as that session, in the tenant named (none: a platform or account route). */
export const apiHeaders = (token: string, tenant?: string) => ({
  authorization: `Bearer ${token}`,
  ...(tenant && { 'tenant-id': tenant }),
});

/** The seven rail entries with the header title and the tabs SPEC §2 gives each (as a tenant admin, flags at defaults). */
export const RAIL = [
  { nav: 'Dashboard', remote: 'mfe_dashboard', path: '/dashboard', title: 'Dashboard', tabs: ['DLP', 'AI Posture'] },
  { nav: 'Incidents', remote: 'mfe_incidents', path: '/incidents', title: 'Incidents', tabs: [] },
  {
    nav: 'Data Egress',
    remote: 'mfe_egress',
    path: '/egress',
    title: 'Data Egress',
    tabs: ['All Events', 'Not Covered', 'Monitored Events', 'Protected Events'],
  },
  { nav: 'Reports', remote: 'mfe_reports', path: '/report-templates', title: 'Reports', tabs: [] },
  {
    nav: 'Policies',
    remote: 'mfe_policies',
    path: '/policies',
    title: 'Protection Policies',
    tabs: ['Policies', 'Exceptions'],
  },
  { nav: 'Devices', remote: 'mfe_devices', path: '/devices', title: 'Device Manager', tabs: [] },
  {
    nav: 'Settings',
    remote: 'mfe_settings',
    path: '/settings/lists',
    title: 'Configuration',
    tabs: ['Lists', 'Audit Log', 'User Management', 'Retention', 'SLA'],
  },
] as const;

/** One rail entry. */
export type RailEntry = (typeof RAIL)[number];

/** The URL of a remote's mf-manifest.json, as the served registry (remotes.json) names it. */
export async function manifestOf(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/remotes.json');
  const registry = (await response.json()) as { remotes: { name: string; manifest: string }[] };
  const line = registry.remotes.find((remote) => remote.name === name);
  if (!line) throw new Error(`${name} is not in the registry`);
  return new URL(line.manifest, response.url()).toString();
}

/** Fills the login form and waits for the shell. */
export async function signIn(page: Page, email = 'admin@acme.example', password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** Opens the console at a path and signs in on the way. */
export async function openSignedIn(page: Page, path = '/', email?: string, password?: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, password);
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) a moment from now. `pauseAt` refuses a time that has
 * already passed, and on a loaded machine the moment read from the page can pass before the call arrives: then it is
 * read again.
 */
export async function pauseClock(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  }).toPass();
}

/** The header title. */
export function headerTitle(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The tab labels of the tab bar, empty when there is none. */
export async function tabTitles(page: Page): Promise<string[]> {
  return page.getByRole('tab').allInnerTexts();
}

/** Clicks a rail entry and checks the remote rendered its title and tabs. */
export async function expectRailEntryWorks(page: Page, entry: RailEntry): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry.nav }).click();
  await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
  await expect(headerTitle(page)).toHaveText(entry.title);
  // The remote mounted and rendered its page (what the page shows is each page's own test).
  const remote = page.locator(`[data-remote="${entry.remote}"]`);
  await expect(remote).toBeVisible();
  await expect(remote.locator(':scope > *').first()).toBeVisible();
  expect(await tabTitles(page)).toEqual([...entry.tabs]);
}

/** An antd popup or dialog still running its enter animation (rc-motion's classes). */
const ENTERING = /-(appear|enter)(-|\s|$)/;

/**
 * Opens the Feature flags dialog from the user menu and answers it. Each step waits for the popup's slide-in and the
 * dialog's zoom to end: a click during either can land beside its target on a loaded machine.
 */
export async function openFeatureFlags(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'User menu' }).click();
  const item = page.getByRole('menuitem', { name: 'Feature flags' });
  const popup = page.locator('.ant-dropdown').filter({ has: item });
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(ENTERING);
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Feature flags' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(ENTERING);
  return dialog;
}

/**
 * Chooses an entry of the grid's "Saved views" menu (a quick filter, a saved view or "Save current view…"). The click
 * waits for the menu's slide-in, and is made again if the menu is still open after it: on a loaded machine a click
 * during the slide-in, or while the saved views arrive and the menu grows, can land beside its target.
 */
export async function chooseFromSavedViews(page: Page, entry: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Saved views' }).click();
  const item = page.getByRole('menuitem', { name: entry });
  const popup = page.locator('.ant-dropdown').filter({ has: item });
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(ENTERING);
  await expect(async () => {
    if (await popup.isVisible()) await item.click({ timeout: 2_000 });
    await expect(popup).toBeHidden({ timeout: 2_000 });
  }).toPass();
}

/** Saves the grid's current view under `name`, shared with the tenant, from the "Saved views" menu. */
export async function saveSharedView(page: Page, name: string): Promise<void> {
  await chooseFromSavedViews(page, 'Save current view…');
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
  await dialog.getByRole('checkbox', { name: 'Share with everyone in the tenant' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}
