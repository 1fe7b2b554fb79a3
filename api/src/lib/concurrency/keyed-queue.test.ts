import { createKeyedQueue } from './keyed-queue';

/** A piece of work the test finishes by hand; records when it started. */
function manual(log: string[], name: string) {
  let finish: (fail?: boolean) => void = () => undefined;
  const work = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (fail) => (fail ? reject(new Error(name)) : resolve(name));
    });
  return { work, finish: (fail?: boolean) => finish(fail) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createKeyedQueue', () => {
  it('runs one key’s work one at a time, in order, and other keys’ alongside; a failure does not stop the next', async () => {
    const run = createKeyedQueue();
    const log: string[] = [];
    const a1 = manual(log, 'a1');
    const a2 = manual(log, 'a2');
    const a3 = manual(log, 'a3');
    const b1 = manual(log, 'b1');
    const first = run('acme', a1.work);
    const second = run('acme', a2.work);
    const third = run('acme', a3.work);
    const other = run('globex', b1.work);
    await settle();
    expect(log).toEqual(['start a1', 'start b1']);
    a1.finish(true);
    await expect(first).rejects.toThrow('a1');
    await settle();
    expect(log).toEqual(['start a1', 'start b1', 'start a2']);
    a2.finish();
    await expect(second).resolves.toBe('a2');
    await settle();
    expect(log.at(-1)).toBe('start a3');
    a3.finish();
    b1.finish();
    await expect(third).resolves.toBe('a3');
    await expect(other).resolves.toBe('b1');
  });

  it('starts at once when the key has nothing pending', async () => {
    const run = createKeyedQueue();
    await expect(run('acme', async () => 1)).resolves.toBe(1);
    const log: string[] = [];
    const next = manual(log, 'next');
    const pending = run('acme', next.work);
    await settle();
    expect(log).toEqual(['start next']);
    next.finish();
    await expect(pending).resolves.toBe('next');
  });
});
