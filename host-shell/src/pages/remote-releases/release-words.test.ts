import { audienceWords, liveFor, rollbackQuestion, type ReleasePromotion } from './release-words';

const names: Record<string, string> = { 'acme-corp': 'Acme Corp', globex: 'Globex' };
const tenantName = (id: string) => names[id] ?? id;
const promotion = (overrides: Partial<ReleasePromotion>): ReleasePromotion => ({
  id: '1',
  remote: 'mfe-incidents',
  version: '0.2.1+bbbbbbb',
  fromVersion: '0.2.0+aaaaaaa',
  action: 'promote',
  audience: { kind: 'all' },
  by: 'Riley Root',
  at: '2026-11-29T10:00:00.000Z',
  ...overrides,
});

describe('release words', () => {
  it('names audiences', () => {
    expect(audienceWords({ kind: 'all' }, tenantName)).toBe('All tenants');
    expect(audienceWords({ kind: 'tenants', tenants: ['acme-corp', 'globex'] }, tenantName)).toBe('Acme Corp, Globex');
    expect(audienceWords({ kind: 'percent', percent: 10 }, tenantName)).toBe('10% of tenants');
  });

  it('asks the rollback question naming what changes', () => {
    const acme = promotion({ audience: { kind: 'tenants', tenants: ['acme-corp'] } });
    expect(rollbackQuestion({ title: 'Incidents', history: [acme] }, tenantName)).toBe(
      'Roll back Incidents for Acme Corp from 0.2.1+bbbbbbb to 0.2.0+aaaaaaa?',
    );
    expect(rollbackQuestion({ title: 'Incidents', history: [promotion({ fromVersion: null })] }, tenantName)).toBe(
      'Roll back Incidents for All tenants from 0.2.1+bbbbbbb to its remotes.json line?',
    );
    expect(rollbackQuestion({ title: 'Incidents', history: [] }, tenantName)).toBeUndefined();
  });

  it('lists whom a version is live for', () => {
    const live = [
      promotion({ audience: { kind: 'tenants', tenants: ['acme-corp'] } }),
      promotion({ version: '0.2.0+aaaaaaa', audience: { kind: 'all' } }),
    ];
    expect(liveFor({ live }, '0.2.1+bbbbbbb', tenantName)).toEqual(['Acme Corp']);
    expect(liveFor({ live }, '0.2.0+aaaaaaa', tenantName)).toEqual(['All tenants']);
    expect(liveFor({ live }, '0.1.0+ccccccc', tenantName)).toEqual([]);
  });
});
