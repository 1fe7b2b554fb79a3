import type { AuthenticationResponseJSON, AuthenticatorTransport } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdpError } from './descope-errors';
import { refuseInactive, requireRefreshSession } from './idp-context';
import type { IdpContext } from './idp-context';
import { requireEmail, requireNonEmpty } from './input-checks';
import {
  passkeySignInFinishSchema,
  passkeySignInStartSchema,
  passkeySignUpSchema,
  passkeyUpdateFinishSchema,
  passkeyUpdateStartSchema,
} from './schemas';

/**
 * The WebAuthn library, loaded by the first passkey request. It is the API's heaviest dependency to load (a fifth of
 * the time an API suite's test file spends loading modules), and most processes never see a passkey: the API suite
 * boots an app per test file.
 */
const webAuthn = () => import('@simplewebauthn/server');

const config = { access: 'public' } as const;
const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const SIGN_UP_REFUSED =
  'Accounts are created by a Tenant Admin. Sign in with your password, then add a passkey from the user menu.';

interface StartBody {
  loginId?: unknown;
  origin?: unknown;
}
interface FinishBody {
  transactionId?: unknown;
  response?: unknown;
}

/** The relying party is the console's own page: its origin must be one the API serves (the shell's). */
function relyingParty(context: IdpContext, origin: unknown): { origin: string; rpID: string } {
  let url: URL;
  try {
    url = new URL(requireNonEmpty('origin', origin));
  } catch {
    throw new IdpError('invalidArguments', 'origin is not a URL');
  }
  if (!context.allowedRedirectOrigins.includes(url.origin))
    throw new IdpError('invalidArguments', `Passkeys are not offered to ${url.origin}`);
  return { origin: url.origin, rpID: url.hostname };
}

/** The browser's credential as the SDK sends it (JSON text); the SDK leaves out the extension results. */
function credentialOf<T>(body: FinishBody): T {
  try {
    const parsed = JSON.parse(requireNonEmpty('response', body.response)) as Record<string, unknown>;
    return { clientExtensionResults: {}, ...parsed } as T;
  } catch {
    throw new IdpError('invalidArguments', 'response is not a WebAuthn credential');
  }
}

const transportsOf = (values: readonly string[] | undefined): AuthenticatorTransport[] =>
  (values ?? []).filter((value): value is AuthenticatorTransport => TRANSPORTS.has(value));

function startAnswer(transactionId: string, publicKey: object, create: boolean) {
  return { transactionId, options: JSON.stringify({ publicKey }), create };
}

/**
 * WebAuthn passkeys the way Descope's API offers them, for the SDK's `webauthn.update` (a signed-in user adds a
 * passkey) and `webauthn.signIn`. Sign-up is refused: users are invited by a Tenant Admin or provisioned by SCIM.
 */
export async function registerPasskeyRoutes(app: FastifyInstance, context: IdpContext): Promise<void> {
  const { passkeys, passkeyTransactions: transactions } = context;

  app.post('/v1/auth/webauthn/update/start', { schema: passkeyUpdateStartSchema, config }, async (request) => {
    const body = request.body as StartBody;
    const { user } = await requireRefreshSession(context, request);
    if (requireEmail('loginId', body.loginId).toLowerCase() !== user.loginId.toLowerCase())
      throw new IdpError('invalidArguments', 'A passkey can be added to the signed-in user only');
    const party = relyingParty(context, body.origin);
    const existing = await passkeys.listForUser(user.userId);
    const { generateRegistrationOptions } = await webAuthn();
    const options = await generateRegistrationOptions({
      rpName: 'Console',
      rpID: party.rpID,
      userName: user.loginId,
      userDisplayName: user.name || user.loginId,
      userID: new TextEncoder().encode(user.userId),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    const id = transactions.put({ kind: 'register', userId: user.userId, challenge: options.challenge, ...party });
    return startAnswer(id, options, true);
  });

  app.post('/v1/auth/webauthn/update/finish', { schema: passkeyUpdateFinishSchema, config }, async (request) => {
    const body = request.body as FinishBody;
    const transaction = transactions.take(requireNonEmpty('transactionId', body.transactionId));
    if (transaction?.kind !== 'register') throw new IdpError('badCode', 'The passkey request expired; start again');
    const { verifyRegistrationResponse } = await webAuthn();
    const verification = await verifyRegistrationResponse({
      response: credentialOf(body),
      expectedChallenge: transaction.challenge,
      expectedOrigin: transaction.origin,
      expectedRPID: transaction.rpID,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      request.log.info({ err: error }, 'passkey registration refused');
      throw new IdpError('invalidArguments', 'The passkey could not be verified');
    });
    if (!verification.verified) throw new IdpError('invalidArguments', 'The passkey could not be verified');
    const { credential } = verification.registrationInfo;
    const added = await passkeys.add({
      id: credential.id,
      userId: transaction.userId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: transportsOf(credential.transports),
    });
    if (!added) throw new IdpError('invalidArguments', 'This passkey is registered already');
    return {};
  });

  app.post('/v1/auth/webauthn/signin/start', { schema: passkeySignInStartSchema, config }, async (request) => {
    const body = request.body as StartBody;
    const loginId = requireEmail('loginId', body.loginId);
    refuseWhileBlocked(context, loginId, request);
    const party = relyingParty(context, body.origin);
    const user = await context.directory.findByLoginId(loginId);
    // An unknown login id gets options too (with no credential to offer), so the answer never tells which ids exist.
    const keys = user ? await passkeys.listForUser(user.userId) : [];
    const { generateAuthenticationOptions } = await webAuthn();
    const options = await generateAuthenticationOptions({
      rpID: party.rpID,
      allowCredentials: keys.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
      userVerification: 'preferred',
    });
    const id = transactions.put({
      kind: 'signin',
      userId: user?.userId ?? '',
      loginId,
      challenge: options.challenge,
      ...party,
    });
    return startAnswer(id, options, false);
  });

  app.post('/v1/auth/webauthn/signin/finish', { schema: passkeySignInFinishSchema, config }, async (request) => {
    const body = request.body as FinishBody;
    const transaction = transactions.take(requireNonEmpty('transactionId', body.transactionId));
    if (transaction?.kind !== 'signin') throw new IdpError('badCode', 'The passkey request expired; start again');
    const loginId = transaction.loginId ?? '';
    refuseWhileBlocked(context, loginId, request);
    context.limiter.recordFailure(loginId, request.ip);
    const response = credentialOf<AuthenticationResponseJSON>(body);
    const stored = typeof response.id === 'string' ? await passkeys.find(response.id) : undefined;
    if (!stored || stored.userId !== transaction.userId) throw new IdpError('badCredentials', 'Unknown passkey');
    const { verifyAuthenticationResponse } = await webAuthn();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: transaction.challenge,
      expectedOrigin: transaction.origin,
      expectedRPID: transaction.rpID,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: false,
    }).catch((error: unknown) => {
      request.log.info({ err: error }, 'passkey sign-in refused');
      throw new IdpError('badCredentials', 'The passkey could not be verified');
    });
    if (!verification.verified) throw new IdpError('badCredentials', 'The passkey could not be verified');
    context.limiter.recordSuccess(loginId, request.ip);
    await passkeys.recordUse(stored.id, verification.authenticationInfo.newCounter);
    const user = await context.directory.findById(stored.userId);
    if (!user) throw new IdpError('badCredentials', 'Unknown passkey');
    refuseInactive(user);
    return context.issuer.issue(user, { amr: ['webauthn'] });
  });

  for (const path of ['/v1/auth/webauthn/signup/start', '/v1/auth/webauthn/signup-in/start']) {
    app.post(path, { schema: passkeySignUpSchema, config }, async () => {
      throw new IdpError('signUpDisabled', SIGN_UP_REFUSED);
    });
  }
}

function refuseWhileBlocked(context: IdpContext, loginId: string, request: FastifyRequest): void {
  const blocked = context.limiter.blockedFor(loginId, request.ip);
  if (blocked !== undefined)
    throw new IdpError('tooManyRequests', `Too many failed sign-in attempts; retry in ${blocked} seconds`, blocked);
}
