import { isPlatformAdmin } from './roles';

describe('isPlatformAdmin', () => {
  it('is true when Product Admin is held on any tenant', () => {
    expect(isPlatformAdmin([{ roleNames: ['Analyst'] }, { roleNames: ['Product Admin'] }])).toBe(true);
    expect(isPlatformAdmin([{ roleNames: ['Tenant Admin'] }])).toBe(false);
  });
});
