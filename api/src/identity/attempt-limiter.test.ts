import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('blocks a login id from one address after the allowed failures until the oldest leaves the window', () => {
    let now = 0;
    const limiter = createAttemptLimiter({
      maxFailuresPerLogin: 2,
      maxFailuresPerAccount: 10,
      windowSeconds: 60,
      now: () => now,
    });
    limiter.recordFailure('a@x.example', '1.1.1.1');
    now = 10_000;
    expect(limiter.blockedFor('a@x.example', '1.1.1.1')).toBeUndefined();
    limiter.recordFailure('A@x.example', '1.1.1.1');
    expect(limiter.blockedFor('a@x.example', '1.1.1.1')).toBe(50);
    // The same account from another address, and another account from this address, may still try.
    expect(limiter.blockedFor('a@x.example', '2.2.2.2')).toBeUndefined();
    expect(limiter.blockedFor('b@x.example', '1.1.1.1')).toBeUndefined();
    now = 60_001;
    expect(limiter.blockedFor('a@x.example', '1.1.1.1')).toBeUndefined();
  });

  it('never locks out an address: one guesser spraying many accounts blocks none of the others', () => {
    const limiter = createAttemptLimiter({ maxFailuresPerLogin: 3, maxFailuresPerAccount: 10, now: () => 0 });
    for (let n = 0; n < 500; n += 1) limiter.recordFailure(`user${n}@x.example`, '9.9.9.9');
    expect(limiter.blockedFor('colleague@x.example', '9.9.9.9')).toBeUndefined();
    expect(limiter.blockedFor('user0@x.example', '9.9.9.9')).toBeUndefined();
  });

  it('blocks an account guessed from many addresses, everywhere; a success takes back only its own attempt', () => {
    const limiter = createAttemptLimiter({
      maxFailuresPerLogin: 5,
      maxFailuresPerAccount: 3,
      windowSeconds: 60,
      now: () => 0,
    });
    for (const ip of ['1.0.0.1', '1.0.0.2']) limiter.recordFailure('a@x.example', ip);
    // authenticate() counts an attempt before checking the password, and a success withdraws that one only.
    limiter.recordFailure('a@x.example', '8.8.8.8');
    limiter.recordSuccess('a@x.example', '8.8.8.8');
    expect(limiter.blockedFor('a@x.example', '8.8.8.8')).toBeUndefined();
    limiter.recordFailure('a@x.example', '1.0.0.3');
    expect(limiter.blockedFor('a@x.example', '8.8.8.8')).toBe(60);
    expect(limiter.blockedFor('b@x.example', '1.0.0.3')).toBeUndefined();
  });
});
