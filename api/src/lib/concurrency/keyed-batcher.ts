/** Hands an item to its key's next write; answers that item's own result. */
export type KeyedBatcher<I, O> = (key: string, item: I) => Promise<O>;

export interface KeyedBatcherOptions<I> {
  /** How much an item weighs (an event batch: its events). */
  weight: (item: I) => number;
  /** A write takes items while their weights add up to no more than this (always at least one item). */
  maxWeight: number;
}

interface Waiting<I, O> {
  readonly item: I;
  readonly resolve: (value: O) => void;
  readonly reject: (reason: unknown) => void;
}

/**
 * One write at a time per key in this process, and the items that arrive while it runs are written together by the
 * next one (group commit): a key's writes that would wait on each other in the database anyway (one tenant's event
 * batches update the same rollup rows) wait here holding no connection, and pay a write's fixed cost once for many
 * items. `write` answers one result per item, in order. When a write of several items fails, each is written again
 * alone, so one item's failure reaches only its own caller. Keys do not wait on each other.
 */
export function createKeyedBatcher<I, O>(
  write: (key: string, items: readonly I[]) => Promise<readonly O[]>,
  { weight, maxWeight }: KeyedBatcherOptions<I>,
): KeyedBatcher<I, O> {
  const queues = new Map<string, Waiting<I, O>[]>();

  const take = (queue: Waiting<I, O>[]): Waiting<I, O>[] => {
    let total = weight(queue[0]!.item);
    let count = 1;
    while (count < queue.length && total + weight(queue[count]!.item) <= maxWeight) {
      total += weight(queue[count]!.item);
      count += 1;
    }
    return queue.splice(0, count);
  };

  const writeAll = async (key: string, taken: readonly Waiting<I, O>[]): Promise<void> => {
    const results = await write(
      key,
      taken.map((waiting) => waiting.item),
    );
    if (results.length !== taken.length) throw new Error(`a write answered ${results.length} of ${taken.length}`);
    taken.forEach((waiting, index) => waiting.resolve(results[index]!));
  };

  const drain = async (key: string, queue: Waiting<I, O>[]): Promise<void> => {
    while (queue.length > 0) {
      const taken = take(queue);
      try {
        await writeAll(key, taken);
      } catch (error) {
        if (taken.length === 1) taken[0]!.reject(error);
        else
          for (const waiting of taken) {
            await writeAll(key, [waiting]).catch(waiting.reject);
          }
      }
    }
    queues.delete(key);
  };

  return (key, item) =>
    new Promise<O>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const started = [{ item, resolve, reject }];
      queues.set(key, started);
      void drain(key, started);
    });
}
