#!/usr/bin/env node
// A small static file server for the shell and each remote, one origin per deployment, as a CDN would be.
// Usage: node scripts/serve-static.mjs --root <dir> --port <n> [--host 127.0.0.1] [--spa] [--cors]
//        [--file /config.json=<path>]...   (files read on every request, never cached: the runtime registry)
//        [--csp shell|remote]              (the shell's policy is computed from /config.json and /remotes.json)
//        [--mount /releases/=<dir>]...     (a folder served under a path prefix: the releases root)
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import {
  COMMON_HEADERS,
  DOCUMENT_HEADERS,
  REMOTE_POLICY,
  SUBRESOURCE_EXTENSIONS,
  shellPolicy,
} from './lib/security-headers.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
// Names that must always be revalidated: the entry points a deployment swaps; everything else is content-hashed.
const ALWAYS_FRESH = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|config\.json|remotes\.json)$/;

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    file: { type: 'string', multiple: true, default: [] },
    name: { type: 'string' },
    csp: { type: 'string', default: 'remote' },
    mount: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.root || !values.port || !['shell', 'remote'].includes(values.csp)) {
  console.error(
    'usage: serve-static.mjs --root <dir> --port <n> [--spa] [--cors] [--file /x.json=<path>] [--csp shell|remote]',
  );
  process.exit(2);
}
const root = resolve(values.root);
const runtimeFiles = new Map(
  values.file.map((spec) => {
    const at = spec.indexOf('=');
    return [spec.slice(0, at), resolve(spec.slice(at + 1))];
  }),
);

// Folders served under a path prefix, such as the releases root under /releases/ (each version in its own folder).
const mounts = values.mount.map((spec) => {
  const at = spec.indexOf('=');
  return { prefix: spec.slice(0, at).replace(/\/*$/, '/'), dir: resolve(spec.slice(at + 1)) };
});

async function findFile(urlPath) {
  if (runtimeFiles.has(urlPath)) return runtimeFiles.get(urlPath);
  const mount = mounts.find(({ prefix }) => urlPath.startsWith(prefix));
  const base = mount ? mount.dir : root;
  const relative = normalize(decodeURIComponent(mount ? urlPath.slice(mount.prefix.length) : urlPath)).replace(
    /^([/\\])+/,
    '',
  );
  const candidate = join(base, relative);
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;
  if (mount) return (await stat(candidate).catch(() => undefined))?.isFile() ? candidate : undefined;
  const info = await stat(candidate).catch(() => undefined);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) {
    const index = join(candidate, 'index.html');
    if ((await stat(index).catch(() => undefined))?.isFile()) return index;
  }
  // SPA fallback only for page navigations (no extension), never for missing assets.
  if (values.spa && extname(relative) === '') return join(root, 'index.html');
  return undefined;
}

/** A runtime file's JSON, or an empty object when it is absent or unreadable (the shell then shows its own error). */
async function runtimeJson(urlPath) {
  const file = runtimeFiles.get(urlPath);
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return {};
  }
}

/** The Content-Security-Policy of this deployment, as of the runtime files now (they change without a restart). */
async function contentSecurityPolicy(req) {
  if (values.csp === 'remote') return REMOTE_POLICY;
  const [config, registry] = await Promise.all([runtimeJson('/config.json'), runtimeJson('/remotes.json')]);
  const protocol = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return shellPolicy({ config, registry, pageOrigin: `${protocol}://${req.headers.host ?? 'localhost'}` });
}

const server = createServer(async (req, res) => {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
  if (values.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  let file;
  try {
    file = await findFile(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    file = undefined;
  }
  if (!file || !SUBRESOURCE_EXTENSIONS.has(extname(file))) {
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', await contentSecurityPolicy(req));
  }
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const ext = extname(file);
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': ALWAYS_FRESH.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`${values.name ?? 'static'} serving ${root} at http://${values.host}:${values.port}`);
});
// On a signal: stop accepting, let the requests in flight finish, then end the connections still open. A browser keeps
// spare connections open with no request on them, and those alone held the process for a minute or more.
const SHUTDOWN_GRACE_MS = 1_000;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
