import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RefreshTokenStore } from './refresh-token-store';

/** The file, inside the data folder, that keeps live refresh tokens across restarts. */
export const REFRESH_TOKENS_FILE = 'identity-refresh-tokens.json';

type Entries = Record<string, { userId: string; exp: number }>;

/**
 * A refresh-token store kept in `<dataDir>/identity-refresh-tokens.json` (mode 0600), so signed-in users stay signed in
 * across an API restart. For one API process; a database-backed store replaces it when several instances run.
 * Only token ids are stored, never tokens.
 */
export async function createFileRefreshTokenStore(
  dataDir: string,
  now: () => number = () => Math.floor(Date.now() / 1000),
): Promise<RefreshTokenStore> {
  const file = join(dataDir, REFRESH_TOKENS_FILE);
  await mkdir(dataDir, { recursive: true });
  const entries = new Map<string, { userId: string; exp: number }>();
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Entries;
    for (const [jti, entry] of Object.entries(parsed)) {
      if (typeof entry?.userId === 'string' && typeof entry.exp === 'number' && entry.exp > now())
        entries.set(jti, entry);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  // Writes are serialised: each one snapshots the map after the change it follows, then replaces the file atomically.
  let pending: Promise<void> = Promise.resolve();
  const persist = (): Promise<void> => {
    const run = async (): Promise<void> => {
      const current = now();
      for (const [jti, entry] of entries) if (entry.exp <= current) entries.delete(jti);
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(Object.fromEntries(entries)), { mode: 0o600 });
      await rename(temp, file);
    };
    pending = pending.then(run, run);
    return pending;
  };

  return {
    async add(jti, userId, exp) {
      entries.set(jti, { userId, exp });
      await persist();
    },
    async isActive(jti) {
      const entry = entries.get(jti);
      return entry !== undefined && entry.exp > now();
    },
    async revoke(jti) {
      if (entries.delete(jti)) await persist();
    },
    async revokeAllForUser(userId) {
      let changed = false;
      for (const [jti, entry] of entries) {
        if (entry.userId === userId) changed = entries.delete(jti) || changed;
      }
      if (changed) await persist();
    },
  };
}
