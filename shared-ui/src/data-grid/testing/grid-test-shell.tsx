// Test-only: a shell context over a fake API, an isolated SWR cache and a memory router. Not exported from the package.
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import type { ApiClient, Notify, Query, ShellContext } from 'shared-contracts';
import { SWRConfig } from 'swr';
import { buildUrl, ShellProvider } from '../../shell';
import '../../components/testing/setup-dom';

/** Answers a fake GET; throw to fail it. */
export type FakeRoute = (query: Query) => unknown;

/** A fake API client whose GETs are answered by route handlers, with every call recorded. */
export function createFakeApi(routes: Record<string, FakeRoute>) {
  const calls: { path: string; query: Query }[] = [];
  const get = jest.fn(async (path: string, query: Query = {}) => {
    calls.push({ path, query });
    const route = routes[path];
    if (!route) throw new Error(`No fake route for ${path}`);
    return route(query);
  });
  const unsupported = async () => {
    throw new Error('not used by the grid');
  };
  const api: ApiClient = {
    get: get as ApiClient['get'],
    post: unsupported,
    put: unsupported,
    patch: unsupported,
    delete: unsupported,
    url: (path, query) => buildUrl('https://api.test', path, query),
    download: unsupported,
  };
  return { api, get, calls };
}

/** A notify double that records toasts. */
export function createFakeNotify() {
  const toasts: { title: string; description?: string; variant?: string }[] = [];
  const notify = Object.assign(
    jest.fn((toast: { title: string; description?: string; variant?: string }) => {
      toasts.push(toast);
      return String(toasts.length);
    }),
    { dismiss: jest.fn(), promise: jest.fn(<T,>(promise: Promise<T>) => promise) },
  ) as unknown as Notify;
  return { notify, toasts };
}

/** Shows the router's current search string, for assertions on the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** Renders children under a shell context, a fresh SWR cache and a memory router at `url`. */
export function GridTestShell(props: {
  api: ApiClient;
  notify?: Notify;
  tenantId?: string;
  url?: string;
  children: ReactNode;
}) {
  const tenant = { id: props.tenantId ?? 't-acme', name: 'Acme', roleNames: ['Tenant Admin'] };
  const shell: ShellContext = {
    user: { userId: 'u1', identifier: 'Ana', tenants: [tenant] },
    tenant,
    isTenantAdmin: true,
    api: props.api,
    flags: { ...FEATURE_FLAG_DEFAULTS },
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

/** A page of fake rows answered for `/incidents`, cursor-paged by number. */
export function pagedRows(total: number, pageSize: number) {
  return (query: Query) => {
    const start = query.nextToken ? Number(query.nextToken) : 0;
    const end = Math.min(total, start + pageSize);
    const incidents = Array.from({ length: end - start }, (_, index) => ({
      id: `i-${start + index}`,
      name: `Row ${start + index}`,
    }));
    return { incidents, nextToken: end < total ? String(end) : null };
  };
}
