import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { loadOrCreateSigningKeys, SIGNING_KEYS_FILE } from './keys';

describe('signing keys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'identity-keys-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('persists the key with mode 0600 and loads the same key after a restart', async () => {
    const first = await loadOrCreateSigningKeys(dir);
    const file = join(dir, SIGNING_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const token = await new SignJWT({ sub: 'u' })
      .setProtectedHeader({ alg: 'RS256', kid: first.kid })
      .sign(first.privateKey);
    const second = await loadOrCreateSigningKeys(dir);
    expect(second.kid).toBe(first.kid);
    await expect(jwtVerify(token, second.publicKey)).resolves.toMatchObject({ payload: { sub: 'u' } });
  });

  it('exposes only public parameters in the JWKS', async () => {
    const keys = await loadOrCreateSigningKeys();
    expect(keys.jwks.keys).toHaveLength(1);
    expect(Object.keys(keys.jwks.keys[0] ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(keys.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('makes a new key per in-memory instance and refuses a foreign file', async () => {
    const [a, b] = await Promise.all([loadOrCreateSigningKeys(), loadOrCreateSigningKeys()]);
    expect(a.kid).not.toBe(b.kid);
    await loadOrCreateSigningKeys(dir);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, SIGNING_KEYS_FILE), JSON.stringify({ version: 9 }));
    await expect(loadOrCreateSigningKeys(dir)).rejects.toThrow(/not a key file/);
    expect(await readFile(join(dir, SIGNING_KEYS_FILE), 'utf8')).toContain('"version":9');
  });
});
