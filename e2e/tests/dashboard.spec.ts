import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { openSignedIn } from './console';

// A tenant admin reads the DLP dashboard for the default 90 days, narrows the period, clicks through from a widget to
// the egress grid filtered to the events behind it, and opens AI Posture.

const DAY_MS = 86_400_000;

/** The days a widget call asked for (rangeEnd - rangeStart). */
function daysAsked(request: Request): number {
  const url = new URL(request.url());
  return (
    (Date.parse(url.searchParams.get('rangeEnd') ?? '') - Date.parse(url.searchParams.get('rangeStart') ?? '')) / DAY_MS
  );
}

const widgetCall = (name: string) => (request: Request) =>
  new URL(request.url()).pathname.endsWith(`/dashboard/${name}`);

function widget(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('a tenant admin reads the DLP widgets, changes the period, opens the events behind a figure and AI Posture', async ({
  page,
}) => {
  const firstCall = page.waitForRequest(widgetCall('sensitive-data-egress'));
  await openSignedIn(page, '/dashboard', 'admin@acme.example');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The default period: the last 90 days ending now, days counted in the browser's time zone.
  const asked = await firstCall;
  expect(daysAsked(asked)).toBeCloseTo(90, 3);
  const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(new URL(asked.url()).searchParams.get('timezone')).toBe(timezone);
  await expect(page.getByText(`Days in ${timezone}`)).toBeVisible();

  // Every DLP widget shows its figures.
  const egress = widget(page, 'Sensitive data egress');
  await expect(egress.getByText(/^[\d.,]+[KMB]? events$/)).toBeVisible();
  await expect(egress.locator('canvas').first()).toBeVisible();
  await expect(
    egress.getByRole('list', { name: 'Sensitive data events by verdict' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(
    widget(page, 'Outbound data distribution')
      .getByRole('table', { name: 'Events by egress channel' })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();
  await expect(widget(page, 'Protected devices').getByRole('progressbar', { name: 'Agent active' })).toBeVisible();
  await expect(widget(page, 'Protected devices').getByRole('link', { name: /devices seen$/ })).toBeVisible();
  await expect(widget(page, 'Most enforced policies').locator('tbody tr').first()).toBeVisible();
  await expect(widget(page, 'Aggregated incidents').getByText(/^[\d.,]+[KMB]? incidents$/)).toBeVisible();
  const violators = widget(page, 'Frequent policy violators').getByRole('table', { name: 'Frequent policy violators' });
  await expect(violators.locator('tbody tr').first()).toBeVisible();

  // Narrow the period to the last 30 days: every widget asks again, for 30 whole days.
  const narrowed = page.waitForRequest(
    (request) => widgetCall('frequent-policy-violators')(request) && Math.abs(daysAsked(request) - 30) < 0.1,
  );
  await page.locator('.ant-picker-range').click();
  await page.locator('.ant-picker-presets').getByText('Last 30 days', { exact: true }).click();
  await narrowed;
  const firstViolator = violators.locator('tbody tr').first();
  await expect(firstViolator).toBeVisible();

  // The first violator's violations open the egress grid filtered to that user, the violating verdicts and the period;
  // the grid counts as many events as the widget did.
  const username = (await firstViolator.locator('td').first().innerText()).trim();
  const count = firstViolator.getByRole('link', { name: new RegExp(`^[\\d.,]+[KMB]? violations of ${username}$`) });
  // The exact count is the link's title (its name starts with the compact one shown).
  const violations = (await count.getAttribute('title')) ?? '';
  await firstViolator.getByRole('link', { name: username, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/egress\\?policyVerdict=BLOCK&policyVerdict=CHALLENGE&policyVerdict=educate&username=${encodeURIComponent(username)}&from=[^&]+&to=[^&]+$`,
    ),
  );
  const filters = page.getByRole('list', { name: 'Active filters' });
  await expect(filters).toContainText(`Username: ${username}`);
  await expect(filters).toContainText('Date Picker:');
  const rows = page.locator('.console-data-grid .ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: username })).toHaveCount(0);
  await expect(page.locator('.console-counts-header')).toHaveAttribute('aria-label', new RegExp(`^${violations} of `));

  // Back on the dashboard, AI Posture shows the AI services with the data types sent, and the unauthorized services.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('tab', { name: 'AI Posture' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-posture$/);
  const top = widget(page, 'Top AI services');
  await expect(top.getByRole('table', { name: 'Top AI services' }).locator('tbody tr').first()).toBeVisible();
  await expect(top.getByRole('list', { name: /^Data types sent to / }).first()).toBeVisible();
  await expect(widget(page, 'Unauthorized services').locator('tbody tr').first()).toBeVisible();
});

/**
 * Opens a dashboard figure and checks that the grid counts exactly the figure's number (its exact title): a link is
 * clicked; a chart's mark (a link laid over the canvas, letting the pointer through) is clicked where the chart draws
 * it, so that the chart's own click opens the grid, or focused and opened with Enter.
 */
async function opensMatchingGrid(
  page: Page,
  figure: Locator,
  exact: string,
  path: RegExp,
  how: 'link' | 'chart' | 'keyboard' = 'link',
) {
  if (how === 'chart') {
    // The mark is measured again before each click: on a loaded machine a chart may still redraw (and a tooltip
    // move) between the measure and the click, which then lands beside the mark; a click that opens nothing is
    // tried again, and the test fails if none does.
    await expect(async () => {
      await figure.scrollIntoViewIfNeeded();
      const box = await figure.boundingBox();
      if (!box) throw new Error('The mark is not drawn');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(path, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  } else if (how === 'keyboard') {
    await figure.focus();
    await page.keyboard.press('Enter');
  } else {
    await figure.click();
  }
  await expect(page).toHaveURL(path);
  await expect(page.locator('.console-counts-header')).toHaveAttribute('aria-label', new RegExp(`^${exact} of `));
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard(\/ai-posture)?$/);
}

/** A chart's marks: the links laid over its segments, each named by its figure and titled with the exact number. */
function chartMarks(page: Page, name: string): Locator {
  return widget(page, name)
    .getByRole('group', { name: /^Segments of the chart, each opening the \w+ it counts$/ })
    .getByRole('link');
}

/** The largest mark of a chart (the easiest to hit with the pointer), once the chart is drawn. */
async function largestMark(marks: Locator): Promise<Locator> {
  await expect(marks.first()).toBeAttached();
  const areas = await marks.evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect().width * link.getBoundingClientRect().height),
  );
  return marks.nth(areas.indexOf(Math.max(...areas)));
}

/** The exact number a figure stands for: its title, from the first number in it ('1,234' or '90 devices: ...'). */
async function exactOf(figure: Locator): Promise<string> {
  const title = (await figure.getAttribute('title')) ?? '';
  return /^[\d,]+/.exec(title)?.[0] ?? title;
}

test('every widget opens, from one of its marks, a grid that counts the number the mark shows', async ({ page }) => {
  await openSignedIn(page, '/dashboard', 'admin@acme.example');
  // Every widget loaded before a mark is measured and clicked: one that loads later makes the page taller, and the
  // scrollbar that brings narrows the charts under the pointer while they redraw.
  await expect(widget(page, 'Incident SLA')).toBeAttached();
  await expect(page.locator('[role="region"][aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);

  // A chart's segments, clicked on the chart or opened from the keyboard (Sensitive data egress: a day and a verdict;
  // Outbound data distribution: a channel and a destination type; Aggregated incidents: a day and a severity); a
  // chart's series total; a bar segment's figure in the table; ranking rows (Most enforced policies, Frequent policy
  // violators); a device share (Protected devices).
  const egressDay = await largestMark(chartMarks(page, 'Sensitive data egress'));
  await expect(egressDay).toHaveAccessibleName(/^[\d,]+ events?, \w{3} \d{1,2}, [A-Z][a-z]+( [A-Z][a-z]+)?$/);
  await opensMatchingGrid(
    page,
    egressDay,
    await exactOf(egressDay),
    /\/egress\?policyVerdict=[^&]+&from=[^&]+&to=[^&]+&totalHitCountMin=1$/,
    'chart',
  );
  const channelBar = await largestMark(chartMarks(page, 'Outbound data distribution'));
  await opensMatchingGrid(
    page,
    channelBar,
    await exactOf(channelBar),
    /\/egress\?egressChannel=[^&]+&from=[^&]+&to=[^&]+&destinationType=[^&]+$/,
    'chart',
  );
  const incidentDay = chartMarks(page, 'Aggregated incidents').last();
  await expect(incidentDay).toBeAttached();
  await opensMatchingGrid(
    page,
    incidentDay,
    await exactOf(incidentDay),
    /\/incidents\?from=[^&]+&to=[^&]+&severity=[^&]+$/,
    'keyboard',
  );

  const verdictTotal = widget(page, 'Sensitive data egress')
    .getByRole('list', { name: 'Sensitive data events by verdict' })
    .getByRole('link')
    .first();
  await expect(verdictTotal).toBeVisible();
  await opensMatchingGrid(
    page,
    verdictTotal,
    await exactOf(verdictTotal),
    /\/egress\?policyVerdict=.+totalHitCountMin=1/,
  );

  const segment = widget(page, 'Outbound data distribution')
    .getByRole('list', { name: /^Destination types of / })
    .first()
    .getByRole('link')
    .first();
  await expect(segment).toBeVisible();
  await opensMatchingGrid(page, segment, await exactOf(segment), /\/egress\?egressChannel=.+&destinationType=/);

  const policy = widget(page, 'Most enforced policies')
    .getByRole('link', { name: /^[\d.,]+[KMB]? events of / })
    .first();
  await expect(policy).toBeVisible();
  await opensMatchingGrid(page, policy, await exactOf(policy), /\/egress\?policyName=/);

  // A ranking row's bar (for the pointer; its figure is the same link for the keyboard), its exact total on hover.
  const violatorBar = widget(page, 'Frequent policy violators').locator('tbody tr a[aria-hidden="true"]').first();
  await expect(violatorBar).toBeVisible();
  await opensMatchingGrid(page, violatorBar, await exactOf(violatorBar), /\/egress\?policyVerdict=.+&username=/);

  const protectedDevices = widget(page, 'Protected devices')
    .getByRole('link', { name: /^[\d.,]+[KMB]? of / })
    .first();
  await expect(protectedDevices).toBeVisible();
  await opensMatchingGrid(
    page,
    protectedDevices,
    await exactOf(protectedDevices),
    /\/devices\?from=[^&]+&agentActive=true&extensionActive=true$/,
  );

  const severityTotal = widget(page, 'Aggregated incidents')
    .getByRole('list', { name: 'Incidents by severity' })
    .getByRole('link')
    .first();
  await expect(severityTotal).toBeVisible();
  await opensMatchingGrid(page, severityTotal, await exactOf(severityTotal), /\/incidents\?from=.+&severity=/);

  // AI Posture: a ranked service's events, with the destination type they count.
  await page.getByRole('tab', { name: 'AI Posture' }).click();
  const aiService = widget(page, 'Top AI services')
    .getByRole('link', { name: /^[\d.,]+[KMB]? events to / })
    .first();
  await expect(aiService).toBeVisible();
  await opensMatchingGrid(page, aiService, await exactOf(aiService), /destinationType=AI\+service/);
  const unauthorized = widget(page, 'Unauthorized services')
    .getByRole('link', { name: /^[\d.,]+[KMB]? events to / })
    .first();
  await expect(unauthorized).toBeVisible();
  await opensMatchingGrid(
    page,
    unauthorized,
    await exactOf(unauthorized),
    /policyVerdict=NOT_COVERED.+destinationType=/,
  );
});
