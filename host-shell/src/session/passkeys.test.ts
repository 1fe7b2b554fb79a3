import { passkeyFailure } from './passkeys';

// The identity SDK is not needed to name a failure (importing it in jsdom would build a client).
jest.mock('@descope/react-sdk', () => ({}));

describe('passkeyFailure', () => {
  const refusal = (reason: string) =>
    Object.assign(new DOMException('The operation is not allowed.', 'NotAllowedError'), { reason });

  it("says what the browser's refusals mean, in words", () => {
    expect(passkeyFailure(refusal('not_allowed'), 'sign-in')).toBe(
      'No passkey was used: the request was cancelled, or this device holds no passkey for this account.',
    );
    expect(passkeyFailure(refusal('not_allowed'), 'add')).toBe(
      'No passkey was added: the request was cancelled or not allowed.',
    );
    expect(passkeyFailure(refusal('authenticator_already_registered'), 'add')).toBe(
      'This device already holds a passkey for your account.',
    );
    expect(passkeyFailure(refusal('webauthn_unsupported'), 'sign-in')).toBe(
      'This browser or device cannot use passkeys.',
    );
  });

  it("passes the identity provider's own message through", () => {
    expect(passkeyFailure(new Error('A passkey can be added to the signed-in user only'), 'add')).toBe(
      'A passkey can be added to the signed-in user only',
    );
  });
});
