const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export interface LocalSsoPageInput {
  state: string;
  tenant: string;
  loginId?: string;
  error?: string;
}

/** Security headers for the sign-in page: no framing, no scripts, forms only to here and to the allowed redirect origins. */
export function localSsoPageHeaders(redirectOrigins: readonly string[]): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      // Browsers apply form-action to the redirect that follows the POST too.
      `form-action 'self' ${redirectOrigins.join(' ')}`.trim(),
    ].join('; '),
  };
}

/**
 * Whom the page signs in: SSO started with an e-mail address (the SDK's `sso.start(email)`) names that person, one
 * started with a tenant id names the tenant.
 */
export function ssoHint(tenant: string): string {
  return tenant.includes('@')
    ? `Local identity provider, signing in <strong>${escapeHtml(tenant)}</strong>`
    : `Local identity provider of tenant <strong>${escapeHtml(tenant)}</strong>`;
}

/** The local single sign-on page: the stand-in for a tenant's SAML/OIDC identity provider. */
export function renderLocalSsoPage({ state, tenant, loginId = '', error }: LocalSsoPageInput): string {
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Single sign-on</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f3fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 32px; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(360px, 90vw); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p.hint { color: #555; margin: 0 0 20px; font-size: 14px; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 8px; border: 1px solid #bbb; border-radius: 4px; font-size: 14px; }
  button { margin-top: 20px; width: 100%; padding: 10px; background: #6A00FF; color: #fff; border: 0; border-radius: 4px; font-size: 15px; cursor: pointer; }
  .error { color: #b00020; font-size: 14px; }
</style>
</head>
<body>
<main>
  <h1>Single sign-on</h1>
  <p class="hint">${ssoHint(tenant)}</p>
  ${alert}
  <form method="post" action="local-sso">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <label for="loginId">Email</label>
    <input id="loginId" name="loginId" type="email" autocomplete="username" required value="${escapeHtml(loginId)}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>
`;
}

/** The page shown when the sign-in link is unknown, used or expired. */
export function renderExpiredSsoPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Single sign-on</title></head>
<body><main><h1>This sign-in link has expired</h1><p>Go back to the console and start single sign-on again.</p></main></body>
</html>
`;
}
