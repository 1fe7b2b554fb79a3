// Security headers of the static servers (issue 16, item 4): a Content-Security-Policy computed from the runtime
// files a deployment serves (config.json: the API, the identity service, optional flags and analytics; remotes.json:
// each registered remote's origin), never 'unsafe-eval'; no framing; no referrer; no sniffing.

const LAUNCHDARKLY_ORIGINS = [
  'https://clientsdk.launchdarkly.com',
  'https://clientstream.launchdarkly.com',
  'https://events.launchdarkly.com',
];
const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';

/** The origin of a URL, or undefined when it is not an absolute http(s) URL. */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC §7, as the shell derives it: the API host is the page's host with 'app' replaced by 'api'. */
function derivedApiOrigin(pageOrigin) {
  const page = new URL(pageOrigin);
  return `${page.protocol}//${page.host.replace('app', 'api')}`;
}

/** PostHog's ingestion host and, for its cloud, the assets host its session recorder is loaded from. */
function posthogOrigins(host) {
  const origin = originOf(host ?? POSTHOG_DEFAULT_HOST);
  if (!origin) return [];
  const assets = origin.replace(/^https:\/\/(\w+)\.i\.posthog\.com$/, 'https://$1-assets.i.posthog.com');
  return assets === origin ? [origin] : [origin, assets];
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The shell's policy: its own files and the registered remotes' and releases' scripts; fetches to itself, the API, the identity
 * service and the remotes' manifests; styles inline (antd writes its CSS-in-JS into style elements); nothing else.
 */
export function shellPolicy({ config = {}, registry = {}, pageOrigin }) {
  const lines = Array.isArray(registry.remotes) ? registry.remotes : [];
  // Releases promoted per tenant through the API (issue 29) load from where releases are served: config.json's
  // `releasesBaseUrl` (the API's RELEASES_BASE_URL); locally each remote server's own /releases/, already allowed.
  const remotes = unique([...lines.map((r) => originOf(r?.manifest)), originOf(config.releasesBaseUrl)]);
  const api = originOf(config.apiBaseUrl) ?? (pageOrigin ? derivedApiOrigin(pageOrigin) : undefined);
  const analytics = config.posthogKey ? posthogOrigins(config.posthogHost) : [];
  const flags = config.launchDarklyClientId ? LAUNCHDARKLY_ORIGINS : [];
  const connect = unique(["'self'", api, originOf(config.descopeBaseUrl), ...remotes, ...analytics, ...flags]);
  const scripts = unique(["'self'", ...remotes, ...analytics]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${unique([api]).join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A remote's server serves scripts and manifests only: as a document, nothing may run or frame it. */
export const REMOTE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Every static answer: never sniffed into another type. */
export const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

/** Policies that govern a document (a page, an SVG, an error page); scripts and data files are sent without them. */
export const DOCUMENT_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' };

/** Files that are never documents: their answers skip the document policies (a CSP header on each of a page's dozen
 * scripts would add about 6 KiB to what the shell sends before /login). */
export const SUBRESOURCE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.map', '.woff2', '.png', '.ico']);
