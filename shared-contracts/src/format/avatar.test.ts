import { AVATAR_PALETTE } from '../constants';
import { avatarColor, avatarColorIndex, avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['ada', 'A'],
    ['  grace   hopper ', 'GH'],
    ['grace.hopper@example.com', 'GH'],
    ['ops@example.com', 'O'],
    ['', ''],
    ['Émile Zola', 'ÉZ'],
  ])('%j gives %j', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});

describe('avatarColorIndex', () => {
  it('is stable and within the 33 colours', () => {
    const names = Array.from({ length: 500 }, (_, index) => `User ${index}`);
    const indexes = names.map(avatarColorIndex);
    for (const index of indexes) expect(index).toBeGreaterThanOrEqual(0);
    for (const index of indexes) expect(index).toBeLessThan(33);
    expect(new Set(indexes).size).toBe(33);
    expect(avatarColorIndex('Ada Lovelace')).toBe(avatarColorIndex('Ada Lovelace'));
  });

  it('hashes only the first 50 characters', () => {
    const head = 'x'.repeat(50);
    expect(avatarColorIndex(`${head}aaaa`)).toBe(avatarColorIndex(`${head}zzzz`));
    const names = ['a', 'b', 'c', 'd'].map((tail) => `${'x'.repeat(49)}${tail}`);
    expect(new Set(names.map(avatarColorIndex)).size).toBeGreaterThan(1);
  });

  it('answers the palette colour', () => {
    expect(avatarColor('Ada Lovelace')).toBe(AVATAR_PALETTE[avatarColorIndex('Ada Lovelace')]);
    expect(avatarColorIndex('')).toBe(0);
  });
});
