import { createKeyedBatcher } from './keyed-batcher';

/** A write the test finishes by hand: records the items of each call, answers each item doubled. */
function manualWrite(failOn?: number) {
  const calls: { key: string; items: number[]; finish: () => void }[] = [];
  const write = (key: string, items: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push({
        key,
        items: [...items],
        finish: () =>
          items.includes(failOn ?? Number.NaN) ? reject(new Error(`bad ${failOn}`)) : resolve(items.map((n) => n * 2)),
      });
    });
  return { calls, write };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createKeyedBatcher', () => {
  it('writes a key one write at a time, and what arrived meanwhile in one write, in order; other keys alongside', async () => {
    const { calls, write } = manualWrite();
    const submit = createKeyedBatcher(write, { weight: () => 1, maxWeight: 10 });
    const first = submit('acme', 1);
    await settle();
    const rest = [submit('acme', 2), submit('acme', 3), submit('acme', 4)];
    const other = submit('globex', 5);
    await settle();
    expect(calls.map(({ key, items }) => [key, items])).toEqual([
      ['acme', [1]],
      ['globex', [5]],
    ]);
    calls[0]!.finish();
    await expect(first).resolves.toBe(2);
    await settle();
    expect(calls[2]).toMatchObject({ key: 'acme', items: [2, 3, 4] });
    calls[2]!.finish();
    calls[1]!.finish();
    await expect(Promise.all(rest)).resolves.toEqual([4, 6, 8]);
    await expect(other).resolves.toBe(10);
  });

  it('takes items while their weights fit, at least one, the rest in the next write', async () => {
    const { calls, write } = manualWrite();
    const submit = createKeyedBatcher(write, { weight: (n) => n, maxWeight: 10 });
    const results = [submit('acme', 1), submit('acme', 4), submit('acme', 5), submit('acme', 2), submit('acme', 12)];
    await settle();
    calls[0]!.finish();
    await settle();
    expect(calls.map((call) => call.items)).toEqual([[1], [4, 5]]);
    calls[1]!.finish();
    await settle();
    calls[2]!.finish();
    await settle();
    calls[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual([2, 8, 10, 4, 24]);
    expect(calls.map((call) => call.items)).toEqual([[1], [4, 5], [2], [12]]);
  });

  it('writes each item of a failed write alone, so only the failing one’s caller gets the error', async () => {
    const { calls, write } = manualWrite(3);
    const submit = createKeyedBatcher(write, { weight: () => 1, maxWeight: 10 });
    const first = submit('acme', 1);
    const merged = [submit('acme', 2), submit('acme', 3), submit('acme', 4)];
    const outcomes = Promise.allSettled(merged);
    await settle();
    calls[0]!.finish();
    await settle();
    calls[1]!.finish(); // [2, 3, 4] fails
    for (let i = 2; i < 5; i += 1) {
      await settle();
      calls[i]!.finish();
    }
    await expect(first).resolves.toBe(2);
    expect(calls.map((call) => call.items)).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect((await outcomes).map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual([
      4,
      'failed',
      8,
    ]);
    // The key starts afresh afterwards.
    const later = submit('acme', 7);
    await settle();
    calls[5]!.finish();
    await expect(later).resolves.toBe(14);
  });
});
