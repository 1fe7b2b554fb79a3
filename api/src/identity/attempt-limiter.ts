/**
 * Limits failed sign-in attempts per account and per (account, address). There is no limit per address alone: a
 * guesser behind an address shared by many people (an office, a VPN) must not lock all of them out.
 */
export interface AttemptLimiter {
  /** Seconds to wait when the caller is blocked, else undefined. */
  blockedFor(loginId: string, ip: string): number | undefined;
  recordFailure(loginId: string, ip: string): void;
  /** Clears the (account, address) failures and withdraws this attempt (counted before the check) from the account. */
  recordSuccess(loginId: string, ip: string): void;
}

export interface AttemptLimiterOptions {
  /** Failures allowed per login id from one address within the window (default 5). */
  maxFailuresPerLogin?: number;
  /** Failures allowed per login id across every address within the window (default 20): slows guessing spread over many addresses. */
  maxFailuresPerAccount?: number;
  /** Window, seconds (default 300). */
  windowSeconds?: number;
  /** Clock, milliseconds (tests). */
  now?: () => number;
}

const MAX_TRACKED_KEYS = 100_000;

/** A sliding-window limiter in memory (one API instance; several instances each keep their own count). */
export function createAttemptLimiter(options: AttemptLimiterOptions = {}): AttemptLimiter {
  const perLogin = options.maxFailuresPerLogin ?? 5;
  const perAccount = options.maxFailuresPerAccount ?? 20;
  const windowMs = (options.windowSeconds ?? 300) * 1000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };
  const wait = (times: number[], max: number): number | undefined => {
    if (times.length < max) return undefined;
    // Blocked until enough of the oldest failures leave the window to fall under the limit.
    const release = (times[times.length - max] ?? now()) + windowMs;
    return Math.max(1, Math.ceil((release - now()) / 1000));
  };
  const keys = (loginId: string, ip: string): [string, string] => {
    const account = loginId.toLowerCase();
    return [`login:${account}|${ip}`, `account:${account}`];
  };
  const push = (key: string): void => {
    // Bound memory under a flood of distinct keys: drop the oldest-inserted entries first.
    if (!failures.has(key) && failures.size >= MAX_TRACKED_KEYS) {
      const oldest = failures.keys().next().value;
      if (oldest !== undefined) failures.delete(oldest);
    }
    failures.set(key, [...recent(key), now()]);
  };

  return {
    blockedFor(loginId, ip) {
      const [loginKey, accountKey] = keys(loginId, ip);
      const waits = [wait(recent(loginKey), perLogin), wait(recent(accountKey), perAccount)].filter(
        (value) => value !== undefined,
      );
      return waits.length > 0 ? Math.max(...waits) : undefined;
    },
    recordFailure(loginId, ip) {
      for (const key of keys(loginId, ip)) push(key);
    },
    recordSuccess(loginId, ip) {
      const [loginKey, accountKey] = keys(loginId, ip);
      failures.delete(loginKey);
      // Attempts are counted before the password check (see authenticate): a success takes its own one back, and
      // leaves the failures other addresses sent against this account counting.
      const times = failures.get(accountKey);
      times?.pop();
      if (times?.length === 0) failures.delete(accountKey);
    },
  };
}
