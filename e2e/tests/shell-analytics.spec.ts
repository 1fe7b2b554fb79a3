import { expect, test } from '@playwright/test';
import { RAIL, signIn } from './console';

// config.json of the local stack has no posthogKey and no launchDarklyClientId: nothing may leave this machine.
test('without analytics or flag-service keys no request leaves the local console', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  const config = (await (await page.request.get('/config.json')).json()) as Record<string, unknown>;
  expect(config.posthogKey).toBeUndefined();
  await page.goto('/login');
  await signIn(page, 'admin@acme.example');
  for (const entry of RAIL) {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry.nav }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
  }
  expect([...hosts].filter((host) => host !== 'localhost' && host !== '127.0.0.1')).toEqual([]);
});
