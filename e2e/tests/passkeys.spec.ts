import { expect, test } from '@playwright/test';
import { signIn } from './console';

// Issue 16, item 5: a passkey added from the user menu and used to sign in, in Chromium with a virtual authenticator
// (CDP WebAuthn). WebAuthn refuses IP addresses as relying parties, so this test uses the shell at `localhost`
// (an allowed shell origin of the served stack), not the suite's 127.0.0.1.

test('a user adds a passkey from the user menu and signs in with it', async ({ page, baseURL }) => {
  const shell = new URL(baseURL ?? 'http://127.0.0.1:8180');
  shell.hostname = 'localhost';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Without a passkey yet, the login page says so in words.
  await page.goto(new URL('/login', shell).toString());
  await page.getByLabel('Email').fill('analyst@acme.example');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('No passkey was used');

  await signIn(page, 'analyst@acme.example');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.locator('.console-user-menu').getByRole('menuitem', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. Next time, sign in with it on this device.')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe('localhost');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.locator('.console-user-menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill('analyst@acme.example');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(0);
});
