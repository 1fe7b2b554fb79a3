// Test-only: a shell context over a fake API, an isolated SWR cache and a memory router.
import type { ReactNode } from 'react';
import type { FeatureFlags, Notify, TypedApiClient } from 'shared-contracts';
// Also installs the browser APIs antd needs and jsdom lacks (MessageChannel, ResizeObserver, matchMedia, PointerEvent).
import { createTestShell, TestShell } from 'shared-ui/testing';

export { createFakeApi, createFakeNotify, type FakeHandler } from 'shared-ui/testing';

/** Renders children under a test shell (the fake API, flags, notify), a fresh SWR cache and a memory router. */
export function IncidentsTestShell(props: {
  api: TypedApiClient;
  notify?: Notify;
  flags?: Partial<FeatureFlags>;
  /** Signs in as a Tenant Admin (an Analyst by default). */
  isTenantAdmin?: boolean;
  url?: string;
  /** The active tenant (ALL_TENANTS_ID for All tenants); the test shell's own by default. */
  tenantId?: string;
  children: ReactNode;
}) {
  const shell = createTestShell({
    api: props.api,
    ...(props.tenantId !== undefined && { tenantId: props.tenantId }),
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
