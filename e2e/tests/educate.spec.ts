import { expect, test } from '@playwright/test';
import { openSignedIn } from './console';

// Does educating work? (issue 30 item 4) An analyst reads on the dashboard, for the demo's educate policy, how many
// of the users it educated it matched again within 30 days against its users matched without education, with the
// counts behind each percentage, and finds the same figures on the policy. (The figures are checked against a count
// done by hand in api/src/modules/policies/education-effect.test.ts.)

const POLICY = 'Educate on personal cloud storage';
const FIGURES =
  /^(\d[\d,]*) of (\d[\d,]*) educated users? repeated \((\d+)%\) vs (\d[\d,]*) of (\d[\d,]*) \((\d+)%\) without education$/;

test('an analyst reads whether educating works on the dashboard and on the policy, with the counts', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard', 'analyst@acme.example');
  const widget = page.getByRole('region', { name: 'Does educating work?', exact: true });
  const item = widget
    .getByRole('list', { name: 'Policies that educate' })
    .getByRole('listitem')
    .filter({ hasText: POLICY });
  await expect(item).toBeVisible();
  const sentence = item.getByText(FIGURES);
  await expect(sentence).toBeVisible();
  const text = (await sentence.textContent()) ?? '';
  // Real figures: the demo's educate policy has educated users and a baseline, and each percentage is its counts'.
  const [, repeated, users, percent, baseRepeated, baseUsers, basePercent] = FIGURES.exec(text)!.map((value) =>
    Number(value.replace(/,/g, '')),
  );
  expect(users).toBeGreaterThan(0);
  expect(baseUsers).toBeGreaterThan(0);
  expect(percent).toBe(Math.round((repeated! / users!) * 100));
  expect(basePercent).toBe(Math.round((baseRepeated! / baseUsers!) * 100));
  await expect(widget.getByText(/within 30 days of its first Educate verdict/)).toBeVisible();

  // The policy shows its own figures: the same.
  await page.goto('/policies');
  await page.getByRole('link', { name: POLICY, exact: true }).click();
  await expect(page).toHaveURL(/\/policies\/[^/]+\/edit$/);
  const card = page.getByRole('region', { name: 'Does educating work?', exact: true });
  await expect(card.getByText(text, { exact: true })).toBeVisible();
});
