import { getRefreshToken, useDescope, useUser } from '@descope/react-sdk';
import { useCallback } from 'react';
import type { Notify } from 'shared-contracts';

/**
 * The words for a passkey call that failed. The browser's own refusals (the user cancelled, no passkey of this
 * account on this device, the authenticator is registered already) come as DOMExceptions the SDK tags with a reason.
 */
export function passkeyFailure(caught: unknown, action: 'add' | 'sign-in'): string {
  const reason = (caught as { reason?: string } | null)?.reason;
  if (reason === 'authenticator_already_registered') return 'This device already holds a passkey for your account.';
  if (reason === 'webauthn_unsupported' || reason === 'platform_authenticator_unsupported')
    return 'This browser or device cannot use passkeys.';
  if (caught instanceof Error && !(caught instanceof DOMException)) return caught.message;
  return action === 'add'
    ? 'No passkey was added: the request was cancelled or not allowed.'
    : 'No passkey was used: the request was cancelled, or this device holds no passkey for this account.';
}

/** The user menu's "Add a passkey": registers one for the signed-in user, with a pending toast. */
export function useAddPasskey(notify: Notify): () => void {
  const sdk = useDescope();
  const { user } = useUser();
  const loginId = user?.loginIds?.[0] ?? user?.email ?? '';
  return useCallback(() => {
    const add = async () => {
      const answer: { ok: boolean; error?: { errorMessage?: string } } = await sdk.webauthn.update(
        loginId,
        getRefreshToken(),
      );
      if (!answer.ok) throw new Error(answer.error?.errorMessage || 'The passkey could not be added.');
    };
    notify
      .promise(add(), {
        pending: 'Adding a passkey…',
        fulfilled: 'Passkey added. Next time, sign in with it on this device.',
        rejected: (caught) => passkeyFailure(caught, 'add'),
      })
      .catch(() => undefined);
  }, [sdk, loginId, notify]);
}
