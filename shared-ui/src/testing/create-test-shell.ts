import { FEATURE_FLAG_DEFAULTS, type FeatureFlags, type Notify, type ShellContext } from 'shared-contracts';

/** A shell context for remotes' unit tests: a tenant admin of one tenant, with an API client that must not be called. */
export function createTestShell(flags: Partial<FeatureFlags> = {}): ShellContext {
  const tenant = { id: 't-1', name: 'Acme', roleNames: ['Tenant Admin'] };
  const unexpected = () => Promise.reject(new Error('unexpected API call in a unit test'));
  const notify = Object.assign(() => 'toast-1', {
    dismiss: () => undefined,
    promise: <T>(promise: Promise<T>) => promise,
  });
  return {
    user: { userId: 'u-1', email: 'admin@acme.example', identifier: 'Ada Admin', tenants: [tenant] },
    tenant,
    isTenantAdmin: true,
    api: {
      get: unexpected,
      post: unexpected,
      put: unexpected,
      patch: unexpected,
      delete: unexpected,
      url: (path) => path,
      download: unexpected,
    },
    flags: { ...FEATURE_FLAG_DEFAULTS, ...flags },
    notify: notify as Notify,
    audit: async () => undefined,
    navigate: () => undefined,
  };
}
