import { TokenBucketLimiter } from './token-bucket';

describe('TokenBucketLimiter', () => {
  it('allows the burst, then one call per refill, per key, and says when to retry', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ capacity: 2, refillPerSecond: 0.5, now: () => now });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    now = 1000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 2000;
    expect(limiter.take('a')).toEqual({ allowed: true });
    now = 60_000;
    // Never more than the capacity after a long pause.
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')].map((r) => r.allowed)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('forgets keys whose bucket has refilled once it holds too many, keeping the others', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ capacity: 1, refillPerSecond: 1, now: () => now, maxKeys: 2 });
    expect(limiter.take('busy').allowed).toBe(true);
    now = 5000;
    expect(limiter.take('idle-1').allowed).toBe(true);
    expect(limiter.take('idle-2').allowed).toBe(true);
    expect(limiter.take('idle-2').allowed).toBe(false);
  });
});
