/** Settings of a {@link TokenBucketLimiter}. */
export interface TokenBucketOptions {
  /** Calls a key may make at once after a pause. */
  capacity: number;
  /** Calls a key regains per second. */
  refillPerSecond: number;
  /** Milliseconds now (tests pass a fake clock). */
  now?: () => number;
  /** Keys kept before idle (full) buckets are dropped. */
  maxKeys?: number;
}

/** The answer of {@link TokenBucketLimiter.take}. */
export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key (the agents API keys it by device): each call takes one token, tokens come back at a fixed
 * rate up to the capacity. In memory, so per replica: N replicas allow N times the rate (documented).
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: TokenBucketOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  /** Takes `cost` tokens of `key`'s bucket, or says how many whole seconds until it could. */
  take(key: string, cost = 1): TakeResult {
    const now = this.now();
    const bucket = this.refilled(this.buckets.get(key), now);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      this.buckets.set(key, bucket);
      if (this.buckets.size > this.maxKeys) this.dropIdle(now);
      return { allowed: true };
    }
    this.buckets.set(key, bucket);
    const seconds = (cost - bucket.tokens) / this.options.refillPerSecond;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(seconds)) };
  }

  private refilled(bucket: Bucket | undefined, now: number): Bucket {
    const { capacity, refillPerSecond } = this.options;
    if (!bucket) return { tokens: capacity, at: now };
    const elapsed = Math.max(0, now - bucket.at) / 1000;
    return { tokens: Math.min(capacity, bucket.tokens + elapsed * refillPerSecond), at: now };
  }

  /** Forgets keys whose bucket has filled up again: they are where a new key would start. */
  private dropIdle(now: number): void {
    for (const [key, bucket] of this.buckets)
      if (this.refilled(bucket, now).tokens >= this.options.capacity) this.buckets.delete(key);
  }
}
