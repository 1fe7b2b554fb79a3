import { plural, pluralNoun } from './plural';

describe('plural', () => {
  it('writes one and many with the noun that fits', () => {
    expect(plural(1, 'hit')).toBe('1 hit');
    expect(plural(2, 'hit')).toBe('2 hits');
    expect(plural(0, 'hit')).toBe('0 hits');
    expect(plural(2, 'other incident')).toBe('2 other incidents');
    expect(plural(1, { one: 'entry', other: 'entries' })).toBe('1 entry');
    expect(plural(3, { one: 'entry', other: 'entries' })).toBe('3 entries');
  });

  it('writes the count as shown when given', () => {
    expect(plural(1200, 'event', '1,200')).toBe('1,200 events');
  });

  it('follows the locale rules', () => {
    const forms = { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' };
    expect(pluralNoun(1, forms, 'pl')).toBe('plik');
    expect(pluralNoun(3, forms, 'pl')).toBe('pliki');
    expect(pluralNoun(5, forms, 'pl')).toBe('plików');
    expect(pluralNoun(2, { one: 'a', other: 'b' }, 'pl')).toBe('b');
  });
});
