// Test-only: a shell context over a fake API, an isolated SWR cache and a memory router.
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import type { ApiClient, FeatureFlags, Notify, Query, ShellContext, ToastInput } from 'shared-contracts';
import { ShellProvider } from 'shared-ui';
// The browser APIs antd needs and jsdom lacks (MessageChannel, ResizeObserver, matchMedia, PointerEvent).
import 'shared-ui/testing';
import { SWRConfig } from 'swr';

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

/** A notify double that records toasts. */
export function createFakeNotify() {
  const toasts: ToastInput[] = [];
  const notify = Object.assign(
    (toast: ToastInput) => {
      toasts.push(toast);
      return String(toasts.length);
    },
    { dismiss: () => undefined, promise: <T,>(promise: Promise<T>) => promise },
  ) as Notify;
  return { notify, toasts };
}

/** Shows the router's current path and search, for assertions on the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
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
  const tenant = { id: 't-1', name: 'Acme', roleNames: [props.isTenantAdmin ? 'Tenant Admin' : 'Analyst'] };
  const shell: ShellContext = {
    user: { userId: 'u-1', email: 'analyst@acme.example', identifier: 'Ana Analyst', tenants: [tenant] },
    tenant,
    isTenantAdmin: props.isTenantAdmin ?? false,
    api: props.api,
    flags: { ...FEATURE_FLAG_DEFAULTS, ...props.flags },
    notify: props.notify ?? createFakeNotify().notify,
    audit: async () => undefined,
    navigate: () => undefined,
  };
  return (
    <MemoryRouter initialEntries={[props.url ?? '/incidents']}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ShellProvider value={shell}>
          {props.children}
          <LocationProbe />
        </ShellProvider>
      </SWRConfig>
    </MemoryRouter>
  );
}
