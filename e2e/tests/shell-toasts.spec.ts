import { expect, test, type Page } from '@playwright/test';
import { openFeatureFlags, pauseClock, signIn } from './console';

const SHOTS = process.env.SCREENSHOT_DIR;
const FLAGS = [
  'AI summaries for incidents',
  'Email AI summaries',
  'Extra compliance frameworks',
  'User Management page',
];

function region(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

function shownToasts(page: Page) {
  return region(page).locator('li[data-toast-id]:not([aria-hidden="true"])');
}

async function flip(page: Page, label: string): Promise<'on' | 'off'> {
  const toggle = page.getByRole('switch', { name: label });
  const before = await toggle.isChecked();
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: !before });
  return before ? 'off' : 'on';
}

test('four toasts from four flag changes: three at a time at the top centre, Alt+T and Escape', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await expect(region(page)).toHaveCount(1);
  await signIn(page, 'multi@globex.example');
  await expect(region(page)).toHaveCount(1);
  const dialog = await openFeatureFlags(page);

  // The toasts' 5 seconds stand still while the four flags flip: on a loaded machine that can take longer.
  await pauseClock(page);
  const states: string[] = [];
  for (const label of FLAGS) states.push(await flip(page, label));
  await dialog.getByRole('button', { name: 'Close' }).click();
  // One second on for the dialog's exit, well inside the toasts' five.
  await page.clock.runFor(1_000);
  await expect(dialog).toHaveCount(0);

  // At most three visible; the newest first.
  await expect(shownToasts(page)).toHaveCount(3);
  await expect(shownToasts(page).first()).toContainText(`User Management page turned ${states[3]}`);
  const box = await region(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(box?.y).toBeLessThan(40);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/toasts.png` });

  // Alt+T focuses the region (the timers pause); Escape dismisses the newest, and the fourth takes its place.
  await page.keyboard.press('Alt+t');
  await expect(region(page)).toBeFocused();
  // Focus in the region holds the toasts' timers; the clock runs again for the exits.
  await page.clock.resume();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`User Management page turned ${states[3]}`)).toHaveCount(0);
  await expect(shownToasts(page)).toHaveCount(3);
  await expect(shownToasts(page).last()).toContainText(`AI summaries for incidents turned ${states[0]}`);

  // Focus now sits on a toast's close button: Escape dismisses that toast, then the next.
  await page.keyboard.press('Escape');
  await expect(shownToasts(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(shownToasts(page)).toHaveCount(0);

  // Put Globex's flags back as they were.
  await openFeatureFlags(page);
  for (const label of FLAGS) await flip(page, label);
});

test('a toast leaves by itself after 5 seconds unless the pointer rests on it', async ({ page }) => {
  // The test moves the page's clock: no waiting for the toast's 5 seconds, and none of them passes while a loaded
  // machine closes the dialog (with the clock running, the toast could leave before the test looked for it).
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, 'multi@globex.example');
  const dialog = await openFeatureFlags(page);
  await pauseClock(page);
  const state = await flip(page, 'Email AI summaries');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // One second on for the dialog's exit, well inside the toast's five.
  await page.clock.runFor(1_000);
  await expect(dialog).toHaveCount(0);
  const toast = shownToasts(page).first();
  await expect(toast).toContainText(`Email AI summaries turned ${state}`);
  await toast.hover();
  await page.clock.runFor(5_500);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 800);
  await page.clock.runFor(5_500);
  await page.clock.resume();
  await expect(shownToasts(page)).toHaveCount(0);

  await openFeatureFlags(page);
  await flip(page, 'Email AI summaries');
});
