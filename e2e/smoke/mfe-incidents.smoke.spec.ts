import { expect, openSection, railEntry, test } from './smoke';

test('@smoke-mfe-incidents the incident list mounts and shows incidents', async ({ page }) => {
  const section = await openSection(page, railEntry('mfe_incidents'));
  await expect(section.locator('.console-data-grid .ant-table-row').first()).toBeVisible();
  await expect(section.locator('.console-counts-header')).toContainText('incidents');
});
