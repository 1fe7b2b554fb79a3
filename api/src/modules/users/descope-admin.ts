import type { IdentityAdmin } from './identity-admin';
import { HttpProblem } from '../../lib/http/problem';

/** Where Descope's management API is and how to reach it. */
export interface DescopeAdminOptions {
  projectId: string;
  managementKey: string;
  /** Default https://api.descope.com. */
  baseUrl?: string;
  /** Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Descope's default API host. */
export const DESCOPE_API_URL = 'https://api.descope.com';

/**
 * User Management against Descope's management API (`Authorization: Bearer <projectId>:<managementKey>`): invite
 * (create with `invite: true`, or add the tenant to a user Descope knows), set the tenant's roles, set the status
 * and remove the tenant. Descope's status is project-wide: disabling a user there disables them everywhere.
 */
export function createDescopeIdentityAdmin(options: DescopeAdminOptions): IdentityAdmin {
  const baseUrl = (options.baseUrl ?? DESCOPE_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const headers = {
    authorization: `Bearer ${options.projectId}:${options.managementKey}`,
    'content-type': 'application/json',
  };

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new HttpProblem(502, 'The identity provider (Descope) could not be reached; nothing was changed');
    }
    return response;
  }

  async function post(path: string, body: unknown): Promise<void> {
    const response = await call('POST', path, body);
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { errorDescription?: unknown };
      const reason = typeof answer.errorDescription === 'string' ? `: ${answer.errorDescription}` : '';
      throw new HttpProblem(502, `The identity provider (Descope) refused the change${reason}; nothing was changed`);
    }
  }

  return {
    kind: 'descope',
    async invite(_tx, subject, tenantId, roleNames) {
      const known = await call('GET', `/v1/mgmt/user?loginid=${encodeURIComponent(subject.email)}`);
      if (known.ok) {
        await post('/v1/mgmt/user/update/tenant/add', { loginId: subject.email, tenantId, roleNames });
      } else {
        await post('/v1/mgmt/user/create', {
          loginId: subject.email,
          email: subject.email,
          displayName: subject.name,
          userTenants: [{ tenantId, roleNames }],
          invite: true,
          sendMail: true,
        });
      }
      return null;
    },
    setRoles: (subject, tenantId, roleNames) =>
      post('/v1/mgmt/user/update/role/set', { loginId: subject.email, tenantId, roleNames }),
    setStatus: (subject, _tenantId, status) => post('/v1/mgmt/user/update/status', { loginId: subject.email, status }),
    removeFromTenant: (subject, tenantId) =>
      post('/v1/mgmt/user/update/tenant/remove', { loginId: subject.email, tenantId }),
  };
}
