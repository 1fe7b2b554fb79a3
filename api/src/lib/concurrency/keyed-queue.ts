/** Runs work one at a time per key; work of other keys runs alongside. */
export type KeyedQueue = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/**
 * A queue per key in this process: each piece of work starts when the previous one of its key has settled (answered
 * or failed), in the order they came. Used where a key's writes would wait on each other in the database anyway (one
 * tenant's event batches update the same rollup rows): they wait here instead, holding no connection, so reads keep
 * the pool.
 */
export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
