import { ACTIVE_TENANT_STORAGE_KEY, createActiveTenantStore, resolveActiveTenant } from './active-tenant';

const acme = { id: 'acme', name: 'Acme Corp', roleNames: [] };
const globex = { id: 'globex', name: 'Globex', roleNames: [] };

describe('resolveActiveTenant', () => {
  it('is the stored tenant while the user still has it, else the first', () => {
    expect(resolveActiveTenant([acme, globex], 'globex')).toBe(globex);
    expect(resolveActiveTenant([acme, globex], 'initech')).toBe(acme);
    expect(resolveActiveTenant([], null)).toBeUndefined();
  });
});

describe('createActiveTenantStore', () => {
  beforeEach(() => localStorage.clear());

  it('starts from browser storage, and selecting or forgetting writes it back and tells subscribers', () => {
    localStorage.setItem(ACTIVE_TENANT_STORAGE_KEY, 'acme');
    const store = createActiveTenantStore();
    const seen: (string | null)[] = [];
    store.subscribe((state) => seen.push(state.tenantId));
    expect(store.getState().tenantId).toBe('acme');
    store.getState().select('globex');
    expect(localStorage.getItem(ACTIVE_TENANT_STORAGE_KEY)).toBe('globex');
    store.getState().forget();
    expect(localStorage.getItem(ACTIVE_TENANT_STORAGE_KEY)).toBeNull();
    expect(seen).toEqual(['globex', null]);
  });

  it('is one per shell: two stores do not share their state', () => {
    const first = createActiveTenantStore();
    const second = createActiveTenantStore();
    first.getState().select('acme');
    expect(second.getState().tenantId).toBeNull();
  });
});
