import { expect, openSection, railEntry, test } from './smoke';

test('@smoke-mfe-egress Data Egress mounts and shows events', async ({ page }) => {
  const section = await openSection(page, railEntry('mfe_egress'));
  await expect(section.locator('.console-data-grid .ant-table-row').first()).toBeVisible();
  await expect(section.locator('.console-counts-header')).toContainText('events');
});
