import type { TenantEntry } from 'shared-contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Browser-storage key of the active tenant id. */
export const ACTIVE_TENANT_STORAGE_KEY = 'console.activeTenantId';

/** The stored tenant when the user still has it, else the user's first tenant. */
export function resolveActiveTenant(tenants: readonly TenantEntry[], storedId: string | null): TenantEntry | undefined {
  return tenants.find((tenant) => tenant.id === storedId) ?? tenants[0];
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored active tenant id, if any. */
export function readStoredTenantId(): string | null {
  return storage()?.getItem(ACTIVE_TENANT_STORAGE_KEY) ?? null;
}

/** Remembers the active tenant across reloads. */
export function storeTenantId(tenantId: string): void {
  storage()?.setItem(ACTIVE_TENANT_STORAGE_KEY, tenantId);
}

/** Forgets the active tenant (on logout). */
export function clearStoredTenantId(): void {
  storage()?.removeItem(ACTIVE_TENANT_STORAGE_KEY);
}

/** What the active-tenant store holds. */
export interface ActiveTenantState {
  /** The active tenant id as stored, `null` when none is. */
  tenantId: string | null;
  /** Makes a tenant active and remembers it across reloads. */
  select(tenantId: string): void;
  /** Forgets the active tenant (on logout). */
  forget(): void;
}

/** A zustand store of the active tenant id, kept in browser storage. */
export type ActiveTenantStore = StoreApi<ActiveTenantState>;

/** Creates the active-tenant store of one shell: it starts from browser storage and writes every change back. */
export function createActiveTenantStore(): ActiveTenantStore {
  return createStore<ActiveTenantState>()((set) => ({
    tenantId: readStoredTenantId(),
    select(tenantId) {
      storeTenantId(tenantId);
      set({ tenantId });
    },
    forget() {
      clearStoredTenantId();
      set({ tenantId: null });
    },
  }));
}
