/** Server-side record of issued refresh tokens, so logout and an admin revocation end a session at its next refresh. */
export interface RefreshTokenStore {
  /** Records a refresh token id for a user; `exp` is its expiry in unix seconds. */
  add(jti: string, userId: string, exp: number): Promise<void>;
  /** True while the token was added, not revoked and not expired. */
  isActive(jti: string): Promise<boolean>;
  revoke(jti: string): Promise<void>;
  revokeAllForUser(userId: string): Promise<void>;
}

interface Entry {
  userId: string;
  exp: number;
}

/** An in-memory store (a restart signs every user out at their next refresh); expired entries are pruned as it goes. */
export function createInMemoryRefreshTokenStore(
  now: () => number = () => Math.floor(Date.now() / 1000),
): RefreshTokenStore {
  const entries = new Map<string, Entry>();
  let added = 0;
  const prune = (): void => {
    const current = now();
    for (const [jti, entry] of entries) if (entry.exp <= current) entries.delete(jti);
  };
  return {
    async add(jti, userId, exp) {
      entries.set(jti, { userId, exp });
      // Prune now and then rather than on every call: amortised O(1) per sign-in.
      if (++added % 256 === 0) prune();
    },
    async isActive(jti) {
      const entry = entries.get(jti);
      return entry !== undefined && entry.exp > now();
    },
    async revoke(jti) {
      entries.delete(jti);
    },
    async revokeAllForUser(userId) {
      for (const [jti, entry] of entries) if (entry.userId === userId) entries.delete(jti);
    },
  };
}
