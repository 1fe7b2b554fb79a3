// Test-only: a shell context over a fake API, an isolated SWR cache and a memory router.
import type { ReactNode } from 'react';
import type { ApiClient, FeatureFlags, Notify, Query } from 'shared-contracts';
// Also installs the browser APIs antd needs and jsdom lacks (MessageChannel, ResizeObserver, matchMedia, PointerEvent).
import { createTestShell, TestShell } from 'shared-ui/testing';

export { createFakeNotify } from 'shared-ui/testing';

/** Answers a fake call; throw (or reject) to fail it. */
export type FakeHandler = (query: Query, body: unknown) => unknown;

/** One recorded call. */
export interface FakeCall {
  method: string;
  path: string;
  query: Query;
  body: unknown;
}

/** A fake API whose calls are answered by `'<METHOD> <path>'` handlers, every call recorded. */
export function createFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const call = (method: string) =>
    jest.fn(async (path: string, bodyOrQuery?: unknown, maybeQuery?: Query) => {
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const query = ((hasBody ? maybeQuery : bodyOrQuery) ?? {}) as Query;
      const body = hasBody ? bodyOrQuery : undefined;
      calls.push({ method, path, query, body });
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new Error(`No fake route for ${method} ${path}`);
      return handler(query, body);
    });
  const unexpected = () => Promise.reject(new Error('unexpected API call in a unit test'));
  const api: ApiClient = {
    put: unexpected,
    delete: unexpected,
    download: unexpected,
    url: (path) => path,
    get: call('GET') as ApiClient['get'],
    post: call('POST') as ApiClient['post'],
    patch: call('PATCH') as ApiClient['patch'],
  };
  return {
    api,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** Renders children under a test shell (the fake API, flags, notify), a fresh SWR cache and a memory router. */
export function IncidentsTestShell(props: {
  api: ApiClient;
  notify?: Notify;
  flags?: Partial<FeatureFlags>;
  /** Signs in as a Tenant Admin (an Analyst by default). */
  isTenantAdmin?: boolean;
  url?: string;
  children: ReactNode;
}) {
  const shell = createTestShell({
    api: props.api,
    notify: props.notify,
    flags: props.flags,
    isTenantAdmin: props.isTenantAdmin ?? false,
  });
  return (
    <TestShell shell={shell} url={props.url ?? '/incidents'}>
      {props.children}
    </TestShell>
  );
}
