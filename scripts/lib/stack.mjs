// Starts the whole console locally: the API (with its identity provider) on the embedded database,
// the shell, and each remote on its own origin, as separate deployments would be.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION, LOCAL_PROJECT_ID, REMOTES, ROOT } from './paths.mjs';
import { applyPromotions, formatRemotes, readRegistry, REGISTRY_FILE } from './releases.js';

/** Ports and folders of one local stack; every value may be overridden from the environment. */
export function stackSettings(env = process.env) {
  const shellPort = Number(env.SHELL_PORT ?? env.PORT ?? 8080);
  const apiPort = Number(env.API_PORT ?? 8081);
  const remotePortBase = Number(env.REMOTE_PORT_BASE ?? 8091);
  return {
    shellPort,
    apiPort,
    remotePortBase,
    publicHost: env.PUBLIC_HOST ?? 'localhost',
    dataDir: env.DATA_DIR ?? join(ROOT, '.data'),
    runtimeDir: join(ROOT, '.run', String(shellPort)),
    // The releases root (scripts/release.mjs): each remote's server serves it at /releases/.
    releasesDir: env.RELEASES_DIR ?? join(ROOT, 'releases'),
    releasesBaseUrl: env.RELEASES_BASE_URL,
  };
}

/** Where a remote's releases are served: RELEASES_BASE_URL, else the local remote server's /releases/. */
export function releaseBaseUrl(settings, packageName) {
  if (settings.releasesBaseUrl) return settings.releasesBaseUrl.replace(/\/*$/, '/');
  const index = REMOTES.findIndex((remote) => remote.dir === packageName);
  return `http://${settings.publicHost}:${settings.remotePortBase + index}/releases/`;
}

/**
 * The registry file: one remote per line, so promoting or rolling back one is a one-line edit. Each remote loads its
 * local build, or the release promoted in the releases root's registry (with its integrity), when there is one.
 */
export function registryText(settings, { promotions = true } = {}) {
  const lines = REMOTES.map((remote, index) => ({
    name: remote.name,
    manifest: `http://${settings.publicHost}:${settings.remotePortBase + index}/mf-manifest.json`,
    contractVersion: CONTRACT_VERSION,
  }));
  if (!promotions) return formatRemotes(lines);
  const releases = readRegistry(settings.releasesDir);
  return formatRemotes(
    applyPromotions(lines, releases, { baseUrlOf: (packageName) => releaseBaseUrl(settings, packageName) }),
  );
}

function runtimeConfig(settings, env) {
  const apiBaseUrl = `http://${settings.publicHost}:${settings.apiPort}`;
  return {
    apiBaseUrl,
    descopeProjectId: env.DESCOPE_PROJECT_ID ?? LOCAL_PROJECT_ID,
    descopeBaseUrl: env.DESCOPE_BASE_URL ?? apiBaseUrl,
    ...(env.LAUNCHDARKLY_CLIENT_ID ? { launchDarklyClientId: env.LAUNCHDARKLY_CLIENT_ID } : {}),
    ...(env.POSTHOG_KEY ? { posthogKey: env.POSTHOG_KEY, posthogHost: env.POSTHOG_HOST } : {}),
    ...(env.REQUIRE_REMOTE_INTEGRITY === 'true' ? { requireRemoteIntegrity: true } : {}),
    // Where the API's per-tenant promotions load from, for the shell's CSP (security-headers.mjs).
    ...(settings.releasesBaseUrl ? { releasesBaseUrl: settings.releasesBaseUrl } : {}),
  };
}

async function waitFor(url, label, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`${label} did not become ready at ${url} within ${timeoutMs / 1000} s`);
}

/** Starts the stack; answers the settings and a stop function. */
export async function startStack(env = process.env) {
  const settings = stackSettings(env);
  mkdirSync(settings.runtimeDir, { recursive: true });
  const configFile = join(settings.runtimeDir, 'config.json');
  const registryFile = env.REMOTES_FILE ?? join(settings.runtimeDir, 'remotes.json');
  writeFileSync(configFile, `${JSON.stringify(runtimeConfig(settings, env), null, 2)}\n`);
  if (!env.REMOTES_FILE) writeFileSync(registryFile, registryText(settings));

  const children = [];
  const spawnChild = (label, command, args, options = {}) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    children.push(child);
    child.label = label;
    return child;
  };
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);

  const shellOrigins = [`http://localhost:${settings.shellPort}`, `http://127.0.0.1:${settings.shellPort}`];
  if (settings.publicHost !== 'localhost') shellOrigins.push(`http://${settings.publicHost}:${settings.shellPort}`);
  const api = spawnChild('api', join(ROOT, 'api', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...env,
      PORT: String(settings.apiPort),
      HOST: env.API_HOST ?? '127.0.0.1',
      DATA_DIR: settings.dataDir,
      CORS_ORIGINS: env.CORS_ORIGINS ?? shellOrigins.join(','),
      DESCOPE_PROJECT_ID: env.DESCOPE_PROJECT_ID ?? LOCAL_PROJECT_ID,
      PUBLIC_BASE_URL: `http://${settings.publicHost}:${settings.apiPort}`,
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      // Releases (issue 29): the versions the Releases page offers, and where each remote's releases are served.
      RELEASES_REGISTRY: env.RELEASES_REGISTRY ?? join(settings.releasesDir, REGISTRY_FILE),
      ...(settings.releasesBaseUrl
        ? { RELEASES_BASE_URL: settings.releasesBaseUrl }
        : {
            RELEASES_BASE_URLS: JSON.stringify(
              Object.fromEntries(REMOTES.map((remote) => [remote.dir, releaseBaseUrl(settings, remote.dir)])),
            ),
          }),
    },
  });

  const staticServer = (label, dir, port, extra = []) => {
    const root = join(ROOT, dir, 'dist');
    if (!existsSync(root)) throw new Error(`${dir} is not built (no ${root})`);
    return spawnChild(label, process.execPath, [
      join(ROOT, 'scripts', 'serve-static.mjs'),
      '--root',
      root,
      '--port',
      String(port),
      '--name',
      label,
      ...extra,
    ]);
  };
  const remoteServers = REMOTES.map((remote, index) =>
    staticServer(remote.dir, remote.dir, settings.remotePortBase + index, [
      '--cors',
      '--csp',
      'remote',
      '--mount',
      `/releases/=${settings.releasesDir}`,
    ]),
  );
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${settings.apiPort}/ready`, 'API', 180_000, api),
      ...remoteServers.map((child, index) =>
        waitFor(`http://127.0.0.1:${settings.remotePortBase + index}/mf-manifest.json`, child.label, 30_000, child),
      ),
    ]);
    // The shell starts last, so that a browser (or a test runner) waiting for it finds everything ready.
    const shell = staticServer('host-shell', 'host-shell', settings.shellPort, [
      '--spa',
      '--csp',
      'shell',
      '--file',
      `/config.json=${configFile}`,
      '--file',
      `/remotes.json=${registryFile}`,
    ]);
    await waitFor(`http://127.0.0.1:${settings.shellPort}/`, 'shell', 30_000, shell);
  } catch (error) {
    stop();
    throw error;
  }
  return { settings, registryFile, stop, children };
}
