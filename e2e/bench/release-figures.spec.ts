import { test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openSignedIn } from '../tests/console';

// Issue 29, item 7: the release figures, measured. A benchmark, not a test (`npm run bench:release`): it prints the
// figures beside their goals and fails only if it could not run. The console served by playwright.config.ts (its own
// RELEASES_DIR in the run's data folder) is open in a signed-in browser session that keeps navigating between sections
// (Incidents, the released remote, among them) and counts the navigations that fail, while
//   1. a second version of mfe-incidents is released with `npm run release` and promoted: the time from the release
//      command's start (and from the promotion's) until the session's next navigation shows the new version;
//   2. it is rolled back: the time from the rollback command's start until the session shows the previous version.
// The two versions are real releases of two commits: the first is this tree's build (`--allow-dirty`, so a tree with
// uncommitted changes still runs the bench, marked dirty); the second is released from a throwaway clone of this
// repository's HEAD in which a commit bumps mfe-incidents' patch version, so the release command rebuilds the remote
// in production as a team's release would (the clone is prepared before the clock starts: its packages installed).
// Nothing of this repository changes: the clone and the releases are deleted at the end.
// The shell reads remotes.json when a page loads (a promotion is effective at the next page load): the session loads
// the console afresh once per cycle of four navigations, so the figures include the wait for that load.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shellPort = process.env.E2E_SHELL_PORT ?? '8180';
const releasesDir = join(process.env.E2E_DATA_DIR ?? '', 'releases');
const REMOTE = 'mfe-incidents';
/** The manifest of one released version of the remote, as the shell requests it. */
const MANIFEST = new RegExp(`/releases/${REMOTE}/([^/]+)/mf-manifest\\.json$`);
/** How long the bench waits for the session to show a version before it prints that the goal was not reached. */
const WAIT_MS = 180_000;

const cpus = availableParallelism();
const load = () => `load ${loadavg()[0]!.toFixed(1)} on ${cpus} processors`;
const run = promisify(execFile);

/** Runs `scripts/release.mjs` of a tree against the served stack's releases root and ports. */
async function releaseCommand(tree: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(tree, 'scripts', 'release.mjs'), ...args], {
    cwd: tree,
    env: {
      ...process.env,
      RELEASES_DIR: releasesDir,
      SHELL_PORT: shellPort,
      REMOTE_PORT_BASE: process.env.E2E_REMOTE_PORT_BASE ?? String(Number(shellPort) + 11),
      RELEASE_BY: 'release-figures bench',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** The version a release command printed. */
function releasedVersion(output: string): string {
  const version = new RegExp(`Released ${REMOTE} (\\S+)`).exec(output)?.[1];
  if (!version) throw new Error(`the release printed no version:\n${output}`);
  return version;
}

/** A clone of this repository's HEAD with its packages installed and one commit bumping the remote's patch version. */
async function prepareNextCommit(): Promise<string> {
  const clone = await mkdtemp(join(tmpdir(), 'release-bench-'));
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=release bench', '-c', 'user.email=bench@localhost', ...args], { cwd: clone });
  await run('git', ['clone', '--quiet', '--shared', '--single-branch', '--no-tags', ROOT, clone]);
  await run(process.execPath, [join(clone, 'scripts', 'console.mjs'), 'install'], {
    cwd: clone,
    maxBuffer: 16 * 1024 * 1024,
  });
  const packageFile = join(clone, REMOTE, 'package.json');
  const text = await readFile(packageFile, 'utf8');
  const { version } = JSON.parse(text) as { version: string };
  const [major, minor, patch] = version.split('.').map(Number);
  await writeFile(packageFile, text.replace(`"version": "${version}"`, `"version": "${major}.${minor}.${patch! + 1}"`));
  await git('commit', '--quiet', '-am', `${REMOTE} ${major}.${minor}.${patch! + 1} (release bench)`);
  return clone;
}

/** What the open session saw: its navigations, the failed ones, and the remote's version at each visit. */
interface Session {
  navigations: number;
  pageLoads: number;
  failures: string[];
  /** The remote's version in the document when each navigation to its section completed, and when. */
  shown: { version: string; at: number }[];
  stop: () => Promise<void>;
}

const SECTIONS = [
  { nav: 'Incidents', remote: 'mfe_incidents', path: '/incidents' },
  { nav: 'Dashboard', remote: 'mfe_dashboard', path: '/dashboard' },
  { nav: 'Incidents', remote: 'mfe_incidents', path: '/incidents' },
  { nav: 'Devices', remote: 'mfe_devices', path: '/devices' },
] as const;

/**
 * Keeps the page navigating: each cycle loads the console afresh at the first section, then clicks the rail to the
 * others. A navigation fails when its section shows "Section unavailable", does not show within 30 s, or while it ran
 * the page threw an error or a script or manifest failed to load.
 */
function startSession(page: Page): Session {
  const session: Session = { navigations: 0, pageLoads: 0, failures: [], shown: [], stop: async () => {} };
  let documentVersion = '(none)';
  let problems: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const version = MANIFEST.exec(new URL(url).pathname)?.[1];
    if (version && response.ok()) documentVersion = decodeURIComponent(version);
    if (!response.ok() && /(\.js|mf-manifest\.json)$/.test(new URL(url).pathname)) {
      problems.push(`${response.status()} ${url}`);
    }
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // A request cut short because the session moved on is not a failure of the release.
    if (request.resourceType() === 'script' && !error.includes('ERR_ABORTED')) {
      problems.push(`${error} ${request.url()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  let running = true;
  const loop = (async () => {
    for (let cycle = 0; running; cycle += 1) {
      for (const [index, section] of SECTIONS.entries()) {
        if (!running) break;
        problems = [];
        const label = `${index === 0 ? 'load' : 'click'} ${section.path}`;
        try {
          if (index === 0) {
            documentVersion = '(none)';
            await page.goto(section.path);
            session.pageLoads += 1;
          } else {
            await page
              .getByRole('navigation', { name: 'Main navigation' })
              .getByRole('link', { name: section.nav })
              .click();
          }
          const mounted = page.locator(`[data-remote="${section.remote}"] > *`).first();
          const unavailable = page.getByText('Section unavailable');
          await mounted.or(unavailable).first().waitFor({ timeout: 30_000 });
          if (await unavailable.isVisible()) problems.push('"Section unavailable"');
          if (section.remote === 'mfe_incidents' && problems.length === 0) {
            session.shown.push({ version: documentVersion, at: Date.now() });
          }
        } catch (error) {
          problems.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
        }
        session.navigations += 1;
        if (problems.length > 0) session.failures.push(`${label}: ${problems.join('; ')}`);
      }
    }
  })();
  session.stop = async () => {
    running = false;
    await loop;
  };
  return session;
}

/** When the session first showed a version at or after a moment, or undefined when it did not within WAIT_MS. */
async function shownAfter(session: Session, version: string, since: number): Promise<number | undefined> {
  for (;;) {
    const seen = session.shown.find((item) => item.at >= since && item.version === version);
    if (seen) return seen.at;
    if (Date.now() - since > WAIT_MS) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const secondsBetween = (from: number, to: number | undefined) =>
  to === undefined ? `not within ${WAIT_MS / 1000} s` : `${((to - from) / 1000).toFixed(1)} s`;
const verdict = (from: number, to: number | undefined, goalSeconds: number) =>
  `${secondsBetween(from, to)} (goal < ${goalSeconds} s: ${to !== undefined && to - from < goalSeconds * 1000 ? 'met' : 'NOT met'})`;

test('a release reaches users within 60 s, a rollback within 10 s, with no failed navigation', async ({ page }) => {
  test.setTimeout(900_000);
  const loadBefore = load();
  // Not timed: the first version (this tree's build) released and live, and the next commit ready to release.
  const first = releasedVersion(await releaseCommand(ROOT, REMOTE, '--allow-dirty'));
  await releaseCommand(ROOT, 'promote', REMOTE, first);
  const clone = await prepareNextCommit();
  try {
    await openSignedIn(page, '/incidents');
    const session = startSession(page);
    const firstSeen = await shownAfter(session, first, Date.now());
    if (firstSeen === undefined) throw new Error(`the session never showed ${REMOTE} ${first}`);

    const releaseStarted = Date.now();
    const second = releasedVersion(await releaseCommand(clone, REMOTE));
    const released = Date.now();
    await releaseCommand(ROOT, 'promote', REMOTE, second);
    const usersOnSecond = await shownAfter(session, second, released);

    const rollbackStarted = Date.now();
    await releaseCommand(ROOT, 'rollback', REMOTE);
    const usersBack = await shownAfter(session, first, rollbackStarted);
    await session.stop();

    const lines = [
      `Release of ${REMOTE} ${first} -> ${second} (a production build of the remote, no shell rebuild): ` +
        `release command ${secondsBetween(releaseStarted, released)}; to users ${verdict(releaseStarted, usersOnSecond, 60)}, ` +
        `of which from the promotion ${secondsBetween(released, usersOnSecond)}`,
      `Rollback to ${first}: to users ${verdict(rollbackStarted, usersBack, 10)}`,
      `Open session: ${session.navigations} navigations (${session.pageLoads} page loads), ${session.failures.length} failed (goal 0: ${session.failures.length === 0 ? 'met' : 'NOT met'})`,
      ...session.failures.map((failure) => `  failed: ${failure}`),
      `Machine: ${loadBefore} before, ${load()} after`,
    ];
    for (const line of lines) console.log(line);
    test.info().annotations.push({ type: 'figures', description: lines.join('\n') });
  } finally {
    await rm(clone, { recursive: true, force: true });
  }
});
