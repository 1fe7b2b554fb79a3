import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileRefreshTokenStore, REFRESH_TOKENS_FILE } from './file-refresh-token-store';

describe('file refresh-token store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'identity-refresh-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps active tokens across a restart and forgets revoked and expired ones', async () => {
    let now = 1000;
    const store = await createFileRefreshTokenStore(dir, () => now);
    await store.add('a', 'U-1', 2000);
    await store.add('b', 'U-1', 2000);
    await store.add('c', 'U-2', 1500);
    await store.add('d', 'U-3', 2000);
    await store.revoke('a');
    await store.revokeAllForUser('U-3');
    expect((await stat(join(dir, REFRESH_TOKENS_FILE))).mode & 0o777).toBe(0o600);

    now = 1600;
    const restarted = await createFileRefreshTokenStore(dir, () => now);
    expect(await restarted.isActive('a')).toBe(false);
    expect(await restarted.isActive('b')).toBe(true);
    expect(await restarted.isActive('c')).toBe(false);
    expect(await restarted.isActive('d')).toBe(false);
    expect(await readFile(join(dir, REFRESH_TOKENS_FILE), 'utf8')).not.toContain('eyJ');
  });
});
