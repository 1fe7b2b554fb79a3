import {
  includesTenant,
  livePromotions,
  percentBucket,
  promotionFor,
  versionBefore,
  type Audience,
  type PromotionLike,
} from './audience';

const all: Audience = { kind: 'all' };
const acmeOnly: Audience = { kind: 'tenants', tenants: ['acme-corp'] };
const p = (version: string | null, audience: Audience, remote = 'mfe-incidents'): PromotionLike => ({
  remote,
  version,
  audience,
});

describe('percentBucket', () => {
  it('is deterministic, 0-99, and differs by remote', () => {
    const tenants = Array.from({ length: 400 }, (_, index) => `tenant-${index}`);
    const buckets = tenants.map((tenant) => percentBucket(tenant, 'mfe-incidents'));
    expect(tenants.map((tenant) => percentBucket(tenant, 'mfe-incidents'))).toEqual(buckets);
    expect(buckets.every((bucket) => Number.isInteger(bucket) && bucket >= 0 && bucket < 100)).toBe(true);
    // Spread over the range: a 30 percent audience holds roughly 30 percent of the tenants.
    const inThirty = buckets.filter((bucket) => bucket < 30).length;
    expect(inThirty).toBeGreaterThan(80);
    expect(inThirty).toBeLessThan(160);
    const other = tenants.map((tenant) => percentBucket(tenant, 'mfe-devices'));
    expect(other).not.toEqual(buckets);
  });

  it('answers fixed values (the same on every replica and every day)', () => {
    const table = ['acme-corp', 'globex', 'initech'].map((tenant) => [
      percentBucket(tenant, 'mfe-incidents'),
      percentBucket(tenant, 'mfe-devices'),
    ]);
    expect(table).toEqual([
      [0, 73],
      [38, 15],
      [61, 92],
    ]);
  });
});

describe('includesTenant', () => {
  const bucket = percentBucket('acme-corp', 'mfe-incidents');
  it.each<[string, Audience, boolean]>([
    ['all', all, true],
    ['named, listed', { kind: 'tenants', tenants: ['globex', 'acme-corp'] }, true],
    ['named, not listed', { kind: 'tenants', tenants: ['globex'] }, false],
    ['percent above the bucket', { kind: 'percent', percent: bucket + 1 }, true],
    ['percent at the bucket', { kind: 'percent', percent: bucket }, false],
    ['100 percent', { kind: 'percent', percent: 100 }, true],
  ])('%s', (_, audience, expected) => {
    expect(includesTenant(audience, 'acme-corp', 'mfe-incidents')).toBe(expected);
  });
});

describe('promotionFor: the newest promotion whose audience includes the tenant', () => {
  it.each<[string, PromotionLike[], string, string | null | undefined]>([
    ['nothing promoted', [], 'acme-corp', undefined],
    ['only another remote', [p('9', all, 'mfe-devices')], 'acme-corp', undefined],
    ['the newest all', [p('1', all), p('2', all)], 'globex', '2'],
    ['a rollout to the tenant after all', [p('1', all), p('2', acmeOnly)], 'acme-corp', '2'],
    ['another tenant keeps all', [p('1', all), p('2', acmeOnly)], 'globex', '1'],
    ['a newer all overrides the rollout', [p('2', acmeOnly), p('3', all)], 'acme-corp', '3'],
    ['a rollout without any all', [p('2', acmeOnly)], 'globex', undefined],
    ['rolled back to the static line', [p('2', acmeOnly), p(null, acmeOnly)], 'acme-corp', null],
    ['100 percent', [p('1', all), p('2', { kind: 'percent', percent: 100 })], 'globex', '2'],
  ])('%s', (_, promotions, tenant, expected) => {
    expect(promotionFor(promotions, tenant, 'mfe-incidents')?.version).toBe(expected);
  });
});

describe('livePromotions and versionBefore', () => {
  it('live: the newest per audience down to the newest all', () => {
    const history = [p('0', acmeOnly), p('1', all), p('2', acmeOnly), p('3', { kind: 'percent', percent: 10 })];
    expect(livePromotions(history).map((item) => item.version)).toEqual(['3', '2', '1']);
    expect(livePromotions([...history, p('4', all)]).map((item) => item.version)).toEqual(['4']);
  });

  it('before: what that audience saw, the same audience or the newest all, whichever is newer', () => {
    expect(versionBefore([], acmeOnly)).toBeUndefined();
    expect(versionBefore([p('1', all), p('2', acmeOnly)], acmeOnly)?.version).toBe('2');
    expect(versionBefore([p('2', acmeOnly), p('3', all)], acmeOnly)?.version).toBe('3');
    expect(versionBefore([p('1', all), p('2', acmeOnly)], { kind: 'tenants', tenants: ['globex'] })?.version).toBe('1');
  });
});
