import type { Policy } from 'shared-contracts';
import { policyFixture } from '../../testing/policy-fixtures';
import { orderWithPosition, placesExactly, positionOf, priorityAtPosition } from './policy-position';

function policy(policyId: string, priority: number): Policy {
  return policyFixture({ policyId, name: policyId, priority, updated: '2026-11-01T00:00:00.000Z' });
}

const LIST = [policy('a', 10), policy('b', 20), policy('c', 30)];

describe('a policy position (the number shown and edited)', () => {
  it('is the 1-based place in the list, not the stored priority', () => {
    expect(positionOf(LIST, 'a')).toBe(1);
    expect(positionOf(LIST, 'c')).toBe(3);
    expect(positionOf(LIST, 'x')).toBeUndefined();
  });

  it('moves a policy to a place, clamped to the list', () => {
    expect(orderWithPosition(LIST, 'c', 1)).toEqual(['c', 'a', 'b']);
    expect(orderWithPosition(LIST, 'a', 2)).toEqual(['b', 'a', 'c']);
    expect(orderWithPosition(LIST, 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(orderWithPosition(LIST, 'new', 2)).toEqual(['a', 'new', 'b', 'c']);
  });

  it('gives the backtest a stored priority that decides at that place', () => {
    expect(priorityAtPosition(LIST, 1)).toBe(9);
    expect(priorityAtPosition(LIST, 2)).toBe(19);
    expect(priorityAtPosition(LIST, 4)).toBe(40);
    expect(priorityAtPosition([policy('a', 1)], 1)).toBe(1);
    expect(priorityAtPosition([], 1)).toBe(10);
  });

  it('tells whether a stored priority lands exactly at a place, or needs a reorder (a tie)', () => {
    expect(placesExactly(LIST, 1, 9)).toBe(true);
    expect(placesExactly(LIST, 4, 40)).toBe(true);
    expect(placesExactly(LIST, 2, 10)).toBe(false);
    const crowded = [policy('a', 10), policy('b', 11)];
    expect(placesExactly(crowded, 2, priorityAtPosition(crowded, 2))).toBe(false);
  });
});
