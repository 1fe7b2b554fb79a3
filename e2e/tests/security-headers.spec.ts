import { expect, test } from '@playwright/test';
import { RAIL, expectRailEntryWorks, openSignedIn } from './console';

// Issue 16, item 4: the static servers send a Content-Security-Policy computed from the registry, and the composed
// console runs under it with no violation, from sign-in through every page of the rail.

const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

test('the shell and a remote answer with a policy that allows the API and every registered remote only', async ({
  request,
}) => {
  const shell = await request.get('/incidents');
  const headers = shell.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).not.toContain('unsafe-eval');
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');

  const registry = (await (await request.get('/remotes.json')).json()) as { remotes: { manifest: string }[] };
  const config = (await (await request.get('/config.json')).json()) as { apiBaseUrl: string };
  const remoteOrigins = registry.remotes.map((remote) => new URL(remote.manifest).origin);
  expect(remoteOrigins).toHaveLength(RAIL.length);
  expect(directive(policy, 'script-src').sort()).toEqual(["'self'", ...new Set(remoteOrigins)].sort());
  expect(directive(policy, 'connect-src')).toEqual(
    expect.arrayContaining(["'self'", new URL(config.apiBaseUrl).origin, ...remoteOrigins]),
  );

  // A remote's scripts and manifest are never documents: nosniff, and no page policies on every file.
  const manifest = await request.get(registry.remotes[0]!.manifest);
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  expect(manifest.headers()['content-security-policy']).toBeUndefined();
  // Opened as a page, a remote's origin runs and frames nothing.
  const remotePage = await request.get(new URL('/', registry.remotes[0]!.manifest).toString());
  expect(directive(remotePage.headers()['content-security-policy'] ?? '', 'default-src')).toEqual(["'none'"]);
  expect(directive(remotePage.headers()['content-security-policy'] ?? '', 'frame-ancestors')).toEqual(["'none'"]);
});

test('the composed console runs with no Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  await openSignedIn(page, '/incidents');
  await expect(page.locator('.console-data-grid .ant-table-row').first()).toBeVisible();
  for (const entry of RAIL) await expectRailEntryWorks(page, entry);
  expect(violations).toEqual([]);
});
