/** The state of one key's window, as {@link FixedWindowCounter.peek} reads it. */
export interface WindowState {
  limit: number;
  /** Calls already counted in the current window. */
  used: number;
  /** Milliseconds when the current window ends. */
  resetAt: number;
}

export interface FixedWindowOptions {
  /** Calls a key may make per window. */
  limit: number;
  windowMs: number;
  /** Milliseconds now (tests pass a fake clock). */
  now?: () => number;
  /** Keys kept before ended windows are dropped. */
  maxKeys?: number;
}

/**
 * Counts calls per key in fixed windows that start at a key's first call (as @fastify/rate-limit's local store does).
 * In memory, so per process: N replicas allow N times the limit.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { used: number; resetAt: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: FixedWindowOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  /** The key's window without counting a call. */
  peek(key: string): WindowState {
    const now = this.now();
    const window = this.windows.get(key);
    const current = window && window.resetAt > now ? window : { used: 0, resetAt: now + this.options.windowMs };
    return { limit: this.options.limit, ...current };
  }

  /** Counts one call of the key (after {@link peek} said there was room). */
  take(key: string): void {
    const { used, resetAt } = this.peek(key);
    this.windows.set(key, { used: used + 1, resetAt });
    if (this.windows.size > this.maxKeys) this.dropEnded();
  }

  /** Takes back one counted call of the key (a call refused by another limit). */
  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.used > 0) window.used -= 1;
  }

  private dropEnded(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (a flood of distinct keys): forget the oldest-inserted.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
