import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, exportSPKI, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JSONWebKeySet, JWK } from 'jose';

/** The file, inside the data folder, that keeps the signing key across restarts. */
export const SIGNING_KEYS_FILE = 'identity-keys.json';

/** The local identity provider's RS256 signing key and its public key set. */
export interface SigningKeys {
  kid: string;
  alg: 'RS256';
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key in SPKI PEM form (what an `HS256 with the public key` attack would use as secret). */
  publicKeyPem: string;
  publicJwk: JWK;
  /** `{ keys: [publicJwk] }`, served at `/v2/keys/<projectId>`. */
  jwks: JSONWebKeySet;
}

interface StoredKeys {
  version: 1;
  kid: string;
  privateJwk: JWK;
}

async function fromPrivateJwk(kid: string, privateJwk: JWK): Promise<SigningKeys> {
  const privateKey = (await importJWK({ ...privateJwk, alg: 'RS256' }, 'RS256', { extractable: false })) as CryptoKey;
  const { kty, n, e } = privateJwk;
  if (kty !== 'RSA' || !n || !e) throw new Error('identity keys: stored key is not an RSA key');
  const publicJwk: JWK = { kty, n, e, kid, alg: 'RS256', use: 'sig' };
  const publicKey = (await importJWK(publicJwk, 'RS256', { extractable: true })) as CryptoKey;
  return {
    kid,
    alg: 'RS256',
    privateKey,
    publicKey,
    publicKeyPem: await exportSPKI(publicKey),
    publicJwk,
    jwks: { keys: [publicJwk] },
  };
}

async function generate(): Promise<StoredKeys> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: privateJwk.n, e: privateJwk.e });
  return { version: 1, kid, privateJwk };
}

function parseStored(text: string, file: string): StoredKeys {
  const parsed = JSON.parse(text) as Partial<StoredKeys>;
  if (parsed.version !== 1 || typeof parsed.kid !== 'string' || typeof parsed.privateJwk !== 'object') {
    throw new Error(`identity keys: ${file} is not a key file this version understands`);
  }
  return parsed as StoredKeys;
}

/**
 * Loads the signing key from `<dataDir>/identity-keys.json`, creating it (mode 0600) on first use, so sessions
 * survive a restart. Without `dataDir` the key lives in memory only (tests).
 */
export async function loadOrCreateSigningKeys(dataDir?: string): Promise<SigningKeys> {
  if (!dataDir) {
    const fresh = await generate();
    return fromPrivateJwk(fresh.kid, fresh.privateJwk);
  }
  const file = join(dataDir, SIGNING_KEYS_FILE);
  let stored: StoredKeys;
  try {
    stored = parseStored(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    stored = await generate();
    await mkdir(dataDir, { recursive: true });
    // Write then rename so a crash never leaves a half-written key; `wx` refuses to clobber a racing writer's temp file.
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
    await rename(temp, file);
  }
  await chmod(file, 0o600);
  return fromPrivateJwk(stored.kid, stored.privateJwk);
}
