import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useRuntime } from '../app/runtime-context';
import type { RemoteState } from './remote-module-store';

const NONE: RemoteState = { status: 'idle', attempt: 0 };

/** A remote's load state, starting its load on first use; `undefined` name answers idle. */
export function useRemoteState(name: string | undefined): RemoteState {
  const { remotes } = useRuntime();
  const getState = useCallback(() => (name ? remotes.getState(name) : NONE), [remotes, name]);
  const state = useSyncExternalStore(remotes.subscribe, getState);
  useEffect(() => {
    if (name) remotes.ensureLoaded(name);
  }, [remotes, name]);
  return state;
}
