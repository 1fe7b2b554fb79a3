import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import { DEMO_PASSWORD, openSignedIn } from '../tests/console';

// Issue 14, item 5: the Device Manager's 1,000-row grid scrolling in Chromium, measured frame by frame. A benchmark,
// not a test: it prints frames per second and frame times, and fails only if the grid does not hold 1,000 rows. Each
// line names the machine's load average over the last minute and the number of processors: the figures depend on it
// (on 2 processors at a load of 12 to 22, the browser's main thread ran 16 to 50% of the time it had work: issue 33).
const shellPort = Number(process.env.E2E_SHELL_PORT ?? '8180');
const api = `http://127.0.0.1:${process.env.E2E_API_PORT ?? shellPort + 1}`;
const PROJECT_ID = 'P2LocalConsole00000000000000';
const ROWS = 1000;
const SCROLL_MS = 5000;
const PASSES = 3;

const cpus = availableParallelism();
/** The machine's load as the figures are read beside it: the one-minute load average, and the processors. */
const load = () => `load ${loadavg()[0]!.toFixed(1)} on ${cpus} processors`;

/** Enrols devices through the agents API until Acme has at least `ROWS` of them. */
async function enrolDevices(request: APIRequestContext): Promise<void> {
  const signIn = await request.post(`${api}/v1/auth/password/signin`, {
    headers: { authorization: `Bearer ${PROJECT_ID}` },
    data: { loginId: 'admin@acme.example', password: DEMO_PASSWORD },
  });
  const { sessionJwt } = (await signIn.json()) as { sessionJwt: string };
  const admin = { authorization: `Bearer ${sessionJwt}`, 'tenant-id': 'acme-corp' };
  const count = await request.get(`${api}/devices/count`, { headers: admin });
  const { totalDevices } = (await count.json()) as { totalDevices: number };
  const token = await request.post(`${api}/devices/enrolment-tokens`, {
    headers: admin,
    data: { name: 'Scroll bench' },
  });
  const { secret } = (await token.json()) as { secret: string };
  const missing = Math.max(0, ROWS - totalDevices);
  for (let start = 0; start < missing; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, missing - start) }, async (_, offset) => {
        const response = await request.post(`${api}/agents/v1/enrol`, {
          headers: { authorization: `Bearer ${secret}` },
          data: {
            hostname: `SCROLL-${String(start + offset).padStart(4, '0')}`,
            operatingSystem: 'Windows',
            osVersion: 'Windows 11 23H2',
            cpuArchitecture: 'x86_64',
            agentVersion: '4.13.0',
            extensionVersion: '2.9.1',
            lastActiveUser: `user${start + offset}`,
          },
        });
        expect(response.status()).toBe(201);
      }),
    );
  }
}

test('the 1,000-row device grid scrolls at 50 frames per second or more', async ({ page, request }) => {
  test.setTimeout(600_000);
  await enrolDevices(request);
  await openSignedIn(page, '/devices');
  const holder = page.locator('.console-data-grid .ant-table-tbody-virtual-holder');
  // Every row of the first page is loaded (the virtual list measures rows as it shows them).
  await expect(page.getByText(`${ROWS.toLocaleString('en-US')} devices loaded`)).toBeVisible({ timeout: 120_000 });

  // Three passes: the first mounts each row for the first time (what the first scroll after opening the page costs),
  // the next two show rows the grid has shown before. Each pass is printed; the first and the median are judged.
  const passes: number[] = [];
  for (let pass = 1; pass <= PASSES; pass += 1) {
    const frames = await holder.evaluate(
      (element, durationMs) =>
        new Promise<{ times: number[]; deepest: number; distance: number }>((resolve) => {
          const times: number[] = [];
          let deepest = 0;
          element.scrollTop = 0;
          const distance = element.scrollHeight - element.clientHeight;
          const first = performance.now();
          const frame = (now: number) => {
            times.push(now);
            // Top to bottom and back at a steady speed, each frame showing rows it has not shown before.
            const progress = ((now - first) / durationMs) * 2;
            element.scrollTop = distance * (progress <= 1 ? progress : 2 - progress);
            deepest = Math.max(deepest, element.scrollTop);
            if (now - first < durationMs) requestAnimationFrame(frame);
            else resolve({ times, deepest, distance });
          };
          requestAnimationFrame(frame);
        }),
      SCROLL_MS,
    );
    // The grid really scrolled to its last rows and back.
    expect(frames.deepest).toBeGreaterThan(0.9 * frames.distance);
    const { times } = frames;
    const gaps = times
      .slice(1)
      .map((time, index) => time - times[index]!)
      .sort((a, b) => a - b);
    const seconds = (times[times.length - 1]! - times[0]!) / 1000;
    const fps = gaps.length / seconds;
    passes.push(fps);
    const p95 = gaps[Math.floor(gaps.length * 0.95)]!;
    console.log(
      `Device grid, ${ROWS} rows, pass ${pass} of ${PASSES}, scrolled for ${seconds.toFixed(1)} s: ${fps.toFixed(1)} fps, ` +
        `frame time p50 ${gaps[Math.floor(gaps.length / 2)]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, longest ${gaps[gaps.length - 1]!.toFixed(1)} ms (${load()})`,
    );
  }
  const median = [...passes].sort((a, b) => a - b)[Math.floor(PASSES / 2)]!;
  const verdict = (fps: number) => `${fps.toFixed(1)} fps (${fps >= 50 ? 'met' : 'NOT met'})`;
  const line = `Device grid, goal 50 fps: first pass ${verdict(passes[0]!)}, median of ${PASSES} passes ${verdict(median)} (${load()})`;
  console.log(line);
  test.info().annotations.push({ type: 'figures', description: line });
});
