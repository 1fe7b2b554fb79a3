// Test-only: a shell context over the kit's fake API, an isolated SWR cache and a memory router. Not exported from the package.
import type { ReactNode } from 'react';
import type { Notify, Query, TypedApiClient } from 'shared-contracts';
import { createTestShell, TestShell } from '../../testing';

export { createFakeApi, createFakeNotify } from '../../testing';

/** Renders children under a Tenant Admin's shell context, a fresh SWR cache and a memory router at `url`. */
export function GridTestShell(props: {
  api: TypedApiClient;
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
