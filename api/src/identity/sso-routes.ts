import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IdpError } from './descope-errors';
import { authenticate, refreshTokenOf } from './idp-context';
import type { IdpContext } from './idp-context';
import { requireNonEmpty } from './input-checks';
import { localSsoPageHeaders, renderExpiredSsoPage, renderLocalSsoPage } from './local-sso-page';
import { localSsoPageSchema, localSsoSubmitSchema, ssoAuthorizeSchema, ssoExchangeSchema } from './schemas';

const config = { access: 'public' } as const;

/** The redirect URL if its origin is allowed (an open redirect would hand one-time codes to anyone). */
function allowedRedirect(context: IdpContext, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new IdpError('invalidArguments', `"${value}" is not a valid redirect URL`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || !context.allowedRedirectOrigins.includes(url.origin)) {
    throw new IdpError('invalidArguments', `Redirect URL origin "${url.origin}" is not allowed`);
  }
  return url.toString();
}

function sendPage(reply: FastifyReply, context: IdpContext, status: number, html: string): FastifyReply {
  return reply.code(status).headers(localSsoPageHeaders(context.allowedRedirectOrigins)).send(html);
}

/**
 * SSO the way the SDK starts it (`sso.start` posts to Descope's SAML authorize path; `/v1/auth/sso/*` are aliases):
 * authorize answers `{ url }` of the local sign-in page, which redirects back with a one-time code for `exchange`.
 */
export async function registerSsoRoutes(app: FastifyInstance, context: IdpContext): Promise<void> {
  const authorize = async (request: FastifyRequest) => {
    refreshTokenOf(context, request);
    const query = request.query as { tenant?: unknown; redirectURL?: string; redirectUrl?: string };
    const tenant = requireNonEmpty('tenant', query.tenant).trim();
    const redirect = allowedRedirect(context, requireNonEmpty('redirectUrl', query.redirectURL ?? query.redirectUrl));
    const state = context.sso.start(tenant, redirect);
    return { url: `${context.publicBaseUrl}/v1/auth/local-sso?state=${encodeURIComponent(state)}` };
  };
  const exchange = async (request: FastifyRequest) => {
    refreshTokenOf(context, request);
    const code = requireNonEmpty('code', (request.body as { code?: unknown }).code);
    const grant = context.sso.redeem(code);
    const user = grant && (await context.directory.findById(grant.userId));
    if (!grant || !user || user.disabled) throw new IdpError('badCode');
    const member = user.tenants.some((tenant) => tenant.tenantId === grant.tenant);
    return context.issuer.issue(user, { amr: ['sso'], ...(member && { selectedTenant: grant.tenant }) });
  };
  for (const prefix of ['/v1/auth/saml', '/v1/auth/sso']) {
    app.post(`${prefix}/authorize`, { schema: ssoAuthorizeSchema, config }, authorize);
    app.post(`${prefix}/exchange`, { schema: ssoExchangeSchema, config }, exchange);
  }

  app.get('/v1/auth/local-sso', { schema: localSsoPageSchema, config }, async (request, reply) => {
    const { state } = request.query as { state: string };
    const pending = context.sso.pending(state);
    if (!pending) return sendPage(reply, context, 400, renderExpiredSsoPage());
    const loginId = pending.tenant.includes('@') ? pending.tenant : '';
    return sendPage(reply, context, 200, renderLocalSsoPage({ state, tenant: pending.tenant, loginId }));
  });

  app.post('/v1/auth/local-sso', { schema: localSsoSubmitSchema, config }, async (request, reply) => {
    const { state = '', loginId = '', password = '' } = request.body as Record<string, string | undefined>;
    const pending = context.sso.pending(state);
    if (!pending) return sendPage(reply, context, 400, renderExpiredSsoPage());
    const again = (status: number, error: string) =>
      sendPage(reply, context, status, renderLocalSsoPage({ state, tenant: pending.tenant, loginId, error }));
    if (!loginId.trim() || !password) return again(400, 'Enter your email and password.');
    let user;
    try {
      user = await authenticate(context, loginId.trim(), password, request.ip);
    } catch (error) {
      if (!(error instanceof IdpError)) throw error;
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return again(
        error.kind === 'tooManyRequests' ? 429 : 401,
        error.kind === 'tooManyRequests' ? error.message : 'Incorrect email or password.',
      );
    }
    const byEmail = pending.tenant.includes('@');
    const allowed = byEmail
      ? user.loginId.toLowerCase() === pending.tenant.toLowerCase()
      : user.tenants.some((tenant) => tenant.tenantId === pending.tenant);
    if (!allowed) return again(403, 'This account cannot sign in to this tenant.');
    context.sso.finish(state);
    const target = new URL(pending.redirectUrl);
    target.searchParams.set('code', context.sso.grant(user.userId, pending.tenant));
    return reply.code(303).header('cache-control', 'no-store').redirect(target.toString(), 303);
  });
}
