// Finds a Chromium for the end-to-end tests: the system's, else Playwright's own, else (root on
// Debian) installs Debian's headless shell; otherwise says what to install.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { run } from './pnpm.mjs';

// Debian's headless shell first: the end-to-end suite runs headless, and the shell spends about an eighth less processor
// time on it than the browser.
const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

function playwrightChromium() {
  try {
    const require = createRequire(join(ROOT, 'e2e', 'package.json'));
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Answers the path of a Chromium executable, installing Debian's package when that is possible. */
export async function findChromium() {
  const preset = process.env.CHROMIUM_PATH;
  if (preset && existsSync(preset)) return preset;
  const found = SYSTEM_CANDIDATES.find((path) => existsSync(path)) ?? playwrightChromium();
  if (found) {
    console.log(`Using Chromium at ${found}`);
    return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium-headless-shell package...");
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(SYSTEM_CANDIDATES[0])) return SYSTEM_CANDIDATES[0];
  }
  throw new Error(
    'No Chromium found. Install one: `apt-get install chromium-headless-shell` (Debian), or `npx playwright install chromium` where downloads are allowed, or set CHROMIUM_PATH.',
  );
}
