import { expect, test } from '@playwright/test';
import { headerTitle, openSignedIn, signIn, tabTitles } from './console';

test('a demo user signs in and lands on the dashboard with the DLP tab', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(headerTitle(page)).toHaveText('Dashboard');
  await expect(page.getByRole('tab', { name: 'DLP', selected: true })).toBeVisible();
  expect(await tabTitles(page)).toEqual(['DLP', 'AI Posture']);
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
});

test('login keeps the three login query parameters and returns to the requested page', async ({ page }) => {
  await page.goto('/egress/monitored?t=abc&other=1');
  await expect(page).toHaveURL(/\/login\?t=abc$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/egress\/monitored\?t=abc&other=1$/);
  await expect(page.getByRole('tab', { name: 'Monitored Events', selected: true })).toBeVisible();
});

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@acme.example');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout ends the session', async ({ page }) => {
  await openSignedIn(page, '/incidents');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/incidents');
  await expect(page).toHaveURL(/\/login$/);
});
