import {
  createCan,
  FEATURE_FLAG_DEFAULTS,
  typedApi,
  type FeatureFlags,
  type TypedApiClient,
  type Notify,
  type ShellContext,
  type ToastInput,
} from 'shared-contracts';

/** What a unit test may change of the shell it runs under. */
export interface TestShellOptions {
  /** Flags over the defaults. */
  flags?: Partial<FeatureFlags>;
  /** The API client; by default one that fails every call. */
  api?: TypedApiClient;
  /** The toast function; by default one that records (see {@link createFakeNotify}). */
  notify?: Notify;
  /** Tenant Admin of the tenant (true), or an Analyst. */
  isTenantAdmin?: boolean;
  /** Active tenant id ('t-1'). */
  tenantId?: string;
}

/** A notify double that records the toasts it was asked to show. */
export function createFakeNotify(): { notify: Notify; toasts: ToastInput[] } {
  const toasts: ToastInput[] = [];
  const notify = Object.assign(
    (toast: ToastInput) => {
      toasts.push(toast);
      return String(toasts.length);
    },
    { dismiss: () => undefined, promise: <T>(promise: Promise<T>) => promise },
  ) as Notify;
  return { notify, toasts };
}

/** A shell context for unit tests: one user in one tenant, a Tenant Admin unless told otherwise. */
export function createTestShell(options: TestShellOptions = {}): ShellContext {
  const isTenantAdmin = options.isTenantAdmin ?? true;
  const tenant = {
    id: options.tenantId ?? 't-1',
    name: 'Acme',
    roleNames: [isTenantAdmin ? 'Tenant Admin' : 'Analyst'],
  };
  const unexpected = () => Promise.reject(new Error('unexpected API call in a unit test'));
  return {
    user: { userId: 'u-1', email: 'ada@acme.example', identifier: 'Ada Lovelace', tenants: [tenant] },
    tenant,
    can: createCan([tenant], tenant),
    api: options.api ?? typedApi({ request: unexpected, url: (path) => path, download: unexpected }),
    flags: { ...FEATURE_FLAG_DEFAULTS, ...options.flags },
    notify: options.notify ?? createFakeNotify().notify,
    audit: async () => undefined,
    navigate: () => undefined,
  };
}
