import { expect, test } from '@playwright/test';
import { openSignedIn, tabTitles } from './console';

// A Tenant Admin invites a new user with a role; the dialog shows a first password once, and the new user signs in
// with it in another browser.
test('a tenant admin invites a user, who then signs in with the first password', async ({ page, browser }) => {
  const email = `invited-${Date.now()}@acme.example`;
  await openSignedIn(page, '/settings/user-management', 'admin@acme.example');
  await expect(page.getByRole('tab', { name: 'User Management', selected: true })).toBeVisible();
  await expect(page.locator('.console-users-grid').getByText('analyst@acme.example')).toBeVisible();
  // The admin's own row offers no way to lock themselves out, and says why.
  const own = page.locator('.console-users-grid .ant-table-row', { hasText: 'admin@acme.example' });
  await expect(own.getByRole('button', { name: 'Disable' })).toBeDisabled();
  await own.locator('[data-disabled-reason]', { has: page.getByRole('button', { name: 'Disable' }) }).hover();
  await expect(
    page.getByRole('tooltip').filter({ hasText: 'You cannot disable your own account; ask another Tenant Admin' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill('Invited Person');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const password = (await dialog.getByTestId('first-password').innerText()).trim();
  expect(password).toMatch(/^[\w-]{24}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const row = page.locator('.console-users-grid .ant-table-row', { hasText: email });
  await expect(row.getByText('Analyst')).toBeVisible();

  const other = await browser.newPage();
  await other.goto('/settings/lists');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill(password);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // An analyst: no User Management tab.
  await expect(other.getByRole('tab', { name: 'Lists' })).toBeVisible();
  expect(await tabTitles(other)).toEqual(['Lists', 'Audit Log']);
  await other.close();
});

test('an analyst does not see the User Management tab, and its URL says they have no access (403, not 404)', async ({
  page,
}) => {
  await openSignedIn(page, '/settings/lists', 'analyst@acme.example');
  await expect(page.getByRole('tab', { name: 'Lists', selected: true })).toBeVisible();
  expect(await tabTitles(page)).toEqual(['Lists', 'Audit Log']);
  await page.goto('/settings/user-management');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(
    page.getByText(/^User Management is open to Tenant Admins of this tenant and Product Admins/),
  ).toBeVisible();
  await expect(page.getByText('Content not found. Please verify your request.')).toHaveCount(0);
});

// An identity provider pushes a user through SCIM with a token the Tenant Admin created; the user is then offered by
// the Lists page's search picker.
test('a user pushed through SCIM appears in the Lists search picker', async ({ page, request }) => {
  const stamp = Date.now();
  await openSignedIn(page, '/settings/user-management', 'admin@acme.example');
  await page.getByLabel('Token name').fill(`E2E Okta ${stamp}`);
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('scim-token-secret').innerText()).trim();
  const endpoint = (await page.getByText(/\/scim\/v2$/).innerText()).trim();

  const userName = `scim.person.${stamp}@acme.example`;
  const pushed = await request.post(`${endpoint}/Users`, {
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' },
    data: JSON.stringify({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName,
      displayName: `Scim Person ${stamp}`,
      emails: [{ value: userName, primary: true }],
      active: true,
    }),
  });
  expect(pushed.status()).toBe(201);
  await expect(page.locator('.console-scim-tokens').getByText(`E2E Okta ${stamp}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Lists' }).click();
  await page.getByRole('radiogroup', { name: 'Entity type' }).getByText('Users', { exact: true }).click();
  await page.getByRole('button', { name: 'New list' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Add a user' }).click();
  await drawer.getByRole('combobox', { name: 'Search Add a user' }).fill(`Scim Person ${stamp}`);
  await expect(drawer.getByRole('option', { name: new RegExp(`Scim Person ${stamp}`) })).toBeVisible();
});
