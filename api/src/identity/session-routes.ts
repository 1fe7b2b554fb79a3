import type { FastifyInstance } from 'fastify';
import { IdpError } from './descope-errors';
import { authenticate, refreshTokenOf, requireRefreshSession } from './idp-context';
import type { IdpContext } from './idp-context';
import { requireEmail, requireNonEmpty } from './input-checks';
import {
  logoutAllSchema,
  logoutSchema,
  meSchema,
  myTenantsGetSchema,
  myTenantsSchema,
  refreshSchema,
  selectTenantSchema,
  signInSchema,
  tryRefreshSchema,
} from './schemas';
import type { DirectoryUser } from './user-directory';

const config = { access: 'public' } as const;

function tenantsOf(user: DirectoryUser, ids?: readonly string[]): { id: string; name: string }[] {
  return user.tenants
    .filter((tenant) => ids === undefined || ids.includes(tenant.tenantId))
    .map((tenant) => ({ id: tenant.tenantId, name: tenant.tenantName }));
}

/** Password sign-in, refresh, me, tenants, tenant selection and logout, as Descope answers them. */
export async function registerSessionRoutes(app: FastifyInstance, context: IdpContext): Promise<void> {
  app.post('/v1/auth/password/signin', { schema: signInSchema, config }, async (request) => {
    refreshTokenOf(context, request);
    const body = request.body as { loginId?: unknown; password?: unknown };
    const loginId = requireEmail('loginId', body.loginId);
    const password = requireNonEmpty('password', body.password);
    const user = await authenticate(context, loginId, password, request.ip);
    return context.issuer.issue(user, { amr: ['pwd'] });
  });

  app.post('/v1/auth/refresh', { schema: refreshSchema, config }, async (request) => {
    const { refresh, user } = await requireRefreshSession(context, request);
    return context.issuer.reissue(user, refresh);
  });

  app.post('/v1/auth/try-refresh', { schema: tryRefreshSchema, config }, async (request) => {
    // Only a wrong project is an error here: no or a dead refresh token answers `{}` (a 4xx makes the SDK wipe tokens).
    if (!refreshTokenOf(context, request)) return {};
    try {
      const { refresh, user } = await requireRefreshSession(context, request);
      return await context.issuer.reissue(user, refresh);
    } catch (error) {
      if (error instanceof IdpError && error.kind === 'unauthorized') return {};
      throw error;
    }
  });

  app.get('/v1/auth/me', { schema: meSchema, config }, async (request) => {
    const { user } = await requireRefreshSession(context, request);
    return context.issuer.describe(user);
  });

  app.post('/v1/auth/me/tenants', { schema: myTenantsSchema, config }, async (request) => {
    const { refresh, user } = await requireRefreshSession(context, request);
    const body = request.body as { dct?: boolean; ids?: string[] } | undefined;
    if (body?.dct === true) return { tenants: refresh.dct === undefined ? [] : tenantsOf(user, [refresh.dct]) };
    return { tenants: tenantsOf(user, body?.ids) };
  });

  app.get('/v1/auth/me/tenants', { schema: myTenantsGetSchema, config }, async (request) => {
    const { user } = await requireRefreshSession(context, request);
    return { tenants: tenantsOf(user) };
  });

  app.post('/v1/auth/tenant/select', { schema: selectTenantSchema, config }, async (request) => {
    const tenant = requireNonEmpty('tenant', (request.body as { tenant?: unknown }).tenant);
    const { refresh, user } = await requireRefreshSession(context, request);
    if (!user.tenants.some((candidate) => candidate.tenantId === tenant)) throw new IdpError('notTenantMember');
    const response = await context.issuer.issue(user, { selectedTenant: tenant, amr: refresh.amr });
    // The new refresh token carries the selection; the old one must not outlive it.
    await context.issuer.refreshStore.revoke(refresh.jti);
    return response;
  });

  app.post('/v1/auth/logout', { schema: logoutSchema, config }, async (request) => {
    const { refresh } = await requireRefreshSession(context, request);
    await context.issuer.refreshStore.revoke(refresh.jti);
    return {};
  });

  app.post('/v1/auth/logoutall', { schema: logoutAllSchema, config }, async (request) => {
    const { user } = await requireRefreshSession(context, request);
    await context.issuer.refreshStore.revokeAllForUser(user.userId);
    return {};
  });
}
