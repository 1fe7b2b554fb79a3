import { expect, openSection, railEntry, test } from './smoke';

test('@smoke-mfe-policies Protection Policies mounts and lists policies', async ({ page }) => {
  const section = await openSection(page, railEntry('mfe_policies'));
  await expect(section.getByRole('button', { name: 'Create New Policy' })).toBeVisible();
  await expect(section.locator('.ant-table-row').first()).toBeVisible();
});
