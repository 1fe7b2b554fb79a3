import { createCan } from './permissions';

const admin = { roleNames: ['Tenant Admin'] };
const analyst = { roleNames: ['Analyst'] };
const platform = { roleNames: ['Product Admin'] };
const platformGuest = { roleNames: [] };

describe('createCan', () => {
  it('lets every member triage incidents, and only a Tenant Admin manage users or read the outbox', () => {
    const asAnalyst = createCan([analyst], analyst);
    expect(asAnalyst('incidents.write')).toBe(true);
    expect(asAnalyst('incidents.bulk')).toBe(true);
    expect(asAnalyst('users.manage')).toBe(false);
    expect(asAnalyst('outbox.read')).toBe(false);
    const asAdmin = createCan([admin], admin);
    expect(asAdmin('users.manage')).toBe(true);
    expect(asAdmin('outbox.read')).toBe(true);
  });

  it('denies an action it does not know (a newer remote asking an older host) instead of throwing', () => {
    const unknown = 'reports.teleport' as Parameters<ReturnType<typeof createCan>>[0];
    expect(createCan([admin], admin)(unknown)).toBe(false);
    expect(createCan([analyst], analyst)(unknown)).toBe(false);
  });

  it('reads the roles of the active tenant only', () => {
    expect(createCan([admin, analyst], analyst)('users.manage')).toBe(false);
    expect(createCan([admin, analyst], admin)('flags.write')).toBe(true);
  });

  it('lets a Product Admin take every action in every tenant, even one they are no member of', () => {
    const can = createCan([platform, platformGuest], platformGuest);
    expect(can('users.manage')).toBe(true);
    expect(can('policies.write')).toBe(true);
  });

  it("honours a permission the identity provider granted by the action's name", () => {
    expect(createCan([analyst], { ...analyst, permissions: ['outbox.read'] })('outbox.read')).toBe(true);
    expect(createCan([analyst], { ...analyst, permissions: ['outbox.read'] })('users.manage')).toBe(false);
  });
});
