import { expect, test } from '@playwright/test';
import { API_URL, apiHeaders, apiSession, headerTitle, openSignedIn } from './console';

// Issue 31, item 3, by a scope admin: the demo's Noor Okafor (msp@platform.example), Tenant Group Admin of "Northwind
// managed" (Globex and Initech), opens Policy templates from the user menu, sees the template made for her group and
// not the platform's own, and pushes it to Globex and Initech after a preview; Acme Corp is never offered.

const api = API_URL;

type Definition = {
  conditions: Record<string, unknown[] | Record<string, string[]>>;
  exceptions: Record<string, unknown[] | Record<string, string[]>>;
};

test('a Tenant Group Admin pushes their group’s template to Globex and Initech', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const policyName = `Managed uploads ${stamp}`;
  const groupTemplate = `Northwind baseline ${stamp}`;
  const platformTemplate = `Platform baseline ${stamp}`;

  // A policy of Acme: a definition of the builder's shape with every condition and exception emptied.
  const root = await apiSession(request, 'root@platform.example');
  const policies = await request.get(`${api}/policies`, { headers: apiHeaders(root, 'acme-corp') });
  const [model] = ((await policies.json()) as { policies: { definition: Definition }[] }).policies;
  const definition = structuredClone(model!.definition);
  for (const side of [definition.conditions, definition.exceptions])
    for (const [key, value] of Object.entries(side))
      side[key] = Array.isArray(value)
        ? []
        : Object.fromEntries(Object.keys(value).map((field) => [field, [] as string[]]));
  const created = await request.post(`${api}/policies`, {
    headers: apiHeaders(root, 'acme-corp'),
    data: { policy: { name: policyName, verdict: 'BLOCK', definition } },
  });
  expect(created.ok()).toBe(true);
  const policyId = ((await created.json()) as { policy: { policyId: string } }).policy.policyId;
  // The platform admin saves it twice: for the Northwind group, and as the platform's own.
  const groups = await request.get(`${api}/platform/tenant-groups`, { headers: apiHeaders(root) });
  const northwind = ((await groups.json()) as { groups: { id: string; name: string }[] }).groups.find(
    (group) => group.name === 'Northwind managed',
  )!;
  for (const [name, groupId] of [
    [groupTemplate, northwind.id],
    [platformTemplate, undefined],
  ] as const) {
    const saved = await request.post(`${api}/platform/policy-templates`, {
      headers: apiHeaders(root),
      data: { name, tenantId: 'acme-corp', policyIds: [policyId], ...(groupId && { groupId }) },
    });
    expect(saved.ok()).toBe(true);
  }

  // The user menu offers her Policy templates; the page lists her group's template, not the platform's own.
  await openSignedIn(page, '/', 'msp@platform.example');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.locator('.console-user-menu').getByRole('menuitem', { name: 'Policy templates' }).click();
  await expect(page).toHaveURL(/\/policy-templates$/);
  await expect(headerTitle(page)).toHaveText('Policy templates');
  const templates = page.getByRole('table', { name: 'Policy templates' });
  const row = templates.getByRole('row').filter({ hasText: groupTemplate });
  await expect(row).toContainText('Northwind managed');
  await expect(templates).not.toContainText(platformTemplate);

  // Pushed to Globex and Initech, after a preview; the tenants offered are her scope's alone.
  await row.getByRole('button', { name: `Open ${groupTemplate}` }).click();
  const details = page.getByRole('region', { name: groupTemplate });
  await details.getByRole('button', { name: 'Push', exact: true }).click();
  const push = page.getByRole('dialog', { name: `Push ${groupTemplate}` });
  await push.getByRole('combobox', { name: 'Tenants' }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['Globex', 'Initech']);
  for (const name of ['Globex', 'Initech']) await options.filter({ hasText: new RegExp(`^${name}$`) }).click();
  await push.getByText('Each tenant gets its own copy').click();
  await push.getByRole('button', { name: 'Preview' }).click();
  const preview = push.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview).toContainText(`Policy "${policyName}": created`);
  await push.getByRole('button', { name: 'Push', exact: true }).click();
  const outcome = push.getByRole('table', { name: 'Push outcome' });
  await expect(outcome.getByText('Pushed', { exact: true })).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('policy-templates-group-push.png'), fullPage: true });
  await push.getByRole('button', { name: 'Done' }).click();
  const tenants = details.getByRole('table', { name: 'Tenants' });
  await expect(tenants.getByRole('row')).toHaveCount(3);
  await expect(tenants.getByText('In sync', { exact: true })).toHaveCount(2);
  await expect(tenants).not.toContainText('Acme Corp');
  await page.screenshot({ path: test.info().outputPath('policy-templates-group.png'), fullPage: true });
});
