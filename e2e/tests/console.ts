import { expect, type Page } from '@playwright/test';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'Console-Demo-1';

/** The seven rail entries with the header title and the tabs SPEC §2 gives each (as a tenant admin, flags at defaults). */
export const RAIL = [
  { nav: 'Dashboard', path: '/dashboard', title: 'Dashboard', tabs: ['DLP', 'AI Posture'] },
  { nav: 'Incidents', path: '/incidents', title: 'Incidents', tabs: [] },
  {
    nav: 'Data Egress',
    path: '/egress',
    title: 'Data Egress',
    tabs: ['All Events', 'Not Covered', 'Monitored Events', 'Protected Events'],
  },
  { nav: 'Reports', path: '/report-templates', title: 'Reports', tabs: [] },
  { nav: 'Policies', path: '/policies', title: 'Protection Policies', tabs: ['Policies'] },
  { nav: 'Devices', path: '/devices', title: 'Device Manager', tabs: [] },
  {
    nav: 'Settings',
    path: '/settings/lists',
    title: 'Configuration',
    tabs: ['Lists', 'Audit Log', 'User Management'],
  },
] as const;

/** One rail entry. */
export type RailEntry = (typeof RAIL)[number];

/** Fills the login form and waits for the shell. */
export async function signIn(page: Page, email = 'admin@acme.example'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** Opens the console at a path and signs in on the way. */
export async function openSignedIn(page: Page, path = '/', email?: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
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
  await expect(page.locator('.console-empty-state')).toBeVisible();
  expect(await tabTitles(page)).toEqual([...entry.tabs]);
}
