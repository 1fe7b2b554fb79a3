import { createContext, useContext } from 'react';
import { useShell } from 'shared-ui';

/** Whether the signed-in user may read the outbox (`outbox.read`), with e-mailing the AI summary switched on. */
export function useCanReadOutbox(): boolean {
  const { can, flags } = useShell();
  return can('outbox.read') && flags.USE_SEND_EMAIL_FOR_AI_SPRINKLES;
}

/** Opens the outbox drawer of the incidents page; undefined where the user may not read it (or outside the page). */
export const OpenOutboxContext = createContext<(() => void) | undefined>(undefined);

/** The function opening the outbox drawer, when there is one to open. */
export function useOpenOutbox(): (() => void) | undefined {
  return useContext(OpenOutboxContext);
}
