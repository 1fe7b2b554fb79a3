import { ExpiringStore } from './sso-state';

/** A registered passkey: what sign-in needs to verify an assertion. */
export interface StoredPasskey {
  /** Credential id, base64url. */
  id: string;
  userId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Where the local identity provider keeps passkeys (the API implements it over the database). */
export interface PasskeyStore {
  listForUser(userId: string): Promise<StoredPasskey[]>;
  find(id: string): Promise<StoredPasskey | undefined>;
  /** Adds a passkey; false when the credential id is registered already. */
  add(passkey: StoredPasskey): Promise<boolean>;
  /** Records a sign-in: the authenticator's new counter and the time. */
  recordUse(id: string, counter: number): Promise<void>;
}

/** An in-memory store for tests and tools. */
export function createInMemoryPasskeyStore(): PasskeyStore {
  const byId = new Map<string, StoredPasskey>();
  return {
    listForUser: async (userId) => [...byId.values()].filter((passkey) => passkey.userId === userId),
    find: async (id) => byId.get(id),
    add: async (passkey) => {
      if (byId.has(passkey.id)) return false;
      byId.set(passkey.id, { ...passkey });
      return true;
    },
    recordUse: async (id, counter) => {
      const passkey = byId.get(id);
      if (passkey) passkey.counter = counter;
    },
  };
}

/** A started passkey ceremony: its challenge and where it may be answered from. */
export interface PasskeyTransaction {
  kind: 'register' | 'signin';
  /** '' for a sign-in to an unknown login id (which can never finish). */
  userId: string;
  loginId?: string;
  challenge: string;
  origin: string;
  rpID: string;
  expiresAt: number;
}

/** Passkey ceremonies waiting for the browser: 5 minutes each, answered once. */
export function createPasskeyTransactions(now: () => number = Date.now) {
  const store = new ExpiringStore<PasskeyTransaction>(now);
  return {
    put: (transaction: Omit<PasskeyTransaction, 'expiresAt'>) =>
      store.put({ ...transaction, expiresAt: now() + 5 * 60_000 }),
    take: (id: string) => store.take(id),
  };
}

export type PasskeyTransactions = ReturnType<typeof createPasskeyTransactions>;
