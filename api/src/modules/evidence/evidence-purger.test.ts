import type { Database } from '../../db/database';
import { EvidencePurger } from './evidence-purger';
import { fileEvidenceStore } from './evidence-store';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function purgerWith(onError?: (error: unknown) => void) {
  const purger = new EvidencePurger({
    database: {} as Database,
    store: fileEvidenceStore('/nonexistent'),
    now: () => new Date('2026-01-01T00:00:00Z'),
    ...(onError && { onError }),
  });
  return purger;
}

describe('EvidencePurger', () => {
  it('purges at once and on every tick until stopped, and waits for the pass under way', async () => {
    const purger = purgerWith();
    let finished = 0;
    const purge = jest.spyOn(purger, 'purge').mockImplementation(async () => {
      await wait(5);
      finished += 1;
      return 0;
    });
    purger.start(10);
    purger.start(10);
    await wait(45);
    await purger.stop();
    const calls = purge.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(calls);
    await wait(30);
    expect(purge.mock.calls.length).toBe(calls);
  });

  it('reports a failed pass and keeps going', async () => {
    const errors: unknown[] = [];
    const purger = purgerWith((error) => errors.push(error));
    const purge = jest.spyOn(purger, 'purge').mockRejectedValueOnce(new Error('database away')).mockResolvedValue(0);
    purger.start(5);
    await wait(30);
    await purger.stop();
    expect(errors).toEqual([new Error('database away')]);
    expect(purge.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
