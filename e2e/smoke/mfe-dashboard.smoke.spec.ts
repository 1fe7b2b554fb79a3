import { expect, openSection, railEntry, test } from './smoke';

test('@smoke-mfe-dashboard the dashboard mounts and its DLP widgets show figures', async ({ page }) => {
  const section = await openSection(page, railEntry('mfe_dashboard'));
  const egress = section.getByRole('region', { name: 'Sensitive data egress', exact: true });
  await expect(egress.getByText(/^[\d.,]+[KMB]? events$/)).toBeVisible();
});
