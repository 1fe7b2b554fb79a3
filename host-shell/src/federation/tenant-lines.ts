import { parseRemoteRegistry, type ShellRegistryEntry } from '../runtime-config/load-runtime-config';

/** How long the tenant's lines, once fetched, answer a navigation without asking the API again. */
export const TENANT_LINES_TTL_MS = 5_000;

/** How long a remote's load waits for the tenant's lines before it goes on with what is known (remotes.json's). */
export const TENANT_LINES_WAIT_MS = 3_000;

/** Fetches the active tenant's registry lines (`GET /releases/lines`), as the API answers them. */
export type TenantLinesFetcher = () => Promise<unknown>;

/**
 * The registry lines the API resolved for the active tenant (issue 29, item 3): a remote promoted for it (to all, to
 * it by name, or to a percentage it falls in) loads from that line; the others keep their remotes.json line. Fetched
 * after sign-in and again at a navigation once {@link TENANT_LINES_TTL_MS} has passed; a failed fetch keeps what was
 * known (at first: nothing, so the static lines load) and is retried at the next navigation.
 */
export class TenantLines {
  private lines = new Map<string, ShellRegistryEntry>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly fetchLines: TenantLinesFetcher,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = TENANT_LINES_TTL_MS,
  ) {}

  /** The line the API resolved for a remote, if any (as last fetched). */
  line(name: string): ShellRegistryEntry | undefined {
    return this.lines.get(name);
  }

  /**
   * {@link refresh}, waiting at most `waitMs`: a slow API delays no remote longer than that (the fetch goes on, and a
   * later navigation sees its answer).
   */
  async refreshWithin(waitMs = TENANT_LINES_WAIT_MS): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([this.refresh(), waited]).finally(() => clearTimeout(timer));
  }

  /** Fetches the lines unless fetched within the TTL; resolves when they are current (never rejects). */
  refresh(): Promise<void> {
    if (this.now() - this.fetchedAt < this.ttlMs) return Promise.resolve();
    this.pending ??= this.fetchLines()
      .then((raw) => {
        // The same checks as remotes.json's lines: a malformed line is dropped, its remote keeps its static line.
        const registry = parseRemoteRegistry(raw);
        this.lines = new Map(registry.remotes.map((line) => [line.name, line]));
        this.fetchedAt = this.now();
      })
      .catch((error: unknown) => console.warn('The tenant’s release lines could not be read; keeping the last', error))
      .finally(() => (this.pending = undefined));
    return this.pending;
  }
}
