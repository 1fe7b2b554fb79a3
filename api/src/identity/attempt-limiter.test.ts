import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('blocks a login id after the allowed failures until the oldest leaves the window', () => {
    let now = 0;
    const limiter = createAttemptLimiter({
      maxFailuresPerLogin: 2,
      maxFailuresPerIp: 10,
      windowSeconds: 60,
      now: () => now,
    });
    limiter.recordFailure('a@x.example', '1.1.1.1');
    now = 10_000;
    expect(limiter.blockedFor('a@x.example', '1.1.1.1')).toBeUndefined();
    limiter.recordFailure('A@x.example', '1.1.1.1');
    expect(limiter.blockedFor('a@x.example', '1.1.1.1')).toBe(50);
    expect(limiter.blockedFor('a@x.example', '2.2.2.2')).toBeUndefined();
    now = 60_001;
    expect(limiter.blockedFor('a@x.example', '1.1.1.1')).toBeUndefined();
  });

  it('blocks an address spraying many login ids; a success takes back only its own attempt', () => {
    const now = 0;
    const limiter = createAttemptLimiter({
      maxFailuresPerLogin: 5,
      maxFailuresPerIp: 3,
      windowSeconds: 60,
      now: () => now,
    });
    for (const id of ['a', 'b', 'c']) limiter.recordFailure(`${id}@x.example`, '9.9.9.9');
    expect(limiter.blockedFor('d@x.example', '9.9.9.9')).toBe(60);
    // authenticate() counts an attempt before checking the password, and a success withdraws that one only.
    limiter.recordFailure('a@x.example', '9.9.9.9');
    limiter.recordSuccess('a@x.example', '9.9.9.9');
    expect(limiter.blockedFor('d@x.example', '9.9.9.9')).toBe(60);
    expect(limiter.blockedFor('a@x.example', '9.9.9.9')).toBe(60);
    expect(limiter.blockedFor('d@x.example', '8.8.8.8')).toBeUndefined();
  });
});
