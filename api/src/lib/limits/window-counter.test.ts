import { FixedWindowCounter } from './window-counter';

describe('FixedWindowCounter', () => {
  it('counts a key in a window that starts at its first call and ends a window later', () => {
    let now = 0;
    const counter = new FixedWindowCounter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(counter.peek('a')).toEqual({ limit: 2, used: 0, resetAt: 60_000 });
    counter.take('a');
    now = 30_000;
    counter.take('a');
    expect(counter.peek('a')).toEqual({ limit: 2, used: 2, resetAt: 60_000 });
    expect(counter.peek('b')).toEqual({ limit: 2, used: 0, resetAt: 90_000 });
    now = 60_000;
    expect(counter.peek('a')).toEqual({ limit: 2, used: 0, resetAt: 120_000 });
  });

  it('keeps at most maxKeys keys, dropping ended windows first, then the oldest', () => {
    let now = 0;
    const counter = new FixedWindowCounter({ limit: 5, windowMs: 1000, now: () => now, maxKeys: 2 });
    counter.take('old');
    now = 1500;
    counter.take('b');
    counter.take('c');
    // `old` had ended and went first; b and c are live.
    expect(counter.peek('b').used).toBe(1);
    expect(counter.peek('c').used).toBe(1);
    counter.take('d');
    // All live: the oldest-inserted (b) is forgotten.
    expect(counter.peek('b').used).toBe(0);
    expect(counter.peek('d').used).toBe(1);
  });
});
