import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { FileMissing, localFileStore } from './file-store';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'file-store-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('localFileStore', () => {
  it('keeps a stream under its key, answers its size, reads it back and removes it', async () => {
    const store = localFileStore(root);
    const { sizeBytes } = await store.put('reports/acme-corp/a.csv', Readable.from(['a,b\r\n', 'é,2\r\n']));
    expect(sizeBytes).toBe(Buffer.byteLength('a,b\r\né,2\r\n'));
    expect(await text(await store.get('reports/acme-corp/a.csv'))).toBe('a,b\r\né,2\r\n');
    await store.remove('reports/acme-corp/a.csv');
    await expect(store.get('reports/acme-corp/a.csv')).rejects.toBeInstanceOf(FileMissing);
    await store.remove('reports/acme-corp/a.csv');
  });

  it('leaves nothing behind when the stream fails', async () => {
    const store = localFileStore(root);
    const failing = new Readable({
      read() {
        this.push('a,b\r\n');
        this.destroy(new Error('the database went away'));
      },
    });
    await expect(store.put('reports/t/b.csv', failing)).rejects.toThrow('the database went away');
    expect(await readdir(join(root, 'reports', 't'))).toEqual([]);
  });

  it('rejects with the error of a stream that fails before the file is open, with no error left unheard', async () => {
    // A report's CSV fails at once when the database gives no connection: the process must not end on it.
    const store = localFileStore(root);
    const failing = new PassThrough();
    const stored = store.put('reports/t/c.csv', failing);
    failing.destroy(new Error('timeout exceeded when trying to connect'));
    await expect(stored).rejects.toThrow('timeout exceeded when trying to connect');
    expect(await readdir(join(root, 'reports', 't'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    const store = localFileStore(root);
    for (const key of ['../x.csv', 'reports/../../x', '/etc/passwd', 'a//b', '', 'a/.hidden'])
      await expect(store.put(key, Readable.from(['x']))).rejects.toThrow(/Not a file key/);
  });
});
