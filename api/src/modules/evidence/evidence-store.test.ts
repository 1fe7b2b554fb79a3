import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { EvidenceMissing, evidenceKey, fileEvidenceStore } from './evidence-store';

const EVENT = '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d';
const SHA = 'ab'.repeat(32);
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'evidence-store-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('fileEvidenceStore', () => {
  it('keeps bytes or a stream under the tenant folder, reads them back and deletes them', async () => {
    const store = fileEvidenceStore(join(root, 'evidence'));
    const key = evidenceKey('acme-corp', EVENT, SHA);
    expect(key).toBe(`acme-corp/${EVENT}.${SHA}`);
    expect(await store.put(key, new Uint8Array([1, 2, 3]))).toEqual({ size: 3 });
    expect([...(await buffer(await store.open(key)))]).toEqual([1, 2, 3]);
    expect(await readdir(join(root, 'evidence', 'acme-corp'))).toEqual([`${EVENT}.${SHA}`]);
    expect(await store.put(key, Readable.from([Buffer.from('ab'), Buffer.from('c')]))).toEqual({ size: 3 });
    expect((await buffer(await store.open(key))).toString()).toBe('abc');
    await store.delete(key);
    await expect(store.open(key)).rejects.toBeInstanceOf(EvidenceMissing);
    await store.delete(key);
  });

  it('refuses every key that could leave its folder, and never reads a file outside it', async () => {
    await writeFile(join(root, 'secret.txt'), 'outside');
    const store = fileEvidenceStore(join(root, 'evidence'));
    for (const key of ['../secret.txt', 'acme/../../secret.txt', '/etc/passwd', 'a//b', '', 'a/.hidden', '..']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/Not a file key/);
      await expect(store.open(key)).rejects.toThrow(/Not a file key/);
      await expect(store.delete(key)).rejects.toThrow(/Not a file key/);
    }
    expect(await readdir(root)).toEqual(['secret.txt']);
  });

  it('builds keys only from a uuid and a hash, and maps an unusual tenant id to a plain folder name', () => {
    expect(() => evidenceKey('acme-corp', '../../etc', SHA)).toThrow();
    expect(() => evidenceKey('acme-corp', EVENT, '../x')).toThrow();
    const odd = evidenceKey('../Globex Inc', EVENT, SHA);
    expect(odd).toMatch(/^t-[0-9a-f]{32}\/[0-9a-f-]{36}\.[0-9a-f]{64}$/);
    expect(evidenceKey('../Globex Inc', EVENT, SHA)).toBe(odd);
  });
});
