import { canManageUsers, isPlatformAdmin, isTenantAdminOf } from './roles';

const admin = { roleNames: ['Tenant Admin'] };
const analyst = { roleNames: ['Analyst'] };
const platform = { roleNames: ['Product Admin'] };

describe('roles', () => {
  it('recognises the tenant admin of the active tenant only', () => {
    expect(isTenantAdminOf(admin)).toBe(true);
    expect(isTenantAdminOf(analyst)).toBe(false);
  });

  it('lets a tenant admin or a platform admin manage users', () => {
    expect(canManageUsers([admin], admin)).toBe(true);
    expect(canManageUsers([admin, analyst], analyst)).toBe(false);
    expect(canManageUsers([platform, analyst], analyst)).toBe(true);
    expect(isPlatformAdmin([analyst])).toBe(false);
  });
});
