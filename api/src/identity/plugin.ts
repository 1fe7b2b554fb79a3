import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { createAttemptLimiter } from './attempt-limiter';
import type { AttemptLimiterOptions } from './attempt-limiter';
import { handleIdpError, IdpError } from './descope-errors';
import type { RolePermissions } from './descope-user';
import type { IdpContext } from './idp-context';
import type { SigningKeys } from './keys';
import { createInMemoryPasskeyStore, createPasskeyTransactions } from './passkey-store';
import type { PasskeyStore } from './passkey-store';
import { registerPasskeyRoutes } from './passkey-routes';
import { hashPassword } from './password';
import type { RefreshTokenStore } from './refresh-token-store';
import { jwksSchema } from './schemas';
import { registerSessionRoutes } from './session-routes';
import { registerSsoRoutes } from './sso-routes';
import { createSsoState } from './sso-state';
import { createTokenIssuer } from './token-issuer';
import type { UserDirectory } from './user-directory';

/** The project id of the local identity provider (Descope's format: `P` + 27 characters). */
export const LOCAL_PROJECT_ID = 'P2LocalConsole00000000000000';

/** The issuer the local provider signs with, in Descope's form `<base URL>/<projectId>`. */
export function localIssuer(publicBaseUrl: string, projectId: string = LOCAL_PROJECT_ID): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/${projectId}`;
}

export interface IdentityProviderOptions {
  directory: UserDirectory;
  /** `iss` of every token; use {@link localIssuer}. */
  issuer: string;
  projectId: string;
  keys: SigningKeys;
  /** Default 600 (10 minutes). */
  sessionTtlSeconds?: number;
  /** Default 604800 (7 days). */
  refreshTtlSeconds?: number;
  /** Default: in memory (a restart then ends every session at its next refresh). */
  refreshStore?: RefreshTokenStore;
  /** The API's public URL, e.g. `http://localhost:8081`; the SSO page URL is built on it. */
  publicBaseUrl: string;
  /** Origins SSO may redirect back to with a one-time code (the shell's, e.g. `http://localhost:8080`). */
  allowedRedirectOrigins?: readonly string[];
  attemptLimits?: AttemptLimiterOptions;
  rolePermissions?: RolePermissions;
  /** Default: in memory (the API keeps them in the database). */
  passkeys?: PasskeyStore;
}

/**
 * How long a plugin may take to start before the API gives up on it. Starting does real work on one core (the
 * identity provider hashes a decoy password, the schemas compile): avvio's default, 10 s, was overrun on a loaded
 * 2-core machine (CI's API suite runs beside the browser journeys). A plugin that truly hangs still fails the start.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * The local identity provider: the part of Descope's HTTP API that @descope/react-sdk calls. Encapsulated on purpose
 * (not fastify-plugin): its error handler answers Descope's error shape and its form parser serves only the SSO page.
 */
export async function identityProviderPlugin(app: FastifyInstance, options: IdentityProviderOptions): Promise<void> {
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  const issuer = createTokenIssuer({
    keys: options.keys,
    issuer: options.issuer,
    projectId: options.projectId,
    ...(options.sessionTtlSeconds !== undefined && { sessionTtlSeconds: options.sessionTtlSeconds }),
    ...(options.refreshTtlSeconds !== undefined && { refreshTtlSeconds: options.refreshTtlSeconds }),
    ...(options.refreshStore && { refreshStore: options.refreshStore }),
    ...(options.rolePermissions && { rolePermissions: options.rolePermissions }),
  });
  const context: IdpContext = {
    projectId: options.projectId,
    publicBaseUrl,
    allowedRedirectOrigins: (options.allowedRedirectOrigins ?? []).map((origin) => new URL(origin).origin),
    directory: options.directory,
    issuer,
    limiter: createAttemptLimiter(options.attemptLimits),
    sso: createSsoState(),
    passkeys: options.passkeys ?? createInMemoryPasskeyStore(),
    passkeyTransactions: createPasskeyTransactions(),
    decoyHash: await hashPassword(randomBytes(18).toString('base64url')),
  };

  await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.setErrorHandler(handleIdpError);

  app.get('/v2/keys/:projectId', { schema: jwksSchema, config: { access: 'public' } }, async (request, reply) => {
    if ((request.params as { projectId: string }).projectId !== options.projectId) throw new IdpError('notFound');
    void reply.header('cache-control', 'public, max-age=300');
    return options.keys.jwks;
  });

  await registerSessionRoutes(app, context);
  await registerSsoRoutes(app, context);
  await registerPasskeyRoutes(app, context);
}
