import { FETCH_CACHE_MAX_AGE_MS, FETCH_CACHE_SWEEP_INTERVAL_MS } from 'shared-contracts';
import type { Cache, State } from 'swr';

interface Entry {
  state: State;
  writtenAt: number;
}

/** Options of a fetch cache; the defaults are SPEC §9's. */
export interface FetchCacheOptions {
  /** Entries not written for longer than this are dropped. */
  maxAgeMs?: number;
  /** Interval of the sweep that frees dropped entries. */
  sweepIntervalMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * The SWR cache of SPEC §9: entries are dropped once they have not been written for 3 minutes, and a sweep
 * every 5 minutes frees them. An entry a mounted hook is using (retained) is never dropped under it, so a
 * screen left open never loses its data; it is dropped once the last user unmounts and it has aged out.
 * Freshness (5 s without a new request) is SWR's deduping interval, set in `swrConfig`.
 */
export class FetchCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly users = new Map<string, number>();
  private readonly maxAgeMs: number;
  private readonly sweepIntervalMs: number;
  private readonly now: () => number;

  constructor(options: FetchCacheOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? FETCH_CACHE_MAX_AGE_MS;
    this.sweepIntervalMs = options.sweepIntervalMs ?? FETCH_CACHE_SWEEP_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get(key: string): State | undefined {
    return this.entries.get(key)?.state;
  }

  set(key: string, state: State): void {
    this.entries.set(key, { state, writtenAt: this.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Marks a key as used by a mounted hook; answers the function that releases it. */
  retain(key: string): () => void {
    this.users.set(key, (this.users.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.users.get(key) ?? 1) - 1;
      if (left > 0) this.users.set(key, left);
      else this.users.delete(key);
    };
  }

  /** Whether an entry is older than the maximum age and no mounted hook uses it. */
  isExpired(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry || this.users.has(key)) return false;
    return this.now() - entry.writtenAt > this.maxAgeMs;
  }

  /** Drops a key that has aged out, so a hook mounting now loads it afresh; answers whether it did. */
  dropIfExpired(key: string): boolean {
    if (!this.isExpired(key)) return false;
    this.entries.delete(key);
    return true;
  }

  /** Drops every aged-out entry; answers how many went. */
  sweep(): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (this.dropIfExpired(key)) dropped += 1;
    }
    return dropped;
  }

  /** Sweeps every 5 minutes until the answered function is called. */
  startSweeping(): () => void {
    const timer = setInterval(() => this.sweep(), this.sweepIntervalMs);
    return () => clearInterval(timer);
  }

  /** Number of entries held. */
  get size(): number {
    return this.entries.size;
  }
}
