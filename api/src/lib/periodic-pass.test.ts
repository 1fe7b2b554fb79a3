import { PeriodicPass } from './periodic-pass';

describe('a periodic pass', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs now and then every interval, one pass at a time, and stop waits for the pass under way', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const releases: (() => void)[] = [];
    const pass = new PeriodicPass(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      passes += 1;
    });
    pass.start(1000);
    pass.start(1000); // a second start changes nothing
    await jest.advanceTimersByTimeAsync(2500); // two more passes are due while the first has not ended
    expect(releases).toHaveLength(1);
    releases.shift()?.();
    await jest.advanceTimersByTimeAsync(0);
    releases.shift()?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(passes).toBe(2);
    const stopped = pass.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    releases.shift()?.();
    await stopped;
    expect(passes).toBe(3);
    expect(most).toBe(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(releases).toHaveLength(0);
  });

  it('reports a failed pass and runs the next as planned', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const pass = new PeriodicPass(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('no partition')) : Promise.resolve();
      },
      (error) => errors.push(error),
    );
    pass.start(1000);
    await jest.advanceTimersByTimeAsync(1000);
    await pass.stop();
    expect(errors).toEqual([new Error('no partition')]);
    expect(calls).toBe(2);
  });
});

describe("a periodic pass's next run", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('is the next tick of its interval while started, and unknown otherwise', async () => {
    const pass = new PeriodicPass(async () => undefined);
    expect(pass.nextRun()).toBeUndefined();
    pass.start(3600_000);
    expect(pass.nextRun()).toEqual(new Date('2026-11-29T11:00:00Z'));
    await jest.advanceTimersByTimeAsync(2.5 * 3600_000);
    expect(pass.nextRun()).toEqual(new Date('2026-11-29T13:00:00Z'));
    await pass.stop();
    expect(pass.nextRun()).toBeUndefined();
  });
});
