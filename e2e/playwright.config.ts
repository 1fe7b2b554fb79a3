import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The system's Chromium when present (Debian's headless shell, else its browser), else Playwright's own browser. The
// suite runs headless, and the headless shell spends about an eighth less processor time on it.
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);
// E2E_BASE_URL points the suite at a console that is already running; otherwise it serves the built one itself.
const externalBaseUrl = process.env.E2E_BASE_URL;
// Ports of the served stack; override them to run beside another local console.
const shellPort = process.env.E2E_SHELL_PORT ?? '8180';
const apiPort = process.env.E2E_API_PORT ?? String(Number(shellPort) + 1);
const remotePortBase = process.env.E2E_REMOTE_PORT_BASE ?? String(Number(shellPort) + 11);
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${shellPort}`;
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
// The served stack's data folder; set here once so that the test workers (which inherit the environment) know it too.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// QA on any composition (`npm run e2e`, scripts/e2e.mjs): E2E_REGISTRY is the remotes.json the served shell loads
// (REMOTES_FILE), and E2E_SUITE=smoke runs the smoke suites (e2e/smoke/), one project per remote, instead of the suite.
const registryFile = process.env.E2E_REGISTRY;
const smoke = process.env.E2E_SUITE === 'smoke';
// The compatibility gate (`npm run compat`, scripts/compat-matrix.mjs): the remotes whose section must show "Section
// unavailable" (E2E_SMOKE_UNAVAILABLE, package folders separated by commas); their projects run that check instead.
const unavailable = (process.env.E2E_SMOKE_UNAVAILABLE ?? '').split(',').filter(Boolean);
const remotesFile = fileURLToPath(new URL('../shared-contracts/src/remotes.json', import.meta.url));
const { remotes } = JSON.parse(readFileSync(remotesFile, 'utf8')) as { remotes: { package: string }[] };
const unknown = unavailable.filter((name) => !remotes.some((remote) => remote.package === name));
if (unknown.length > 0) throw new Error(`E2E_SMOKE_UNAVAILABLE: ${unknown.join(', ')} is not a remote`);
const browser = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: smoke ? './smoke' : './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    // A trace records DOM snapshots and a screencast of every action: it costs about a quarter of the suite's
    // processor time, so it is recorded for a failed test's retry only (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The system's "reduce motion" setting, which the console follows (shared-ui's ConsoleThemeProvider): popups and
    // dialogs open without their slide and zoom, so a click never lands during one, and the browser spends about a
    // fifth less processor time on the suite.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: smoke
    ? remotes.map((remote) => ({
        name: remote.package,
        testMatch: unavailable.includes(remote.package)
          ? 'section-unavailable.smoke.spec.ts'
          : `${remote.package}.smoke.spec.ts`,
        use: browser,
      }))
    : [{ name: 'chromium', use: browser }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node ../scripts/console.mjs serve',
        url: `http://127.0.0.1:${shellPort}/`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        env: {
          SHELL_PORT: shellPort,
          API_PORT: apiPort,
          REMOTE_PORT_BASE: remotePortBase,
          DATA_DIR: dataDir,
          // The releases the journeys make (release-integrity.spec.ts), never the developer's own releases/.
          RELEASES_DIR: join(dataDir, 'releases'),
          ...(registryFile ? { REMOTES_FILE: registryFile } : {}),
        },
      },
});
