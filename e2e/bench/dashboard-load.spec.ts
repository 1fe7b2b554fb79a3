import { expect, test } from '@playwright/test';
import { openSignedIn } from '../tests/console';

// Issue 15, item 3: how long the DLP dashboard takes to be usable after navigation in Chromium: from the click on
// Dashboard in the navigation until every widget shows its figures (no skeleton left, charts drawn). A benchmark, not
// a test: it prints the times and fails only if the page never gets there. The API answers from the demo data here;
// the widgets' own times at 1,000,000 events are measured by `npm run bench:dashboard`.
const RUNS = 5;
const WIDGETS = [
  'Sensitive data egress',
  'Outbound data distribution',
  'Protected devices',
  'Frequent policy violators',
  'Most enforced policies',
  'Aggregated incidents',
];

test('the DLP dashboard is usable soon after navigation', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/incidents', 'admin@acme.example');
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole('link', { name: 'Incidents' }).first().click();
    await expect(page).toHaveURL(/\/incidents/);
    const started = Date.now();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    // Checked on every animation frame in the page, so the time is not rounded up to a polling interval.
    await page.waitForFunction(
      (names) =>
        names.every((name) => {
          const region = document.querySelector(`[role="region"][aria-label="${name}"]`);
          return region !== null && region.querySelector('.ant-skeleton') === null && region.textContent !== '';
        }) && document.querySelectorAll('canvas').length >= 2,
      WIDGETS,
      { polling: 'raf', timeout: 30_000 },
    );
    times.push(Date.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nDLP dashboard usable after navigation (${RUNS} runs, Chromium): p50 ${times[Math.floor(RUNS / 2)]} ms, ` +
      `max ${times.at(-1)} ms (goal under 1,500 ms: ${times.at(-1)! < 1500 ? 'met' : 'NOT met'})`,
  );
});
