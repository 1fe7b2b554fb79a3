import { CONTRACT_VERSION, type RemoteRegistry, type RemoteRegistryEntry } from 'shared-contracts';
import { isRemoteRouteModule, type ReactRemoteRouteModule } from 'shared-ui/core';
import { captureAnalyticsEvent } from '../analytics/start-analytics';
import { RemoteLoadError, describeLoadFailure } from './remote-load-error';

/** Where one remote stands. */
export type RemoteState =
  | { status: 'idle' | 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; module: ReactRemoteRouteModule }
  | { status: 'unavailable'; attempt: number; reason: string; detail?: string };

/** Loads a remote's exposed module; `force` drops every cached trace of an earlier attempt. */
export type RemoteModuleLoader = (entry: RemoteRegistryEntry, options: { force: boolean }) => Promise<unknown>;

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

/** Loads each remote once, on demand, and remembers how it went; Retry loads it again. */
export class RemoteModuleStore {
  private readonly states = new Map<string, RemoteState>();
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly registry: RemoteRegistry,
    private readonly loader: RemoteModuleLoader,
    private readonly timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
  ) {}

  /** The registry line of a federation name. */
  entry(name: string): RemoteRegistryEntry | undefined {
    return this.registry.remotes.find((remote) => remote.name === name);
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
    for (const listener of this.listeners) listener();
  }

  private async load(name: string, force: boolean): Promise<void> {
    const attempt = this.getState(name).attempt + 1;
    const entry = this.entry(name);
    if (!entry) {
      this.set(name, { status: 'unavailable', attempt, reason: 'It is not in the remote registry.' });
      return;
    }
    this.set(name, { status: 'loading', attempt });
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
