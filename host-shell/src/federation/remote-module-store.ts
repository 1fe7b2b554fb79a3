import { CONTRACT_VERSION, type RemoteRegistryEntry } from 'shared-contracts';
import { isRemoteRouteModule, type ReactRemoteRouteModule } from 'shared-ui/core';
import { captureAnalyticsEvent } from '../analytics/start-analytics';
import type { ShellRegistry, ShellRegistryEntry } from '../runtime-config/load-runtime-config';
import { RemoteLoadError, describeLoadFailure } from './remote-load-error';
import type { TenantLines } from './tenant-lines';

/** Where one remote stands. */
export type RemoteState =
  | { status: 'idle' | 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; module: ReactRemoteRouteModule }
  | { status: 'unavailable'; attempt: number; reason: string; detail?: string };

/** Loads a remote's exposed module; `force` drops every cached trace of an earlier attempt. */
export type RemoteModuleLoader = (entry: ShellRegistryEntry, options: { force: boolean }) => Promise<unknown>;

/** A remote whose line now names another version than the one this page loaded: the page offers a reload. */
export interface RemoteUpdate {
  name: string;
  loaded?: string;
  available?: string;
}

/** Overall budget for one load, so a hanging server shows the unavailable screen within 10 s. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError('Its server did not answer in time.')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Checks what a remote exposed before the host mounts it. */
export function validateRemoteModule(entry: RemoteRegistryEntry, loaded: unknown): ReactRemoteRouteModule {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!isRemoteRouteModule(candidate)) throw new RemoteLoadError('It did not expose a route module.');
  for (const version of [candidate.contractVersion, entry.contractVersion]) {
    if (version !== CONTRACT_VERSION) {
      throw new RemoteLoadError(
        `It was built for contract version ${version}; this console speaks version ${CONTRACT_VERSION}.`,
      );
    }
  }
  if (candidate.name !== entry.name) throw new RemoteLoadError(`It calls itself ${candidate.name}, not ${entry.name}.`);
  return candidate;
}

/**
 * Loads each remote once, on demand, and remembers how it went; Retry loads it again. With the tenant's lines
 * ({@link followTenant}), a remote loads from the line the API resolved for the tenant, else from remotes.json; a
 * remote loaded in this page keeps its version, and when a navigation finds another one resolved, {@link getUpdates}
 * lists it (the shell offers a reload).
 */
export class RemoteModuleStore {
  private readonly states = new Map<string, RemoteState>();
  private readonly listeners = new Set<() => void>();
  /** The line each remote was loaded from in this page. */
  private readonly loaded = new Map<string, ShellRegistryEntry>();
  private tenant: { id: string; lines: TenantLines } | undefined;
  private updates: readonly RemoteUpdate[] = [];

  constructor(
    readonly registry: ShellRegistry,
    private readonly loader: RemoteModuleLoader,
    private readonly timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
  ) {}

  /** The registry line of a federation name (remotes.json's). */
  entry(name: string): ShellRegistryEntry | undefined {
    return this.registry.remotes.find((remote) => remote.name === name);
  }

  /**
   * Loads remotes from the lines the API resolves for this tenant from now on; the same tenant again changes nothing
   * (the shell calls it at each render of the tenant's session). Its first fetch starts at once.
   */
  followTenant(tenantId: string, createLines: () => TenantLines): void {
    if (this.tenant?.id === tenantId) return;
    const lines = createLines();
    this.tenant = { id: tenantId, lines };
    void lines.refresh();
  }

  /**
   * At a navigation: reads the tenant's lines again (cached briefly) and lists the loaded remotes whose resolved line
   * names another version. Nothing loaded is replaced: the page keeps working on what it has.
   */
  async recheck(): Promise<void> {
    if (!this.tenant) return;
    await this.tenant.lines.refresh();
    const updates: RemoteUpdate[] = [];
    for (const [name, loaded] of this.loaded) {
      if (this.getState(name).status !== 'ready') continue;
      const resolved = this.resolvedEntry(name);
      if (resolved && resolved.manifest !== loaded.manifest) {
        updates.push({
          name,
          ...(loaded.version !== undefined && { loaded: loaded.version }),
          ...(resolved.version !== undefined && { available: resolved.version }),
        });
      }
    }
    const same =
      updates.length === this.updates.length &&
      updates.every((update, index) => JSON.stringify(update) === JSON.stringify(this.updates[index]));
    if (!same) {
      this.updates = updates;
      this.emit();
    }
  }

  /** The loaded remotes of which another version is now resolved (stable between changes). */
  getUpdates = (): readonly RemoteUpdate[] => this.updates;

  /** The line a remote loads from now: the tenant's, else remotes.json's. */
  private resolvedEntry(name: string): ShellRegistryEntry | undefined {
    return this.tenant?.lines.line(name) ?? this.entry(name);
  }

  /** Current state; stable between changes (for useSyncExternalStore). */
  getState = (name: string): RemoteState => this.states.get(name) ?? IDLE;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts the first load of a remote; later calls do nothing. */
  ensureLoaded(name: string): void {
    if (this.getState(name).status === 'idle') void this.load(name, false);
  }

  /** Loads the remote again, without a page reload. */
  retry(name: string): Promise<void> {
    return this.load(name, true);
  }

  private set(name: string, state: RemoteState): void {
    this.states.set(name, state);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private async load(name: string, force: boolean): Promise<void> {
    const attempt = this.getState(name).attempt + 1;
    this.set(name, { status: 'loading', attempt });
    // The tenant's lines first (after sign-in, one request; a failure or a slow answer falls back to remotes.json).
    await this.tenant?.lines.refreshWithin();
    const entry = this.resolvedEntry(name);
    if (!entry) {
      this.set(name, { status: 'unavailable', attempt, reason: 'It is not in the remote registry.' });
      return;
    }
    this.loaded.set(name, entry);
    try {
      const loaded = await withTimeout(this.loader(entry, { force }), this.timeoutMs);
      this.set(name, { status: 'ready', attempt, module: validateRemoteModule(entry, loaded) });
    } catch (error) {
      const reason = describeLoadFailure(error);
      const detail = error instanceof RemoteLoadError ? error.detail : undefined;
      console.error(`Remote ${name} is unavailable: ${reason}${detail ? ` ${detail}` : ''}`, error);
      captureAnalyticsEvent('remote unavailable', { remote: name, reason, ...(detail ? { detail } : {}) });
      this.set(name, { status: 'unavailable', attempt, reason, ...(detail ? { detail } : {}) });
    }
  }
}

const IDLE: RemoteState = { status: 'idle', attempt: 0 };
