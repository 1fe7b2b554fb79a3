import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadOrCreateSigningKeys } from './keys';
import type { SigningKeys } from './keys';
import { hashPassword } from './password';
import { identityProviderPlugin, LOCAL_PROJECT_ID, localIssuer, PLUGIN_TIMEOUT_MS } from './plugin';
import type { IdentityProviderOptions } from './plugin';
import { createInMemoryRefreshTokenStore } from './refresh-token-store';
import type { RefreshTokenStore } from './refresh-token-store';
import { createInMemoryUserDirectory } from './user-directory';
import type { DirectoryUser } from './user-directory';

/** The password of every kit user. */
export const KIT_PASSWORD = 'Console-Demo-1';
export const SHELL_ORIGIN = 'http://localhost:8080';

/** Users of the identity tests: an admin of one tenant and a user of two. */
export async function kitUsers(): Promise<DirectoryUser[]> {
  const passwordHash = await hashPassword(KIT_PASSWORD);
  return [
    {
      userId: 'U-acme-admin',
      loginId: 'admin@acme.example',
      email: 'admin@acme.example',
      name: 'Ada Admin',
      passwordHash,
      tenants: [{ tenantId: 'T-acme', tenantName: 'Acme Corp', roleNames: ['Tenant Admin'] }],
    },
    {
      userId: 'U-multi',
      loginId: 'multi@globex.example',
      email: 'multi@globex.example',
      name: 'Max Multi',
      passwordHash,
      tenants: [
        { tenantId: 'T-globex', tenantName: 'Globex', roleNames: ['Tenant Admin'] },
        { tenantId: 'T-initech', tenantName: 'Initech', roleNames: [] },
      ],
    },
  ];
}

export interface IdentityKit {
  app: FastifyInstance;
  baseUrl: string;
  projectId: string;
  issuer: string;
  keys: SigningKeys;
  refreshStore: RefreshTokenStore;
  routes: { method: string; url: string; access: unknown; hasSchema: boolean }[];
  close(): Promise<void>;
}

/** A bare Fastify with the identity provider, listening on 127.0.0.1 at a random port. */
export async function startIdentityKit(overrides: Partial<IdentityProviderOptions> = {}): Promise<IdentityKit> {
  const app = Fastify({ logger: false, pluginTimeout: PLUGIN_TIMEOUT_MS });
  const routes: IdentityKit['routes'] = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        access: (route.config as { access?: unknown } | undefined)?.access,
        hasSchema: !!route.schema,
      });
    }
  });
  const keys = overrides.keys ?? (await loadOrCreateSigningKeys());
  const refreshStore = overrides.refreshStore ?? createInMemoryRefreshTokenStore();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const issuer = overrides.issuer ?? localIssuer(baseUrl);
  // The users' passwords are hashed before the plugin starts (hashing is the slow part of a start).
  const directory = createInMemoryUserDirectory(await kitUsers());
  await app.register(async (scope) => {
    await identityProviderPlugin(scope, {
      directory,
      issuer,
      projectId: LOCAL_PROJECT_ID,
      keys,
      refreshStore,
      publicBaseUrl: baseUrl,
      allowedRedirectOrigins: [SHELL_ORIGIN],
      ...overrides,
    });
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    baseUrl,
    projectId: LOCAL_PROJECT_ID,
    issuer,
    keys,
    refreshStore,
    routes,
    close: () => app.close(),
  };
}

/** A port the OS reports free (the kit needs the base URL before listening, for the SSO page URL). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The value, or a test failure naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return value;
}
