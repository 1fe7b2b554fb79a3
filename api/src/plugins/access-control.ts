import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_TENANTS_ID, TENANT_ADMIN_ROLE } from 'shared-contracts';
import { isPlatformAdmin, KeySetUnavailableError, tenantClaim } from '../auth/session-verifier';
import type { SessionClaims, SessionVerifier } from '../auth/session-verifier';
import { tenants, type TenantStatus } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { scopeOf } from '../modules/tenant-groups/scope';
import type { ScopeOptions } from '../db/tenant-scope';
import { forbidden, HttpProblem, TENANT_SUSPENDED, unauthorized } from '../lib/http/problem';
import type {
  AccessRule,
  ActiveTenant,
  AgentAuthenticator,
  RegisteredRoute,
  TenantAccessRule,
  TenantWork,
} from './access';

/** The 400 of `Tenant-Id: *` on a route that reads one tenant. */
const ONE_TENANT_AT_A_TIME = 'This route reads one tenant at a time: name it in Tenant-Id';

/** How long a tenant's id and name, once read, answer requests without a query. */
const TENANT_CACHE_MS = 10_000;

/** A tenant as the access check reads it. */
interface FoundTenant {
  id: string;
  name: string;
  status: TenantStatus;
}

export interface AccessControlOptions {
  verifier: SessionVerifier;
  /** Credentials of the agents API (`enrolment` and `device` routes). */
  agents: AgentAuthenticator;
}

const TENANT_ACCESS: ReadonlySet<AccessRule | undefined> = new Set<TenantAccessRule>(['tenant', 'tenant-admin']);

/** The request's tenant when its route is tenant-scoped, else the 403 a missing Tenant-Id answers. */
function activeTenant(request: FastifyRequest): ActiveTenant {
  const tenant = request.optionalTenant;
  if (!tenant || !TENANT_ACCESS.has(request.routeOptions.config.access))
    throw forbidden('A Tenant-Id header naming one of your tenants is required');
  return tenant;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

function tenantHeader(request: FastifyRequest): string {
  const value = request.headers['tenant-id'];
  if (Array.isArray(value)) throw forbidden('Send one Tenant-Id');
  return (value ?? '').trim();
}

/**
 * Enforces each route's `config.access`: verifies the bearer session token (401), checks the Tenant-Id against the
 * token's tenants claim unless the caller is a platform admin (403, also for unknown tenants), and sets
 * `request.session` and `request.optionalTenant`; on the agents API it checks the enrolment token or device credential
 * instead and sets `request.enrolment` or `request.device` (a session is refused there, a credential elsewhere). Runs in onRequest, before any body is parsed.
 * A tenant route's handler reads that tenant as `request.tenant` and works in it with `request.inTenant(work)`.
 */
export const accessControlPlugin = fp(async (app: FastifyInstance, options: AccessControlOptions) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorateRequest('session', null);
  app.decorateRequest('optionalTenant', null);
  app.decorateRequest('allTenants', false);
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      return activeTenant(this);
    },
  });
  app.decorateRequest('inTenant', async function inTenant<
    T,
  >(this: FastifyRequest, work: TenantWork<T>, options?: ScopeOptions): Promise<T> {
    const tenant = activeTenant(this);
    return withTenant(app.database, tenant.id, (tx) => work(tx, tenant), options);
  });
  app.decorateRequest('enrolment', null);
  app.decorateRequest('device', null);

  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    // @fastify/cors answers preflights on a catch-all OPTIONS route of its own.
    if (route.url === '*' && methods.every((method) => method === 'OPTIONS')) {
      route.config = { ...route.config, access: 'public' };
    }
    // Read lazily: a plugin's own onRoute hook (the docs) may set the rule after this one ran.
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get allTenants() {
          return route.config?.allTenants === true;
        },
      });
    }
  });

  // Tenants found are kept briefly (misses never are): otherwise every tenant request pays a round trip for them.
  // A lifecycle change forgets its tenant here (forgetTenant); other replicas see it within TENANT_CACHE_MS.
  const found = new Map<string, { tenant: FoundTenant; until: number }>();

  app.decorate('forgetTenant', (tenantId: string) => {
    found.delete(tenantId);
  });

  async function lookUpTenant(id: string): Promise<FoundTenant | undefined> {
    const cached = found.get(id);
    if (cached && cached.until > Date.now()) return cached.tenant;
    const [row] = await app.database.db
      .select({ id: tenants.id, name: tenants.name, status: tenants.status })
      .from(tenants)
      .where(eq(tenants.id, id));
    if (row) found.set(id, { tenant: row, until: Date.now() + TENANT_CACHE_MS });
    return row;
  }

  /** Whether the tenant is in the session user's scope of tenants (tenant groups granted to them). */
  async function inScope(session: SessionClaims, tenantId: string): Promise<boolean> {
    const scope = await scopeOf(app.database, session);
    return scope.tenants.some((held) => held.id === tenantId);
  }

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    // SCIM routes check a tenant's SCIM token in their own hook.
    if (access === 'public' || access === 'scim') return;
    if (access === undefined) throw new HttpProblem(500, 'Route without an access rule');
    // The agents API: its own credentials, never a session; the tenant is the credential's, never a header.
    if (access === 'enrolment') {
      request.enrolment = await options.agents.enrolment(bearerToken(request));
      return;
    }
    if (access === 'device') {
      request.device = await options.agents.device(bearerToken(request));
      return;
    }

    let session;
    try {
      session = await options.verifier.verify(bearerToken(request));
    } catch (error) {
      if (error instanceof HttpProblem) throw error;
      if (error instanceof KeySetUnavailableError)
        throw new HttpProblem(503, 'Session keys are unavailable; retry shortly');
      throw unauthorized('The session token is invalid or expired');
    }
    request.session = session;
    const platformAdmin = isPlatformAdmin(session);
    if (access === 'platform-admin') {
      if (!platformAdmin) throw forbidden('Only platform admins may do this');
      return;
    }
    // Cross-tenant reads: the handler computes the caller's scope (requireScope); a Tenant-Id plays no part.
    if (access === 'scope') return;

    const tenantId = tenantHeader(request);
    if (tenantId === '' || (tenantId === ALL_TENANTS_ID && access === 'authenticated')) {
      if (access === 'authenticated') return;
      throw forbidden('A Tenant-Id header naming one of your tenants is required');
    }
    // All tenants: only a route that reads a scope takes it; its handler computes the scope (requireScope: 403 when
    // empty). Elsewhere a 400, never a 403, which would sign the user out.
    if (tenantId === ALL_TENANTS_ID) {
      if (access !== 'tenant' || request.routeOptions.config.allTenants !== true)
        throw new HttpProblem(400, ONE_TENANT_AT_A_TIME, {
          errors: [{ in: 'header', field: 'Tenant-Id', message: ONE_TENANT_AT_A_TIME }],
        });
      request.allTenants = true;
      return;
    }
    const claim = tenantClaim(session, tenantId);
    // A Tenant Group Admin enters each tenant of their scope with a Tenant Admin's rights (issue 31, item 2): the
    // server's own grants, read only for a tenant the session is not a member of.
    const admitted = !claim && !platformAdmin && (await inScope(session, tenantId));
    if (!claim && !platformAdmin && !admitted) throw forbidden('You are not a member of this tenant');
    const found = await lookUpTenant(tenantId);
    if (!found) throw forbidden('You are not a member of this tenant');
    const { status, ...tenant } = found;
    // A suspended tenant (or one whose deletion is scheduled) keeps its data for the platform admins only.
    if (status !== 'active' && !platformAdmin) throw forbidden(TENANT_SUSPENDED);
    const roleNames = claim ? [...claim.roles] : admitted ? [TENANT_ADMIN_ROLE] : [];
    const active: ActiveTenant = { ...tenant, roleNames };
    if (access === 'tenant-admin' && !platformAdmin && !active.roleNames.includes(TENANT_ADMIN_ROLE)) {
      throw forbidden('Only a Tenant Admin of this tenant may do this');
    }
    request.optionalTenant = active;
  });
});

/** The verified session of a non-public route. */
export function requireSession(request: FastifyRequest): NonNullable<FastifyRequest['session']> {
  if (!request.session) throw unauthorized();
  return request.session;
}
