import { expect, openSection, railEntry, test } from './smoke';

test('@smoke-mfe-settings Configuration mounts and shows the lists', async ({ page }) => {
  const section = await openSection(page, railEntry('mfe_settings'));
  await expect(section.locator('.console-lists-grid .ant-table-row').first()).toBeVisible();
});
