import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from './console';

// JavaScript over the wire, measured as Chromium sees it with an empty cache (a fresh context per test). The
// static servers gzip JavaScript (scripts/serve-static.mjs), so a script's encoded length is its gzipped size.
const KIB = 1024;
/** The budgets in KiB (one file, which the build checks too): before /login renders, from /login to /incidents rows. */
function readBudgets(): { login: number; loginToIncidents: number } {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'build-tools', 'weight-budgets.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} holds no object`);
  const { login, loginToIncidents } = parsed as Record<string, unknown>;
  if (typeof login !== 'number' || typeof loginToIncidents !== 'number') throw new Error(`${file}: budgets missing`);
  return { login: login * KIB, loginToIncidents: loginToIncidents * KIB };
}
const BUDGET = readBudgets();

/** Sums the encoded bytes of every script response the page has finished loading. */
async function watchScripts(page: Page): Promise<{ cdp: CDPSession; total: () => number }> {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes.set(event.requestId, event.encodedDataLength);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { cdp, total: () => [...bytes.values()].reduce((sum, size) => sum + size, 0) };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

test('the sign-in page and the way to the incidents list stay within their JavaScript budgets', async ({
  page,
}, testInfo) => {
  const scripts = await watchScripts(page);
  await page.goto('/incidents');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const login = scripts.total();

  await signIn(page);
  await expect(page).toHaveURL(/\/incidents$/);
  await expect(page.locator('.console-data-grid .ant-table-row').first()).toBeVisible();
  const loginToIncidents = scripts.total() - login;

  const summary = `JavaScript (gzip): before /login ${kib(login)}; /login to /incidents rows ${kib(loginToIncidents)}`;
  console.log(summary);
  testInfo.annotations.push({ type: 'weight', description: summary });
  expect(login).toBeLessThanOrEqual(BUDGET.login);
  expect(loginToIncidents).toBeLessThanOrEqual(BUDGET.loginToIncidents);
});

/** One shared package as the federation runtime holds it: each version registered, who provided it, who uses it. */
interface SharedCopy {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** The host's default share scope: package name to the copies registered (module federation's global state). */
function sharedCopies(page: Page, names: readonly string[]): Promise<Record<string, SharedCopy[]>> {
  return page.evaluate((packages) => {
    interface Entry {
      from: string;
      loaded?: boolean;
      useIn?: string[];
    }
    interface Federation {
      __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> }[];
    }
    const federation = (window as unknown as { __FEDERATION__: Federation }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'console_shell');
    const scope = host?.shareScopeMap.default ?? {};
    return Object.fromEntries(
      packages.map((name) => [
        name,
        Object.entries(scope[name] ?? {}).map(([version, entry]) => ({
          version,
          from: entry.from,
          loaded: Boolean(entry.loaded),
          useIn: entry.useIn ?? [],
        })),
      ]),
    );
  }, names);
}

// The singletons the remotes must take from the shell: React, its renderer, and shared-ui, which carries the one
// antd (its ConfigProvider and cssinjs context) and the one router.
const SINGLETONS = ['react', 'react-dom', 'shared-ui/core', 'shared-ui'] as const;

// One copy of React, react-dom and shared-ui per page, one react-dom renderer, and a remote's antd components see
// the shell's ConfigProvider (brand colour).
test('a remote renders with the one React and the shell theme', async ({ page }) => {
  await page.addInitScript(() => {
    // A stand-in for the React DevTools hook: every copy of react-dom registers its renderer through it.
    const renderers: unknown[] = [];
    Object.assign(window, {
      __consoleRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
  await page.goto('/incidents');
  await signIn(page);
  const grid = page.locator('.console-data-grid');
  await grid.locator('.ant-table-row').first().locator('.ant-table-cell').nth(3).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('New comment').fill('theme check');
  const post = drawer.getByRole('button', { name: 'Post comment' });
  await expect(post).toBeEnabled();
  // #6A00FF, the console's colorPrimary: the remote's Button got it from the shell's ConfigProvider.
  await expect(post).toHaveCSS('background-color', 'rgb(106, 0, 255)');
  const rendererCount = await page.evaluate(
    () => (window as unknown as { __consoleRenderers: unknown[] }).__consoleRenderers.length,
  );
  expect(rendererCount).toBe(1);
  const copies = await sharedCopies(page, SINGLETONS);
  for (const name of SINGLETONS) {
    expect(copies[name], `${name}: one copy, the shell's`).toEqual([
      expect.objectContaining({ from: 'console_shell', loaded: true }),
    ]);
  }
  // The remote took React and shared-ui from the shell rather than loading its own fallback copies.
  for (const name of ['react', 'shared-ui/core', 'shared-ui'] as const) {
    expect(copies[name]?.[0]?.useIn, `${name} used by the remote`).toContain('mfe_incidents');
  }
});
