import type { AccessRule } from './plugins/access';

/** A request that exercises a route as a user of the active tenant (Acme in the tests). */
export interface MatrixProbe {
  url: string;
  payload?: Record<string, unknown>;
}

export interface MatrixEntry {
  access: AccessRule;
  /** How the isolation test calls it; omitted for routes other suites cover (identity provider, docs assets). */
  probes?: MatrixProbe[];
}

const CANARY_SEARCH = 'canary-7f3a9c';

/**
 * Every route of the API and its access rule. The access-matrix test fails for a registered route missing here,
 * or whose declared rule differs; tenant routes are probed for other tenants' data.
 */
export const ACCESS_MATRIX: Readonly<Record<string, MatrixEntry>> = {
  'GET /health': { access: 'public' },
  'GET /ready': { access: 'public' },
  'OPTIONS *': { access: 'public' },
  'GET /tenants': { access: 'platform-admin', probes: [{ url: '/tenants' }] },
  'GET /assignees': { access: 'tenant', probes: [{ url: '/assignees' }] },
  'GET /audit-logs': {
    access: 'tenant',
    probes: [
      { url: '/audit-logs?pageSize=1000' },
      { url: `/audit-logs?search=${CANARY_SEARCH}` },
      { url: '/audit-logs?user=UCANARYGLOBEXONLY0000000000' },
    ],
  },
  'GET /audit-logs/count': {
    access: 'tenant',
    probes: [{ url: `/audit-logs/count?search=${CANARY_SEARCH}` }, { url: '/audit-logs/count' }],
  },
  'GET /audit-logs/export': { access: 'tenant', probes: [{ url: '/audit-logs/export' }] },
  'POST /audit-logs': {
    access: 'authenticated',
    probes: [{ url: '/audit-logs', payload: { page: 'Login', action: 'Logon', outcome: 'Success' } }],
  },
  'GET /feature-flags': { access: 'tenant', probes: [{ url: '/feature-flags' }] },
  'PUT /feature-flags/:name': {
    access: 'tenant-admin',
    probes: [{ url: '/feature-flags/DISPLAY_AI_POSTURE_PAGE', payload: { value: true } }],
  },
  'DELETE /feature-flags/:name': {
    access: 'tenant-admin',
    probes: [{ url: '/feature-flags/DISPLAY_AI_POSTURE_PAGE' }],
  },
};

/** Routes owned by plugins whose rule is public by construction: the identity provider and the docs. */
export function isPluginPublicRoute(url: string): boolean {
  return url.startsWith('/v1/auth') || url.startsWith('/v2/keys') || url === '/docs' || url.startsWith('/docs/');
}
