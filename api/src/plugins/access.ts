import type { SessionClaims } from '../auth/session-verifier';
import type { Database, Tx } from '../db/database';
import type { ScopeOptions } from '../db/tenant-scope';

/**
 * Who may call a route; every route declares one in `config.access` beside its schema.
 * - public: anyone (health, docs, identity provider)
 * - authenticated: a valid session; Tenant-Id optional, checked when present
 * - tenant: a valid session and a Tenant-Id the session may enter
 * - tenant-admin: as tenant, plus the Tenant Admin role there (or platform admin)
 * - platform-admin: a valid session holding Product Admin on any tenant
 * - scope: a valid session; the handler reads across the caller's scope of tenants, which the server computes from
 *   its own records (`modules/tenant-groups/scope.ts`: every tenant for a platform admin, the tenants of their groups
 *   for a Tenant Group Admin) and refuses with 403 when it is empty; no Tenant-Id is read
 * - scim: no session; the SCIM routes authenticate a tenant's SCIM bearer token themselves
 * - enrolment: an agent's enrolment token (agents API), never a session
 * - device: a device credential (agents API), never a session; the tenant is the device's own
 */
export type AccessRule =
  'public' | 'authenticated' | 'tenant' | 'tenant-admin' | 'platform-admin' | 'scope' | 'scim' | 'enrolment' | 'device';

/** The rules of the routes that act in one tenant: the access hook has resolved their Tenant-Id before the handler. */
export type TenantAccessRule = Extract<AccessRule, 'tenant' | 'tenant-admin'>;

/** The caller of an `enrolment` route: a valid enrolment token of a tenant. */
export interface EnrolmentCaller {
  tenantId: string;
  tokenId: string;
  tokenName: string;
}

/** The caller of a `device` route: an enrolled device that is not revoked. */
export interface DeviceCaller {
  tenantId: string;
  deviceId: string;
  hostname: string;
}

/** Checks the credentials of the agents API (`src/modules/agents/agent-authenticator.ts`). */
export interface AgentAuthenticator {
  /** The enrolment token's tenant and id; 401 when unknown or malformed, 403 when revoked or expired. */
  enrolment(token: string): Promise<EnrolmentCaller>;
  /** The device's tenant and id; 401 when unknown or malformed, 403 when the device was revoked. */
  device(token: string): Promise<DeviceCaller>;
}

/** The tenant a request acts in, after the Tenant-Id check. */
export interface ActiveTenant {
  id: string;
  name: string;
  /** The caller's roles there (empty for a platform admin who is not a member). */
  roleNames: string[];
}

/** Work in the active tenant's row-level-security scope: its transaction and the tenant it acts in. */
export type TenantWork<T> = (tx: Tx, tenant: ActiveTenant) => Promise<T>;

/** One registered route and its rule, as the access-matrix test reads them. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
  /** The route accepts `Tenant-Id: *` (`config.allTenants`). */
  allTenants: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /**
     * A `tenant` route that also reads over All tenants (issue 31, item 2): it accepts `Tenant-Id: *`
     * (ALL_TENANTS_ID), and then its handler reads the caller's scope (`requireScope`), `request.allTenants` set and
     * no active tenant. Any other route answers `Tenant-Id: *` with 400 (an `authenticated` route reads it as no
     * tenant). Listed in the access matrix beside the rule.
     */
    allTenants?: boolean;
  }
  interface FastifyRequest {
    /** The verified session; null on public routes. */
    session: SessionClaims | null;
    /**
     * The tenant the access hook let the request act in; null when the route has no tenant scope and no Tenant-Id
     * was sent. For routes where the tenant is optional (`authenticated`) and for plugins; a tenant route reads
     * `tenant`.
     */
    optionalTenant: ActiveTenant | null;
    /** True when an `allTenants` route was called with `Tenant-Id: *`: it reads the caller's scope, no one tenant. */
    allTenants: boolean;
    /** The active tenant of a `tenant` or `tenant-admin` route; reading it on any other route throws 403. */
    readonly tenant: ActiveTenant;
    /**
     * Runs `work` in a transaction that sees only the active tenant's rows (`withTenantScope`), opened by this call
     * and ended when `work` settles: a request never holds one while it streams or serializes. 403 on a route that is
     * not `tenant` or `tenant-admin`.
     */
    inTenant<T>(work: TenantWork<T>, options?: ScopeOptions): Promise<T>;
    /** The enrolment token of an `enrolment` route; null elsewhere. */
    enrolment: EnrolmentCaller | null;
    /** The device of a `device` route; null elsewhere. */
    device: DeviceCaller | null;
  }
  interface FastifyInstance {
    database: Database;
    /** Time (ms) an exact count may take before it answers the estimate (`AppConfig.countBudgetMs`). */
    countBudgetMs: number;
    /** Every route registered, with its access rule. */
    registeredRoutes: RegisteredRoute[];
    /** Drops what the access check keeps of a tenant (its name and status), after a change of its lifecycle. */
    forgetTenant(tenantId: string): void;
  }
}
