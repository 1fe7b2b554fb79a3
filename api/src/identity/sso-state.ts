import { randomBytes } from 'node:crypto';

/** A started SSO sign-in, waiting for the user to sign in on the local page. */
export interface PendingSso {
  tenant: string;
  redirectUrl: string;
  expiresAt: number;
}

/** A signed-in user's one-time code, waiting for `sso/exchange`. */
export interface SsoGrant {
  userId: string;
  tenant: string;
  expiresAt: number;
}

const MAX_ENTRIES = 10_000;

/** A map whose entries expire and are taken once; bounded so a flood of starts cannot exhaust memory. */
export class ExpiringStore<T extends { expiresAt: number }> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly now: () => number) {}

  put(value: T): string {
    this.sweep();
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const key = randomBytes(32).toString('base64url');
    this.entries.set(key, value);
    return key;
  }

  peek(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value && value.expiresAt > this.now()) return value;
    this.entries.delete(key);
    return undefined;
  }

  take(key: string): T | undefined {
    const value = this.peek(key);
    this.entries.delete(key);
    return value;
  }

  private sweep(): void {
    const current = this.now();
    for (const [key, value] of this.entries) if (value.expiresAt <= current) this.entries.delete(key);
  }
}

/** Pending SSO starts (10 minutes to sign in) and one-time codes (60 seconds to exchange). */
export function createSsoState(now: () => number = Date.now) {
  const pending = new ExpiringStore<PendingSso>(now);
  const grants = new ExpiringStore<SsoGrant>(now);
  return {
    start: (tenant: string, redirectUrl: string) =>
      pending.put({ tenant, redirectUrl, expiresAt: now() + 10 * 60_000 }),
    pending: (state: string) => pending.peek(state),
    finish: (state: string) => pending.take(state),
    grant: (userId: string, tenant: string) => grants.put({ userId, tenant, expiresAt: now() + 60_000 }),
    redeem: (code: string) => grants.take(code),
  };
}

export type SsoState = ReturnType<typeof createSsoState>;
