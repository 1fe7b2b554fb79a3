/** Limits failed sign-in attempts per login id + address and per address. */
export interface AttemptLimiter {
  /** Seconds to wait when the caller is blocked, else undefined. */
  blockedFor(loginId: string, ip: string): number | undefined;
  recordFailure(loginId: string, ip: string): void;
  /** Clears the login id's failures and withdraws this attempt (counted before the check) from the address. */
  recordSuccess(loginId: string, ip: string): void;
}

export interface AttemptLimiterOptions {
  /** Failures allowed per login id and address within the window (default 5). */
  maxFailuresPerLogin?: number;
  /** Failures allowed per address across every login id within the window (default 50). */
  maxFailuresPerIp?: number;
  /** Window, seconds (default 300). */
  windowSeconds?: number;
  /** Clock, milliseconds (tests). */
  now?: () => number;
}

const MAX_TRACKED_KEYS = 100_000;

/** A sliding-window limiter in memory (one API instance; several instances each keep their own count). */
export function createAttemptLimiter(options: AttemptLimiterOptions = {}): AttemptLimiter {
  const perLogin = options.maxFailuresPerLogin ?? 5;
  const perIp = options.maxFailuresPerIp ?? 50;
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
  const keys = (loginId: string, ip: string): [string, string] => [`login:${loginId.toLowerCase()}|${ip}`, `ip:${ip}`];
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
      const [loginKey, ipKey] = keys(loginId, ip);
      const waits = [wait(recent(loginKey), perLogin), wait(recent(ipKey), perIp)].filter(
        (value) => value !== undefined,
      );
      return waits.length > 0 ? Math.max(...waits) : undefined;
    },
    recordFailure(loginId, ip) {
      for (const key of keys(loginId, ip)) push(key);
    },
    recordSuccess(loginId, ip) {
      const [loginKey, ipKey] = keys(loginId, ip);
      failures.delete(loginKey);
      // Attempts are counted before the password check (see authenticate): a success takes its own one back.
      const times = failures.get(ipKey);
      times?.pop();
      if (times?.length === 0) failures.delete(ipKey);
    },
  };
}
