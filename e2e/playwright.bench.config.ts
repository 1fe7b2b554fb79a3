import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Benchmarks in Chromium (`npm run bench:scroll` and `npm run bench:release` at the root): the served console of
// playwright.config.ts, the specs of ./bench, which print figures instead of asserting speeds.
export default defineConfig({ ...base, testDir: './bench', retries: 0 });
