// Test-only: a shell context over a fake API, an isolated SWR cache and a memory router. Not exported from the package.
import type { ReactNode } from 'react';
import type { ApiClient, Notify, Query } from 'shared-contracts';
import { buildUrl } from '../../shell';
import { createTestShell, TestShell } from '../../testing';

export { createFakeNotify } from '../../testing';

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

/** Renders children under a Tenant Admin's shell context, a fresh SWR cache and a memory router at `url`. */
export function GridTestShell(props: {
  api: ApiClient;
  notify?: Notify;
  tenantId?: string;
  url?: string;
  children: ReactNode;
}) {
  const shell = createTestShell({ api: props.api, notify: props.notify, tenantId: props.tenantId ?? 't-acme' });
  return (
    <TestShell shell={shell} url={props.url ?? '/incidents'}>
      {props.children}
    </TestShell>
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
