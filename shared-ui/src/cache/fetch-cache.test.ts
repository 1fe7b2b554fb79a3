import { FetchCache } from './fetch-cache';

const MIN = 60_000;

describe('FetchCache', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('stores, lists and deletes states', () => {
    const cache = new FetchCache();
    cache.set('a', { data: 1 });
    expect(cache.get('a')).toEqual({ data: 1 });
    expect([...cache.keys()]).toEqual(['a']);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops entries not written for 3 minutes', () => {
    const cache = new FetchCache();
    cache.set('a', { data: 1 });
    jest.advanceTimersByTime(3 * MIN);
    expect(cache.dropIfExpired('a')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(cache.dropIfExpired('a')).toBe(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('counts age from the last write', () => {
    const cache = new FetchCache();
    cache.set('a', { data: 1 });
    jest.advanceTimersByTime(2 * MIN);
    cache.set('a', { data: 2 });
    jest.advanceTimersByTime(2 * MIN);
    expect(cache.isExpired('a')).toBe(false);
  });

  it('never drops an entry a mounted hook retains, until it is released', () => {
    const cache = new FetchCache();
    cache.set('a', { data: 1 });
    const releaseFirst = cache.retain('a');
    const releaseSecond = cache.retain('a');
    jest.advanceTimersByTime(10 * MIN);
    expect(cache.sweep()).toBe(0);
    releaseFirst();
    releaseFirst();
    expect(cache.sweep()).toBe(0);
    releaseSecond();
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('sweeps every 5 minutes while started', () => {
    const cache = new FetchCache();
    const stop = cache.startSweeping();
    cache.set('old', { data: 'x' });
    jest.advanceTimersByTime(4 * MIN);
    cache.set('young', { data: 'y' });
    jest.advanceTimersByTime(MIN - 1);
    expect(cache.size).toBe(2);
    jest.advanceTimersByTime(1);
    expect([...cache.keys()]).toEqual(['young']);
    stop();
    jest.advanceTimersByTime(20 * MIN);
    expect([...cache.keys()]).toEqual(['young']);
  });
});
