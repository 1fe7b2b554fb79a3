import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters: N=2^15, r=8, p=1 (~32 MiB, tens of ms per hash); stored in the hash so they can change later.
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;
const PREFIX = 'scrypt';

function derive(plain: string, salt: Buffer, n: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a random salt: `scrypt$N$r$p$<salt b64url>$<key b64url>`. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, N, R, P, KEY_LENGTH);
  return [PREFIX, N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `plain` matches `hash`; false for any malformed hash (never throws on bad input). */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  if (n > 1 << 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(plain, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}
