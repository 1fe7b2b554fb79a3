import { expect, test } from '@playwright/test';
import { API_URL, apiHeaders, apiSession, openSignedIn } from './console';

// Issue 31, item 3: a platform admin saves a policy of Acme (with the list it references) as a template, pushes it to
// three tenants after a preview, a tenant's admin edits its copy, and the template page shows that tenant drifted, its
// edit side by side with the template as the policy versions view shows differences.

const api = API_URL;

type Definition = {
  conditions: Record<string, unknown[] | Record<string, string[]>>;
  exceptions: Record<string, unknown[] | Record<string, string[]>>;
};

test('a template pushed to three tenants, edited in one, shows that tenant drifted', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const policyName = `Baseline shares ${stamp}`;
  const templateName = `Baseline ${stamp}`;

  // The source policy in Acme, with a list, as Acme's admin makes them.
  const acme = await apiSession(request, 'admin@acme.example');
  const list = await request.post(`${api}/lists`, {
    headers: apiHeaders(acme, 'acme-corp'),
    data: { name: `File shares ${stamp}`, listType: 'block', entityType: 'domain', newItems: ['share.example'] },
  });
  expect(list.ok()).toBe(true);
  const listId = ((await list.json()) as { id: string }).id;
  // A definition of the builder's shape with every condition and exception emptied, then the list as destinations.
  const builder = await request.get(`${api}/policies`, { headers: apiHeaders(acme, 'acme-corp') });
  const [model] = ((await builder.json()) as { policies: { definition: Definition }[] }).policies;
  const definition = structuredClone(model!.definition);
  for (const side of [definition.conditions, definition.exceptions])
    for (const [key, value] of Object.entries(side))
      side[key] = Array.isArray(value)
        ? []
        : Object.fromEntries(Object.keys(value).map((field) => [field, [] as string[]]));
  (definition.conditions.destinations as Record<string, string[]>).listIds = [listId];
  const created = await request.post(`${api}/policies`, {
    headers: apiHeaders(acme, 'acme-corp'),
    data: { policy: { name: policyName, verdict: 'BLOCK', definition } },
  });
  expect(created.ok()).toBe(true);

  // A third tenant beside Globex and Initech, made by the platform admin.
  const root = await apiSession(request, 'root@platform.example');
  const tenant = await request.post(`${api}/platform/tenants`, {
    headers: apiHeaders(root),
    data: { name: `Templates ${stamp}`, emailDomains: [], adminEmail: `admin.${stamp}@templates.example` },
  });
  expect(tenant.ok()).toBe(true);
  const third = ((await tenant.json()) as { tenant: { id: string; name: string } }).tenant;

  // Saved as a template from the page.
  await openSignedIn(page, '/policy-templates', 'root@platform.example');
  await expect(page.getByRole('heading', { name: 'Policy templates' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save policies as a template' }).click();
  const save = page.getByRole('dialog', { name: 'Save policies as a template' });
  await save.getByLabel('Name', { exact: true }).fill(templateName);
  await save.getByLabel('Policies').fill(policyName);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: policyName }).click();
  // The open dropdown would cover the buttons: a click beside it closes it.
  await save.getByText('The policies of Acme Corp').click();
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  await page.getByRole('button', { name: `Open ${templateName}` }).click();
  const details = page.getByRole('region', { name: templateName });
  await expect(details.getByRole('table', { name: 'Versions' })).toContainText(policyName);

  // Pushed to three tenants, after a preview of what it creates in each.
  await details.getByRole('button', { name: 'Push', exact: true }).click();
  const push = page.getByRole('dialog', { name: `Push ${templateName}` });
  for (const name of ['Globex', 'Initech', third.name]) {
    await push.getByRole('combobox', { name: 'Tenants' }).fill(name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${name}$`) })
      .click();
  }
  await push.getByText('Each tenant gets its own copy').click();
  await push.getByRole('button', { name: 'Preview' }).click();
  const preview = push.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview).toContainText(`Policy "${policyName}": created`);
  await push.getByRole('button', { name: 'Push', exact: true }).click();
  await expect(push.getByRole('table', { name: 'Push outcome' })).toContainText('Pushed');
  await push.getByRole('button', { name: 'Done' }).click();
  const tenants = details.getByRole('table', { name: 'Tenants' });
  await expect(tenants.getByRole('row')).toHaveCount(4);
  await expect(tenants.getByText('In sync', { exact: true })).toHaveCount(3);

  // Globex's admin edits Globex's copy.
  const globex = await apiSession(request, 'multi@globex.example');
  const copies = await request.get(`${api}/policies`, { headers: apiHeaders(globex, 'globex') });
  const copy = (
    (await copies.json()) as { policies: { policyId: string; name: string; version: number; definition: unknown }[] }
  ).policies.find((policy) => policy.name === policyName)!;
  const edited = await request.patch(`${api}/policies/${copy.policyId}`, {
    headers: apiHeaders(globex, 'globex'),
    data: { policy: { name: copy.name, verdict: 'CHALLENGE', definition: copy.definition, version: copy.version } },
  });
  expect(edited.ok()).toBe(true);

  // The page shows Globex drifted, with its edit beside the template's.
  await page.reload();
  await page.getByRole('button', { name: `Open ${templateName}` }).click();
  const globexRow = details.getByRole('row').filter({ hasText: 'Globex' });
  await expect(globexRow).toContainText('Drifted');
  await expect(details.getByText('In sync', { exact: true })).toHaveCount(2);
  await globexRow.getByRole('button', { name: 'Differences of Globex' }).click();
  const drift = details.getByRole('region', { name: 'Differences of Globex' });
  const verdict = drift.getByRole('row').filter({ hasText: 'Verdict' });
  await expect(verdict).toContainText('Protected');
  await expect(verdict).toContainText('Monitored');
  await expect(drift.getByRole('columnheader', { name: "Globex's copy" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('policy-templates.png'), fullPage: true });
});
