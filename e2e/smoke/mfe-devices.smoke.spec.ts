import { expect, openSection, railEntry, test } from './smoke';

test('@smoke-mfe-devices the Device Manager mounts and shows devices', async ({ page }) => {
  const section = await openSection(page, railEntry('mfe_devices'));
  await expect(section.locator('.console-data-grid .ant-table-row').first()).toBeVisible();
  await expect(section.locator('.console-counts-header')).toContainText('devices');
});
