import { expect, openSection, railEntry, test } from './smoke';

test('@smoke-mfe-reports Reports mounts and lists the report templates', async ({ page }) => {
  const section = await openSection(page, railEntry('mfe_reports'));
  await expect(section.getByRole('button', { name: 'New template' })).toBeVisible();
  await expect(section.locator('.ant-table-row').first()).toBeVisible();
});
