import createSdk from '@descope/core-js-sdk';
import { decodeJwt } from 'jose';
import { KIT_PASSWORD, SHELL_ORIGIN, must, startIdentityKit } from './identity-test-kit';
import type { IdentityKit } from './identity-test-kit';
import { SoftwareAuthenticator, publicKeyOf } from './software-authenticator';

// Issue 16, item 5: passkeys through the SDK's webauthn calls, verified by the local identity provider. A software
// authenticator plays the browser here; e2e/tests/passkeys.spec.ts does the same with Chromium's virtual one.

describe('passkeys (WebAuthn) on the local identity provider', () => {
  let kit: IdentityKit;
  let sdk: ReturnType<typeof createSdk>;
  const authenticator = new SoftwareAuthenticator(SHELL_ORIGIN);
  beforeAll(async () => {
    kit = await startIdentityKit();
    sdk = createSdk({ projectId: kit.projectId, baseUrl: kit.baseUrl });
  });
  afterAll(() => kit.close());

  const refreshOf = async (loginId: string) => must((await sdk.password.signIn(loginId, KIT_PASSWORD)).data).refreshJwt;

  it('adds a passkey to the signed-in user (webauthn.update), for the console origin only', async () => {
    const refresh = await refreshOf('admin@acme.example');
    const start = await sdk.webauthn.update.start('admin@acme.example', SHELL_ORIGIN, refresh);
    expect(start.ok).toBe(true);
    const { transactionId, options, create } = must(start.data);
    expect(create).toBe(true);
    expect(publicKeyOf(options)).toMatchObject({ rp: { id: 'localhost' } });
    const finish = await sdk.webauthn.update.finish(transactionId, authenticator.create(options));
    expect(finish.ok).toBe(true);
    // A transaction answers once.
    const again = await sdk.webauthn.update.finish(transactionId, authenticator.create(options));
    expect(again.error?.errorCode).toBe('E064002');

    // Another origin, another user's login id, or no session: refused before any ceremony.
    const foreign = await sdk.webauthn.update.start('admin@acme.example', 'https://evil.example', refresh);
    expect(foreign.error?.errorMessage).toBe('Passkeys are not offered to https://evil.example');
    const other = await sdk.webauthn.update.start('multi@globex.example', SHELL_ORIGIN, refresh);
    expect(other.error?.errorMessage).toBe('A passkey can be added to the signed-in user only');
    const unsigned = await sdk.webauthn.update.start('admin@acme.example', SHELL_ORIGIN, '');
    expect(unsigned.code).toBe(401);
  });

  it('refuses the same passkey twice', async () => {
    const start = must(
      (await sdk.webauthn.update.start('admin@acme.example', SHELL_ORIGIN, await refreshOf('admin@acme.example'))).data,
    );
    // The options exclude the registered credential; an authenticator that answers anyway is refused.
    expect(JSON.parse(start.options).publicKey.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id }),
    ]);
    const finish = await sdk.webauthn.update.finish(start.transactionId, authenticator.create(start.options));
    expect(finish.error?.errorMessage).toBe('This passkey is registered already');
  });

  it('signs in with the passkey (webauthn.signIn): a session whose amr is webauthn', async () => {
    const start = await sdk.webauthn.signIn.start('admin@acme.example', SHELL_ORIGIN);
    const { transactionId, options, create } = must(start.data);
    expect(create).toBe(false);
    expect(publicKeyOf(options)).toMatchObject({ rpId: 'localhost' });
    expect(JSON.parse(options).publicKey.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const finish = await sdk.webauthn.signIn.finish(transactionId, authenticator.get(options));
    expect(finish.ok).toBe(true);
    const session = must(finish.data);
    expect(decodeJwt(session.sessionJwt)).toMatchObject({ sub: 'U-acme-admin', amr: ['webauthn'] });
    expect(session.user?.email).toBe('admin@acme.example');
  });

  it("refuses a broken signature, another user's passkey and an unknown login id", async () => {
    const tampered = must((await sdk.webauthn.signIn.start('admin@acme.example', SHELL_ORIGIN)).data);
    const broken = await sdk.webauthn.signIn.finish(tampered.transactionId, authenticator.get(tampered.options, true));
    expect([broken.code, broken.error?.errorCode]).toEqual([401, 'E062108']);

    const otherUser = must((await sdk.webauthn.signIn.start('multi@globex.example', SHELL_ORIGIN)).data);
    expect(JSON.parse(otherUser.options).publicKey.allowCredentials).toEqual([]);
    const stolen = await sdk.webauthn.signIn.finish(otherUser.transactionId, authenticator.get(otherUser.options));
    expect([stolen.code, stolen.error?.errorMessage]).toEqual([401, 'Unknown passkey']);

    // An unknown login id gets options like any other (no credential offered), so the answer tells nothing.
    const unknown = await sdk.webauthn.signIn.start('nobody@acme.example', SHELL_ORIGIN);
    expect(unknown.ok).toBe(true);
    expect(JSON.parse(must(unknown.data).options).publicKey.allowCredentials).toEqual([]);
  });

  it('refuses sign-up: users are invited, then add a passkey', async () => {
    const signUp = await sdk.webauthn.signUp.start('new@acme.example', SHELL_ORIGIN, 'New User');
    expect([signUp.code, signUp.error?.errorMessage]).toEqual([
      403,
      'Accounts are created by a Tenant Admin. Sign in with your password, then add a passkey from the user menu.',
    ]);
    expect((await sdk.webauthn.signUpOrIn.start('admin@acme.example', SHELL_ORIGIN)).code).toBe(403);
  });
});
